import TableDeckBridge
import TableDeckModel

/// The columns' widths and places: solved from each column's sizing, its natural width (the
/// widest of its header and the cells seen so far) and the table's width, and given to the header
/// and every row alike.
extension ColumnTableView {
    /// The width the columns share: the table's, without the sideways scroll.
    var availableWidth: Int {
        let page = Int(table.scroller.horizontalAdjustment.pageSize)
        return page > 0 ? page : allocatedWidth
    }

    /// Solves the widths again on the next frame (the table's width or a natural width changed):
    /// once per frame however many changes came.
    func queueWidthUpdate() {
        guard !widthUpdateQueued else { return }
        widthUpdateQueued = true
        addTickCallback { [weak self] _ in
            self?.widthUpdateQueued = false
            self?.solveWidths()
            return false
        }
    }

    /// Solves the widths for the width available now and places the header and the rows.
    func solveWidths() {
        // Hidden columns take no room: only the shown ones are solved, so expanding columns
        // share what hidden ones left.
        let shown = arrangement.shown
        let solved = ColumnWidthSolver.widths(
            for: shown.map { (width: columns[$0].width, natural: naturalWidths[$0], userWidth: userWidths[$0]) },
            available: max(0, availableWidth))
        var widths = Array(repeating: 0, count: columns.count)
        for (place, index) in shown.enumerated() { widths[index] = solved[place] }
        self.widths = widths
        placeColumns()
    }

    /// Gives the header and every row the columns' places now.
    func placeColumns() {
        let frames = arrangement.frames(widths: widths)
        header.setColumns(frames)
        for case let cell as ColumnRowCell in table.boundCells {
            cell.columns.setColumns(frames)
        }
    }

    /// The columns' places now, for a row being bound.
    var columnFrames: [(offset: Int, width: Int)] {
        arrangement.frames(widths: widths)
    }

    /// A bound row's cells were measured: a column whose cell wants more than any before it
    /// (a natural-width or expanding column not resized by the user) grows on the next frame.
    func noteNaturalWidths(of cell: ColumnRowCell) {
        var grew = false
        for (index, view) in cell.views.enumerated() where index < naturalWidths.count {
            guard let view, userWidths[index] == nil else { continue }
            if case .fixed = columns[index].width.sizing { continue }
            let natural = view.measureWidth(forHeight: -1).natural
            if natural > naturalWidths[index] {
                naturalWidths[index] = natural
                grew = true
            }
        }
        if grew { queueWidthUpdate() }
    }

    /// The width of the column at `index` now (0 when hidden).
    public func width(ofColumn identifier: String) -> Int? {
        columnIndex(identifier).map { widths[$0] }
    }

    /// Sets the width of the column `identifier` as the user would by dragging its edge,
    /// clamped to its minimum and maximum. Returns the width it got; `nil` for no such column.
    @discardableResult
    public func setWidth(_ width: Int, ofColumn identifier: String) -> Int? {
        guard let index = columnIndex(identifier) else {
            Diagnostics.warn("setWidth: the column table has no column '\(identifier)'")
            return nil
        }
        let clamped = ColumnWidthSolver.resized(width, by: 0, column: columns[index].width)
        userWidths[index] = clamped
        solveWidths()
        return widths[index]
    }

    /// Moves the column `identifier` to `place` among the shown columns (clamped), as the user
    /// would by dragging its header. Returns whether it moved.
    @discardableResult
    public func moveColumn(_ identifier: String, toShownPlace place: Int) -> Bool {
        guard let index = columnIndex(identifier) else {
            Diagnostics.warn("moveColumn: the column table has no column '\(identifier)'")
            return false
        }
        guard arrangement.move(index, toShownPlace: place) else { return false }
        columnsRearranged()
        return true
    }

    /// Hides or shows the column `identifier`, as the user would from a header's menu; the last
    /// shown column stays. Returns whether anything changed.
    @discardableResult
    public func setColumn(_ identifier: String, hidden: Bool) -> Bool {
        guard let index = columnIndex(identifier) else {
            Diagnostics.warn("setColumn(_:hidden:): the column table has no column '\(identifier)'")
            return false
        }
        guard arrangement.setHidden(index, hidden) else { return false }
        if hidden, focusedHeaderColumn == index { focusedHeaderColumn = arrangement.shown.first }
        columnsRearranged()
        return true
    }

    /// Whether the column `identifier` is hidden.
    public func isColumnHidden(_ identifier: String) -> Bool {
        columnIndex(identifier).map { arrangement.hidden.contains($0) } ?? false
    }

    /// The columns' order, widths or visibility changed: the rows are named again (screen
    /// readers hear the shown columns in order) and placed.
    func columnsRearranged() {
        updateHeaderFocusability()
        solveWidths()
        let shown = arrangement.shown
        for case let cell as ColumnRowCell in table.boundCells {
            if let row = cell.dataRow { cell.show(dataRow: row, tableColumns: columns, shownInOrder: shown) }
        }
    }
}
