import TableDeckBridge
import TableDeckModel

/// The outline's own keys, on the cursor row: Right and Left open and close (or move to the
/// first child and the parent), `*`/Shift+Right and `-`/Shift+Left expand or collapse all below
/// (while the search's result shows, only the moves); the table's keys do the rest.
extension OutlineView {
    /// Puts the outline's key handler before the table's (capture phase, on the outline).
    func installKeys() {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.handleOutlineKey(keyval, modifiers: modifiers) ?? false
        })
        addController(keys)
    }

    /// A key pressed with `modifiers` while the focus is in the outline; returns whether the
    /// outline used it (tests call it too).
    package func handleOutlineKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard !focusIsInTextField, let cursor = table.cursorIndexPath?.row,
            let key = OutlineKey(TableKeyPress(keyval: keyval, modifiers: modifiers), typeAheadActive: table.core.typeAhead.isActive)
        else { return false }
        // A search's rows: Right and Left move among them, the other keys do nothing.
        let action =
            searchResult.map { $0.keyAction(for: key, atRow: cursor, rightToLeft: isRightToLeft) }
            ?? tree.keyAction(for: key, atRow: cursor, rightToLeft: isRightToLeft)
        switch action {
        case .nothing:
            // Right on a leaf, Left on a collapsed root: taken, so the list does not scroll sideways.
            return true
        case .moveCursor(let row):
            // As the table's own keys move it: the cursor is there at once (a key right after
            // acts on it), the focus as soon as the row is laid out.
            table.focusRow(TableIndexPath(row: row, section: 0), reveal: true, movingUp: row < cursor)
        case .expand(let item):
            expand(item)
        case .collapse(let item):
            collapse(item)
        case .expandAll(let item):
            expand(item, all: true)
        case .collapseAll(let item):
            collapse(item, all: true)
        }
        return true
    }
}
