import TableDeckBridge
import TableDeckModel

/// Sorting: the display order of the data rows, kept with the selection, the cursor and the
/// row first on screen.
extension ColumnTableView {
    /// Sorts by the column `identifier` as a click on its header does: by it ascending, or the
    /// other way when the table is sorted by it already. Returns whether the column sorts.
    @discardableResult
    public func sortByColumn(_ identifier: String) -> Bool {
        guard let index = columnIndex(identifier) else {
            Diagnostics.warn("sortByColumn: the column table has no column '\(identifier)'")
            return false
        }
        guard columns[index].isSortable else { return false }
        var order = sortOrder
        order.click(identifier)
        applySortOrder(order)
        delegate?.tableView(self, didSortBy: sortOrder)
        return true
    }

    /// Sorts the rows in `order` (the delegate is not told); descriptors of unknown or unsortable
    /// columns are dropped with a warning. An empty order shows the data source's order.
    public func setSortOrder(_ order: ColumnSortOrder) {
        var kept = order
        for descriptor in order.descriptors {
            guard let index = columnIndex(descriptor.column), columns[index].isSortable else {
                Diagnostics.warn("setSortOrder: the column table cannot sort by '\(descriptor.column)'; it is left out")
                kept.remove(column: descriptor.column)
                continue
            }
        }
        applySortOrder(kept)
    }

    /// Sorts into `order`, keeping the selected rows selected, the cursor on its row, and the row
    /// first on screen first on screen.
    func applySortOrder(_ order: ColumnSortOrder) {
        // What the user sees now, by data row.
        let firstShown = table.firstRowOnScreen.flatMap { dataRow(of: $0) }
        let cursor = table.cursorIndexPath.flatMap { dataRow(of: $0) }
        let selection = table.core.selection.state
        let allSelected = rowCount > 0 && selection.count == rowCount
        let selected = allSelected ? [] : selection.rows.ranges.flatMap { range in range.compactMap { dataRow(atDisplayRow: $0) } }
        let rowFocused = table.hasRowFocus
        sortOrder = order
        showSortInHeaders()
        computeDisplayOrder()
        // The same rows in another order: the rows on screen are filled again in place, so the
        // list keeps its rows bound (the keyboard can go to them at once) and its offset.
        let shown = arrangement.shown
        table.rowsChangedInPlace { [self] cell in
            guard let cell = cell as? ColumnRowCell, let row = cell.indexPath.flatMap(dataRow(of:)) else { return }
            cell.show(dataRow: row, tableColumns: columns, shownInOrder: shown)
        }
        if allSelected {
            table.core.selection.selectAll()
        } else if !selected.isEmpty {
            var rows = RangeSet<Int>()
            for row in selected {
                if let shown = displayRow(forDataRow: row) { rows.insert(contentsOf: shown..<(shown + 1)) }
            }
            table.core.selection.select(rows, adding: false)
        }
        if let cursor, let shown = displayRow(forDataRow: cursor) {
            table.cursorIndexPath = TableIndexPath(row: shown, section: 0)
        }
        if let firstShown, let shown = displayRow(forDataRow: firstShown) {
            table.scrollItemToTop(.row(TableIndexPath(row: shown, section: 0))) { [weak self] in
                guard let self, rowFocused, let cursor, let row = self.displayRow(forDataRow: cursor) else { return }
                _ = self.table.focusRow(row, section: 0)
            }
        }
    }

    /// Works out the display order for ``sortOrder``: the data source's, else by the columns'
    /// sort keys (the first descriptor first, ties by the next, then by data row).
    func computeDisplayOrder() {
        guard !sortOrder.descriptors.isEmpty, rowCount > 0 else {
            displayOrder = nil
            displayPositions = nil
            return
        }
        if let given = dataSource?.tableView(self, rowsSortedBy: sortOrder) {
            if Self.isPermutation(given, count: rowCount) {
                let order = given.map { Int32($0) }
                displayOrder = order
                displayPositions = RowSorter.inverse(of: order)
                return
            }
            Diagnostics.warn(
                "the column table's data source sorted \(given.count) rows, not each of its \(rowCount) rows once; the table sorts them itself"
            )
        }
        let keys = sortOrder.descriptors.compactMap { descriptor -> (direction: ColumnSortDirection, key: (Int) -> ColumnSortKey)? in
            guard let index = columnIndex(descriptor.column), let key = columns[index].sortKey else { return nil }
            return (descriptor.direction, { row in key(row) })
        }
        let order = RowSorter.order(count: rowCount, by: keys)
        displayOrder = order
        displayPositions = RowSorter.inverse(of: order)
    }

    /// Whether `rows` holds each of 0 ..< `count` once.
    static func isPermutation(_ rows: [Int], count: Int) -> Bool {
        guard rows.count == count else { return false }
        var seen = [Bool](repeating: false, count: count)
        for row in rows {
            guard row >= 0, row < count, !seen[row] else { return false }
            seen[row] = true
        }
        return true
    }

    /// Draws each header's sort arrow as ``sortOrder`` has it.
    func showSortInHeaders() {
        for (index, view) in headerViews.enumerated() {
            view.show(column: columns[index], sort: sortOrder.direction(of: columns[index].identifier))
        }
    }

    /// A column's title changed: its header shows it, and rows are named with it.
    func columnTitlesChanged() {
        showSortInHeaders()
        columnsRearranged()
    }
}
