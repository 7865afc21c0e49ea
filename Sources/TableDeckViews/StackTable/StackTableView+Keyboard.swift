import TableDeckBridge
import TableDeckModel

/// The keyboard: a cursor row, which the core's ``CursorController`` moves on either backend
/// (see `StackRowsEngine+Keyboard.swift` for the `.stack` engine's focus).
extension StackTableView {
    /// Moves the keyboard cursor to the row at `index`, scrolling it into view, and gives the
    /// table the keyboard focus; returns whether there was such a row. A recycled row off screen
    /// takes the focus once it is bound.
    @discardableResult
    public func focusRow(at index: Int) -> Bool {
        guard index >= 0, index < numberOfRows else { return false }
        engine.focusRow(indexPath(ofItem: index), reveal: true, movingUp: focusedRowIndex.map { index < $0 } ?? false)
        return true
    }

    /// The item index of the cursor row, the one Enter and Space press, if any.
    public var focusedRowIndex: Int? { engine.cursorRow.flatMap { itemIndex(at: $0) } }

    /// Whether the table's rows have the keyboard focus.
    public var rowsHaveFocus: Bool { engine.hasRowFocus }

    /// Gives the table the keyboard focus without scrolling: the cursor stays on its row, or,
    /// with no cursor yet, goes to the first row on screen. For a screen that appears again, so
    /// the keys work at once and the list stays where the user left it. Returns whether the
    /// table took the focus (an empty table does not).
    @discardableResult
    public func takeKeyboardFocus() -> Bool {
        engine.takeRowFocus()
    }

    /// Handles `keyval` (no modifiers) as the rows' key controller does; returns whether it was used.
    package func handleKey(_ keyval: UInt32) -> Bool {
        core.handleKey(TableKeyPress(keyval: keyval, modifiers: []))
    }

    /// Handles the typed `key` as the key value does; returns whether it was used.
    package func handleKey(_ key: KeyValue) -> Bool {
        handleKey(key.rawValue)
    }

    /// Handles `key` with `modifiers` as the table's key controller does.
    package func handleKey(_ key: KeyValue, modifiers: KeyModifiers) -> Bool {
        core.handleKey(TableKeyPress(keyval: key.rawValue, modifiers: modifiers))
    }
}
