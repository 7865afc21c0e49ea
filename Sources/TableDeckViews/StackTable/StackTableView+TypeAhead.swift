import TableDeckBridge
import TableDeckModel

/// Type-ahead: with the focus in the table, typed letters move the cursor to the
/// first row whose text starts with them, as GTK's tree views did (``TypeAheadSearch``: a pause
/// of a second starts over, the same letter again goes on to the next row with it, the search
/// wraps from the cursor, case and accents do not count).
///
/// A row's text is the delegate's ``StackTableViewDelegate/stackTableView(_:typeAheadTextForItemAt:)``,
/// or, when it says `nil`, what the built row shows: a label's text, else the row's accessible
/// name. With the `.recycling` backend only the rows on screen are built, so a delegate of a
/// long table answers the method.
extension StackTableView {
    /// Takes a key that types text (no Ctrl or Alt held) as type-ahead; returns whether it did.
    /// Space is a letter only while a search is going on (typed less than a second ago), and
    /// presses the cursor row otherwise, as in GTK's tree views.
    package func handleTypeAheadKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard numberOfRows > 0,
            let typed = TypeAheadInput.typed(keyval: keyval, modifiers: modifiers, continuing: typeAheadSearch)
        else { return false }
        return typeAhead(typed.text, at: typed.time)
    }

    /// Types `text` at `time` (seconds) into the search, moving the cursor to the row found;
    /// the caller gives the time, which decides whether the search starts over. Returns `true`: typed text is the table's even when no
    /// row matches (the cursor then stays).
    @discardableResult
    package func typeAhead(_ text: String, at time: Double) -> Bool {
        let cursor = focusedRowIndex ?? cursorIndex
        let found = typeAheadSearch.type(text, at: time, cursor: cursor, count: numberOfRows) { index in
            self.typeAheadText(at: index)
        }
        if let found, found != cursor {
            focusRow(at: found)
        }
        return true
    }

    /// The text type-ahead compares for the row at `index`.
    package func typeAheadText(at index: Int) -> String? {
        if let text = delegate?.stackTableView(self, typeAheadTextForItemAt: index) { return text }
        guard let row = rowWidget(at: index) else { return nil }
        let content = (row as? TableViewCell)?.content ?? row
        if let label = content as? Label { return label.text }
        return content.accessibleLabel
    }
}
