import TableDeckBridge
import TableDeckModel

/// Moving rows, as UIKit's table does in editing mode, but always on: a row the
/// delegate lets move (``StackTableViewDelegate/stackTableView(_:canMoveItemAt:)``) moves with
/// Alt+Up and Alt+Down (the cursor row: it keeps the cursor and the focus), or by a vertical drag
/// (either backend: `StackTableView+Drag.swift` for `.stack`, the recycling table's own
/// `RecyclingTableView+Drag.swift` for `.recycling`). The table moves the row itself, then tells the
/// delegate (``StackTableViewDelegate/stackTableView(_:moveItemAt:to:)``), which updates its
/// data. At the first or last place the key does nothing. When the move carries selected rows to
/// other indexes, the delegate also hears `stackTableViewSelectionDidChange(_:)`.
///
/// A screen reader hears of a keyboard move: the focus stays on the moved row, whose accessible
/// description becomes "Moved to position 4 of 1000" (GTK 4.8 has no announcement API; Orca
/// presents a change of the focused widget's description), cleared when the cursor leaves it.
extension StackTableView {
    /// The row-action keys, either backend: Escape ends a drag, Alt+Up/Alt+Down move the cursor
    /// row, the Menu key and Shift+F10 open its menu (with `.recycling`, the recycling table's
    /// menu for its focused row). Returns whether the key was used.
    func handleRowActionKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        let key = KeyValue(rawValue: keyval)
        if key == .escape, rowDrag?.isLifted == true || recycling?.table.isDraggingRow == true {
            cancelRowDrag()
            recycling?.table.cancelRowDrag()
            return true
        }
        if modifiers == .alt, key == .up || key == .down {
            return moveCursorRow(up: key == .up)
        }
        if Self.isContextMenuKey(keyval, modifiers: modifiers) {
            return recycling.map { $0.table.openContextMenuForFocusedRow() } ?? openContextMenuForCursorRow()
        }
        return false
    }

    /// Alt+Up (`up`) or Alt+Down: moves the cursor row one place if the delegate lets it move.
    /// Returns whether the key was used: not when there is no cursor row or the row cannot move
    /// (the window may use the key), yes at the ends, where nothing moves.
    func moveCursorRow(up: Bool) -> Bool {
        guard let index = focusedRowIndex, index < numberOfRows, let delegate,
            delegate.stackTableView(self, canMoveItemAt: index)
        else { return false }
        guard let target = ReorderMath.keyboardDestination(of: index, up: up, count: numberOfRows) else { return true }
        moveRowForUser(from: index, to: target, animated: true)
        announceMove(of: target)
        revealMovedRow(at: target)
        return true
    }

    /// Keeps a row the keys moved on screen: Alt+Down on the last row in view would otherwise
    /// take it, and the focus, below the view. Its new place is known once the list is laid
    /// out with it there (the move queued that layout); a row already whole on screen does not
    /// scroll the list.
    private func revealMovedRow(at index: Int) {
        frameClock?.onNextLayout { [weak self] in
            guard let self, self.focusedRowIndex == index else { return }
            if let recycling {
                recycling.table.moveKeyboardCursor(to: TableIndexPath(row: index, section: 0), from: nil)
            } else {
                self.scrollToRow(at: index)
            }
        }
    }

    /// Moves the row at `from` to `to` (its index after the move) because the user moved it. The
    /// delegate hears of it first, so that its data already match when the row moves (the
    /// `.recycling` backend asks for the moved row's view again); the cursor, the focus and the
    /// selection go with the row.
    func moveRowForUser(from: Int, to: Int, animated: Bool) {
        guard from != to, from >= 0, to >= 0, from < numberOfRows, to < numberOfRows, let delegate else { return }
        let selectedBefore = selection.rows
        delegate.stackTableView(self, moveItemAt: from, to: to)
        apply(RowBatch(moves: [RowBatch.Move(from: from, to: to)]), animated: animated)
        // Selected rows that the user's move carried to other indexes: the selection (as
        // indexes) changed by the user's hand.
        if selection.rows != selectedBefore { self.delegate?.stackTableViewSelectionDidChange(self) }
    }

    /// Tells assistive technologies that the cursor row, now at `index`, moved there.
    private func announceMove(of index: Int) {
        let text = LibraryLocalization.text("Moved to position %d of %d")
        let message = L10n.substitute(text, index + 1, numberOfRows)
        if let recycling {
            recycling.table.announceOnFocusedRow(message)
            return
        }
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        if let announcedRow, announcedRow.identity != row.identity { announcedRow.setAccessibleDescription("") }
        row.setAccessibleDescription(message)
        announcedRow = row
        lastAnnouncement = message
    }

    /// The accessible description of the row at `index` (what a keyboard move announced).
    package func accessibleAnnouncement(ofRowAt index: Int) -> String? {
        if let recycling { return recycling.table.focusedRowAnnouncement }
        return rows.indices.contains(index) && announcedRow?.identity == rows[index].identity ? lastAnnouncement : nil
    }
}
