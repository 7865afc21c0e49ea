import TableDeckBridge
import TableDeckModel

/// Type-ahead: with the focus in the table, typed letters move the keyboard cursor
/// to the first row whose text starts with them (``TypeAheadSearch``: a pause of a second
/// starts over, the same letter again goes on to the next row with it, the search wraps from
/// the cursor and goes through every section, case and accents do not count).
///
/// A row's text is the data source's
/// ``RecyclingTableViewDataSource/tableView(_:typeAheadTextForRowAt:)``, or, when it says
/// `nil`, the accessible name of the row's cell content if the row is on screen (rows off
/// screen have no cell, so a long table answers the method).
extension RecyclingTableView {
    /// Takes a key that types text (no Ctrl, Alt or Super held) as type-ahead; returns whether
    /// it did. Space is a letter only while a search is going on (typed less than a second
    /// ago), and presses the focused row otherwise, as in GTK's tree views.
    package func handleTypeAheadKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard layout.totalRows > 0,
            let typed = TypeAheadInput.typed(keyval: keyval, modifiers: modifiers, continuing: typeAheadSearch)
        else { return false }
        return typeAhead(typed.text, at: typed.time)
    }

    /// Types `text` at `time` (seconds) into the search and moves the cursor to the row found;
    /// the caller gives the time, which decides whether the search starts over. Returns `true`: typed text is the table's even when no
    /// row matches (the cursor then stays).
    @discardableResult
    package func typeAhead(_ text: String, at time: Double) -> Bool {
        let current = focusedCell?.item ?? cursorIndexPath.map { TableItem.row($0) }
        var cursor: Int?
        if case .row(let indexPath) = current { cursor = layout.ordinal(of: indexPath) }
        var cells: [TableIndexPath: TableViewCell]?
        let found = typeAheadSearch.type(text, at: time, cursor: cursor, count: layout.totalRows) { ordinal in
            guard let indexPath = self.layout.row(atOrdinal: ordinal) else { return nil }
            if let dataSource = self.dataSource, let text = dataSource.tableView(self, typeAheadTextForRowAt: indexPath) {
                return text
            }
            if cells == nil {
                cells = Dictionary(
                    self.boundCells.compactMap { cell in cell.indexPath.map { ($0, cell) } }, uniquingKeysWith: { first, _ in first })
            }
            return cells?[indexPath]?.content?.accessibleLabel
        }
        if let found, found != cursor, let target = layout.row(atOrdinal: found) {
            moveKeyboardCursor(to: target, from: current)
        }
        return true
    }
}
