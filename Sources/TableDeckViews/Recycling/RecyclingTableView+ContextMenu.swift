import TableDeckBridge
import TableDeckModel

/// Context menus of a recycling table's rows, as on the stack table: a right click,
/// a long press (touch), the Menu key or Shift+F10 (the focused row) open the menu of the
/// delegate's ``RowAction``s (``RecyclingTableViewDelegate/tableView(_:contextMenuActionsForRowAt:)``)
/// for the row, which takes the focus but is not pressed; headers have none. The menu closes
/// when the rows change, and an action of a closed menu never runs.
extension RecyclingTableView {
    func installContextMenu() {
        let secondary = ClickGesture()
        secondary.button = 3
        secondary.onPressed { [weak self] _, x, y in
            guard let self, let cell = self.cell(atX: x, y: y), let indexPath = cell.indexPath,
                let point = self.listView.translate(x: x, y: y, to: self)
            else { return }
            self.openContextMenu(for: indexPath, pointingAt: WidgetBounds(x: point.x, y: point.y, width: 1, height: 1))
        }
        listView.addController(secondary)
        let longPress = LongPressGesture(touchOnly: true)
        longPress.onPressed { [weak self] x, y in
            guard let self, let cell = self.cell(atX: x, y: y), let indexPath = cell.indexPath,
                let point = self.listView.translate(x: x, y: y, to: self)
            else { return }
            longPress.claim()
            self.openContextMenu(for: indexPath, pointingAt: WidgetBounds(x: point.x, y: point.y, width: 1, height: 1))
        }
        listView.addController(longPress)
        rowMenu.onClosed = { [weak self] _ in
            guard let self, let cursor = self.cursorIndexPath else { return true }
            // The menu took the button's release: GTK leaves the pressed row :active.
            self.boundCell(for: .row(cursor))?.parent?.unsetStateFlags(.active)
            return self.focusRow(cursor.row, section: cursor.section)
        }
        onUnmap { [weak self] in self?.rowMenu.detach() }
    }

    /// The Menu key or Shift+F10 on the focused row; returns whether there was one. A focused
    /// row that is not wholly on screen (the wheel scrolled away from it, or a move took it
    /// below the view) is scrolled into view first, and the menu opens at it once the list is
    /// laid out there: a menu never points outside the list.
    func openContextMenuForFocusedRow() -> Bool {
        guard let cell = focusedCell, let indexPath = cell.indexPath else { return false }
        // No extent: the cell is bound but not drawn, far from the view.
        let extent = verticalExtent(of: cell)
        guard let clock = frameClock, extent.map({ $0.top < 0 || $0.bottom > Double(listView.allocatedHeight) }) ?? true else {
            openContextMenuAtFocusedRow(indexPath)
            return true
        }
        moveKeyboardCursor(to: indexPath, from: .row(indexPath))
        clock.onNextLayout { [weak self] in self?.openContextMenuAtFocusedRow(indexPath) }
        return true
    }

    private func openContextMenuAtFocusedRow(_ indexPath: TableIndexPath) {
        guard let cell = focusedCell, cell.indexPath == indexPath, let row = cell.parent, let bounds = row.bounds(relativeTo: self)
        else { return }
        openContextMenu(for: indexPath, pointingAt: WidgetBounds(x: bounds.x + 24, y: bounds.y, width: 1, height: bounds.height))
    }

    private func openContextMenu(for indexPath: TableIndexPath, pointingAt area: WidgetBounds) {
        guard let delegate else { return }
        cancelRowDrag()
        // One row's actions at a time: a right click on another row closes open swipe buttons.
        swipe.close(animated: true)
        if let position = layout.position(of: .row(indexPath)), focusPosition(position) {
            cursorIndexPath = indexPath
        }
        let actions = delegate.tableView(self, contextMenuActionsForRowAt: indexPath)
        rowMenu.open(actions, forRow: layout.position(of: .row(indexPath)) ?? indexPath.row, pointingAt: area)
    }

    /// Before a batch changes the rows of a one-section table: an open menu closes and a drag
    /// ends without a move (warned when its row, `isDeleted` by its index before the change,
    /// goes).
    package func rowsWillChange(deleting isDeleted: (Int) -> Bool) {
        rowMenu.rowsChanged(rowDeleted: rowMenu.row.map(isDeleted) ?? false)
        endRowDragForChange(deleted: rowDrag.map { isDeleted($0.from.row) } ?? false)
    }

    /// Sets `message` as the accessible description of the focused row's list item (a keyboard
    /// move), clearing the one set before.
    package func announceOnFocusedRow(_ message: String) {
        if let announced { announced.widget.setAccessibleDescription("") }
        announced = nil
        guard let row = focusedCell?.parent else { return }
        row.setAccessibleDescription(message)
        announced = (row, message)
    }

    /// What the focused row's description announces now.
    package var focusedRowAnnouncement: String? {
        guard let announced, let row = focusedCell?.parent, row.identity == announced.widget.identity else { return nil }
        return announced.text
    }

    // MARK: - Tests

    /// Opens the context menu of the row at `indexPath` as a right click on its middle would;
    /// returns whether a menu opened.
    @discardableResult
    package func openContextMenu(forRowAt indexPath: TableIndexPath) -> Bool {
        guard let cell = boundCell(for: .row(indexPath)), let row = cell.parent, let bounds = row.bounds(relativeTo: self) else {
            return false
        }
        openContextMenu(
            for: indexPath, pointingAt: WidgetBounds(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2, width: 1, height: 1))
        return rowMenu.isOpen
    }

    /// The context menu open now.
    package var openContextMenu: PopoverMenu? { rowMenu.openMenu }
}
