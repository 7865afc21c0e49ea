import TableDeckBridge
import TableDeckModel

/// What a press on the header row is doing.
enum HeaderDrag {
    /// Pressed on a column's header, not moved past the drag threshold yet: a click sorts.
    case pressed(column: Int, startX: Double)
    /// Dragging a column's trailing edge: its width from `startWidth`.
    case resizing(column: Int, startWidth: Int)
    /// Dragging a column's header to another place (the columns move as it goes).
    case moving(column: Int, startX: Double)
}

/// The header row's pointer and keys: click to sort, drag an edge to resize, drag a header to
/// move its column, right click or the Menu key for the column menu; Left and Right walk the
/// headers, Ctrl with an arrow resizes, Alt with an arrow moves, Space or Enter sorts.
extension ColumnTableView {
    /// How near a column's trailing edge, in pixels, a press resizes it.
    static let resizeTolerance = 5.0

    func installHeaderInput() {
        let drag = headerPressGesture
        drag.onBegin { [weak self] x, _ in self?.headerDragBegan(atX: x) }
        drag.onUpdate { [weak self] dx, _ in self?.headerDragMoved(by: dx) }
        drag.onEnd { [weak self] dx, _ in self?.headerDragEnded(by: dx) }
        drag.onCancel { [weak self] in self?.headerDragEnded(by: nil) }
        header.addController(drag)

        let secondary = ClickGesture()
        secondary.button = 3
        secondary.onPressed { [weak self] _, x, _ in
            guard let self, let column = self.arrangement.column(atX: self.leadingX(x), widths: self.widths) else { return }
            self.focusHeader(column)
            self.openHeaderMenu(for: column)
        }
        header.addController(secondary)

        let motion = MotionController()
        motion.onMotion { [weak self] x, _ in
            guard let self else { return }
            if case .moving = self.headerDrag { return }
            let edge = self.resizableEdge(atX: x)
            self.header.setCursor(named: edge != nil || self.isResizing ? "col-resize" : nil)
        }
        header.addController(motion)

        let keys = KeyController()
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.headerKeyPressed(TableKeyPress(keyval: keyval, modifiers: modifiers)) ?? false
        })
        header.addController(keys)
    }

    /// `x` in the header's coordinates, measured from the leading edge (mirrored right to left).
    func leadingX(_ x: Double) -> Double {
        isRightToLeft ? Double(header.allocatedWidth) - x : x
    }

    private var isResizing: Bool {
        if case .resizing = headerDrag { return true }
        return false
    }

    /// The column whose trailing edge is at `x` (the header's coordinates) and can be resized.
    private func resizableEdge(atX x: Double) -> Int? {
        guard let column = arrangement.resizableEdge(atX: leadingX(x), widths: widths, tolerance: Self.resizeTolerance) else {
            return nil
        }
        if case .fixed = columns[column].width.sizing { return nil }
        return column
    }

    private func headerDragBegan(atX x: Double) {
        if let edge = resizableEdge(atX: x) {
            headerDrag = .resizing(column: edge, startWidth: widths[edge])
        } else if let column = arrangement.column(atX: leadingX(x), widths: widths) {
            headerDrag = .pressed(column: column, startX: leadingX(x))
        } else {
            headerDrag = nil
        }
    }

    private func headerDragMoved(by dx: Double) {
        let leadingDelta = isRightToLeft ? -dx : dx
        switch headerDrag {
        case .resizing(let column, let startWidth):
            userWidths[column] = ColumnWidthSolver.resized(startWidth, by: Int(leadingDelta.rounded()), column: columns[column].width)
            solveWidths()
        case .pressed(let column, let startX):
            guard abs(dx) >= SwipeLayer.dragThreshold else { return }
            headerDrag = .moving(column: column, startX: startX)
            headerViews[column].view.addCSSClass("tabledeck-column-dragged")
            header.setCursor(named: "grabbing")
            headerDragMoved(by: dx)
        case .moving(let column, let startX):
            let place = arrangement.dropPlace(forX: startX + leadingDelta, widths: widths)
            if arrangement.move(column, toShownPlace: place) { columnsRearranged() }
        case nil:
            break
        }
    }

    /// The drag ended (`dx` from its start) or was cancelled (`nil`).
    private func headerDragEnded(by dx: Double?) {
        let drag = headerDrag
        headerDrag = nil
        header.setCursor(named: nil)
        switch drag {
        case .pressed(let column, _):
            guard dx != nil else { return }
            focusHeader(column)
            _ = sortByColumn(columns[column].identifier)
        case .resizing:
            delegate?.tableViewColumnsDidChange(self)
        case .moving(let column, _):
            headerViews[column].view.removeCSSClass("tabledeck-column-dragged")
            delegate?.tableViewColumnsDidChange(self)
        case nil:
            break
        }
    }

    // MARK: - Keys

    /// Handles a key on a focused header; returns whether it was the header's.
    func headerKeyPressed(_ press: TableKeyPress) -> Bool {
        guard let column = focusedHeaderColumn ?? arrangement.shown.first,
            let command = ColumnHeaderCommand.decode(press, rightToLeft: isRightToLeft)
        else { return false }
        let shown = arrangement.shown
        guard let place = shown.firstIndex(of: column) else { return false }
        switch command {
        case .focusStep(let step):
            let target = min(max(0, place + step), shown.count - 1)
            focusHeader(shown[target])
        case .focusEdge(let last):
            if let target = last ? shown.last : shown.first { focusHeader(target) }
        case .sort:
            _ = sortByColumn(columns[column].identifier)
        case .resize(let step):
            if case .fixed = columns[column].width.sizing { return true }
            userWidths[column] = ColumnWidthSolver.resized(
                widths[column], by: step * ColumnWidthSolver.keyboardStep, column: columns[column].width)
            solveWidths()
            // The edge the keys move stays in view, once the header is laid out at its new width.
            addTickCallback { [weak self] _ in
                self?.revealHeader(column)
                return false
            }
            delegate?.tableViewColumnsDidChange(self)
        case .move(let step):
            if arrangement.move(column, toShownPlace: place + step) {
                columnsRearranged()
                focusHeader(column)
                delegate?.tableViewColumnsDidChange(self)
            }
        case .menu:
            openHeaderMenu(for: column)
        case .toRows:
            _ = table.takeRowFocus()
        }
        return true
    }

    // MARK: - Focus

    /// Gives the keyboard focus to the header of `column`; it becomes the header row's one Tab stop.
    func focusHeader(_ column: Int) {
        guard headerViews.indices.contains(column) else { return }
        focusedHeaderColumn = column
        updateHeaderFocusability()
        _ = headerViews[column].view.grabFocus()
        revealHeader(column)
    }

    /// Scrolls sideways just enough to show the header of `column` whole (its start first, if it
    /// is wider than the table).
    func revealHeader(_ column: Int) {
        let adjustment = table.scroller.horizontalAdjustment
        guard adjustment.upper - adjustment.lower > adjustment.pageSize,
            let frame = headerViews[column].view.frame(in: header)
        else { return }
        var value = adjustment.value
        if frame.x + frame.width > value + adjustment.pageSize { value = frame.x + frame.width - adjustment.pageSize }
        if frame.x < value { value = frame.x }
        adjustment.value = min(max(value, adjustment.lower), adjustment.upper - adjustment.pageSize)
    }

    /// Only one header takes Tab: the one focused last (else the first shown), so the header row
    /// is one Tab stop and Left and Right walk it.
    func updateHeaderFocusability() {
        let current = focusedHeaderColumn.flatMap { arrangement.shown.contains($0) ? $0 : nil } ?? arrangement.shown.first
        for (index, view) in headerViews.enumerated() {
            view.view.isFocusable = index == current
        }
    }

    // MARK: - The column menu

    /// Opens the menu of `column`'s header: sort ascending and descending, hide this column, and
    /// show each hidden one.
    func openHeaderMenu(for column: Int) {
        var labels: [String] = []
        var actions: [@MainActor () -> Void] = []
        let identifier = columns[column].identifier
        if columns[column].isSortable {
            labels.append(LibraryLocalization.text("Sort Ascending"))
            actions.append { [weak self] in self?.sort(identifier, .ascending) }
            labels.append(LibraryLocalization.text("Sort Descending"))
            actions.append { [weak self] in self?.sort(identifier, .descending) }
        }
        if columns[column].canHide, arrangement.shown.count > 1 {
            // TRANSLATORS: a column header's menu item; %@ is the column's title.
            labels.append(L10n.substitute(LibraryLocalization.text("Hide “%@”"), text: columnName(column)))
            actions.append { [weak self] in
                guard let self, self.setColumn(identifier, hidden: true) else { return }
                self.delegate?.tableViewColumnsDidChange(self)
                if let first = self.arrangement.shown.first { self.focusHeader(first) }
            }
        }
        for hidden in arrangement.order where arrangement.hidden.contains(hidden) {
            let other = columns[hidden].identifier
            // TRANSLATORS: a column header's menu item showing a hidden column; %@ is its title.
            labels.append(L10n.substitute(LibraryLocalization.text("Show “%@”"), text: columnName(hidden)))
            actions.append { [weak self] in
                guard let self, self.setColumn(other, hidden: false) else { return }
                self.delegate?.tableViewColumnsDidChange(self)
            }
        }
        guard !labels.isEmpty else { return }
        headerMenu?.destroy()
        let menu = PopoverMenu(labels: labels, destructive: [], parent: header) { position in
            if actions.indices.contains(position) { actions[position]() }
        }
        menu.widget.setAccessibleLabel(LibraryLocalization.text("Column actions"))
        menu.onClosed = { [weak self] in
            guard let self else { return }
            // As a row menu: the focus goes back to the header once the popover has gone.
            self.headerMenuCleanup = Timeout(milliseconds: 0) { [weak self] in
                guard let self, let focused = self.focusedHeaderColumn else { return }
                if self.headerMenu?.isOpen == false {
                    self.headerMenu?.destroy()
                    self.headerMenu = nil
                }
                if !self.table.hasRowFocus { self.focusHeader(focused) }
            }
        }
        headerMenu = menu
        let frames = arrangement.frames(widths: widths)
        let frame = frames[column]
        let x = isRightToLeft ? header.allocatedWidth - frame.offset - frame.width : frame.offset
        menu.popup(x: x, y: 0, width: frame.width, height: header.allocatedHeight)
    }

    /// The column's title, or its identifier when the title is empty.
    private func columnName(_ column: Int) -> String {
        columns[column].title.isEmpty ? columns[column].identifier : columns[column].title
    }

    private func sort(_ identifier: String, _ direction: ColumnSortDirection) {
        var order = sortOrder
        if order.direction(of: identifier) != direction {
            order.click(identifier)
            if order.direction(of: identifier) != direction { order.click(identifier) }
        }
        applySortOrder(order)
        delegate?.tableView(self, didSortBy: sortOrder)
    }
}
