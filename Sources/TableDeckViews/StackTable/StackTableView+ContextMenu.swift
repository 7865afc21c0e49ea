import TableDeckBridge
import TableDeckModel

/// Context menus: a right click, a long press on a touchscreen, the Menu key or
/// Shift+F10 open the menu of the delegate's ``RowAction``s for a row (for the keys, the cursor
/// row), pointing at it. GTK's popover menu shows them: a screen reader reads a menu of menu
/// items, Up/Down move, Enter picks, Escape closes, and the focus goes back to the row.
///
/// As in UIKit and GTK's own list views, a right click moves the keyboard cursor to the row
/// but neither selects it nor presses it: the menu acts on that row alone, whatever else is
/// selected. A row with no actions opens no menu (the cursor still moves). With the
/// `.recycling` backend the recycling table shows the menu, asking this table's delegate.
extension StackTableView {
    func installContextMenu() {
        guard recycling == nil else { return }
        let secondary = ClickGesture()
        secondary.button = 3
        secondary.onPressed { [weak self] _, x, y in
            guard let self, let index = self.rowIndex(atX: x, y: y) else { return }
            self.openContextMenu(forRow: index, atX: x, y: y)
        }
        addController(secondary)
        let longPress = LongPressGesture(touchOnly: true)
        longPress.onPressed { [weak self] x, y in
            guard let self, let index = self.rowIndex(atX: x, y: y) else { return }
            // The touch is the menu's now: no press of the row when the finger lifts.
            longPress.claim()
            self.openContextMenu(forRow: index, atX: x, y: y)
        }
        addController(longPress)
        rowMenu.onClosed = { [weak self] row in
            guard let self, self.rows.indices.contains(row) else { return true }
            // The menu took the button's release: GTK leaves the row it was pressed on :active.
            self.rows[row].unsetStateFlags(.active)
            let index = self.cursorIndex ?? row
            self.moveCursor(to: index, grabFocus: true, reveal: false)
            return self.rows.indices.contains(index) && self.rows[index].hasFocus
        }
        onUnmap { [weak self] in self?.rowMenu.detach() }
    }

    /// Whether `keyval` with `modifiers` opens a row's context menu: the Menu key, or Shift+F10.
    static func isContextMenuKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        let key = KeyValue(rawValue: keyval)
        let others = !modifiers.isDisjoint(with: [.control, .alt, .super])
        if others { return false }
        return (key == .menu && !modifiers.contains(.shift)) || (key == .f10 && modifiers.contains(.shift))
    }

    /// Opens the context menu of the cursor row (the keys); returns whether the key was used
    /// (it is, with a cursor row, even when the row has no actions).
    ///
    /// A cursor row that is not wholly on screen (the wheel scrolled away from it) is scrolled
    /// into view first, and the menu opens at it once the list is laid out there: a menu never
    /// points outside the list.
    func openContextMenuForCursorRow() -> Bool {
        guard let index = cursorIndex, rows.indices.contains(index) else { return false }
        let offset = verticalAdjustment.value
        scrollToRow(at: index)
        // Scrolled: the row's place is known once the list is laid out there.
        guard let clock = frameClock, verticalAdjustment.value != offset else {
            openContextMenuAtCursorRow(index)
            return true
        }
        clock.onNextLayout { [weak self] in
            guard let self, self.cursorIndex == index else { return }
            self.openContextMenuAtCursorRow(index)
        }
        return true
    }

    private func openContextMenuAtCursorRow(_ index: Int) {
        guard rows.indices.contains(index), let bounds = rows[index].bounds(relativeTo: self) else { return }
        openContextMenu(forRow: index, pointingAt: WidgetBounds(x: bounds.x + 24, y: bounds.y, width: 1, height: bounds.height))
    }

    /// Opens the context menu of the row at `index` at the point (`x`, `y`) of the table.
    func openContextMenu(forRow index: Int, atX x: Double, y: Double) {
        openContextMenu(forRow: index, pointingAt: WidgetBounds(x: x, y: y, width: 1, height: 1))
    }

    private func openContextMenu(forRow index: Int, pointingAt area: WidgetBounds) {
        guard rows.indices.contains(index), let delegate else { return }
        cancelRowDrag()
        // One row's actions at a time: a right click on another row closes open swipe buttons.
        swipe?.close(animated: true)
        moveCursor(to: index, grabFocus: true, reveal: false)
        let actions = delegate.stackTableView(self, contextMenuActionsForItemAt: index)
        rowMenu.open(actions, forRow: index, pointingAt: area)
    }

    /// Before the rows change (a reload, a batch update): an open menu closes and a drag ends
    /// without a move; `isDeleted` says whether a row (by its index before the change) goes.
    func rowsWillChange(deleting isDeleted: (Int) -> Bool) {
        if let recycling {
            recycling.table.rowsWillChange(deleting: isDeleted)
            return
        }
        rowMenu.rowsChanged(rowDeleted: rowMenu.row.map(isDeleted) ?? false)
        if let drag = rowDrag, drag.isLifted {
            let deleted = isDeleted(drag.from)
            Diagnostics.warn(
                deleted
                    ? "row \(drag.from) of the stack table was deleted while it was dragged; the drag ends without a move"
                    : "the rows of the stack table changed while row \(drag.from) was dragged; the drag ends without a move")
        }
        cancelRowDrag()
    }

    /// Whether a row's context menu is open (either backend): the keys are the menu's then,
    /// not the table's nor the screen's.
    package var isShowingContextMenu: Bool { recycling?.table.rowMenu.isOpen ?? rowMenu.isOpen }

    // MARK: - Tests

    /// Opens the context menu of the row at `index` as a right click on its middle would; returns
    /// whether a menu opened (either backend).
    @discardableResult
    package func openContextMenu(forRowAt index: Int) -> Bool {
        if let recycling { return recycling.table.openContextMenu(forRowAt: TableIndexPath(row: index, section: 0)) }
        guard rows.indices.contains(index), let bounds = rows[index].bounds(relativeTo: self) else { return false }
        openContextMenu(forRow: index, atX: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        return rowMenu.isOpen
    }

    /// The context menu open now (either backend).
    package var openContextMenu: PopoverMenu? { recycling?.table.openContextMenu ?? rowMenu.openMenu }
}
