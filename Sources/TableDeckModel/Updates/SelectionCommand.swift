/// What a key asks of a table's selection: the keys of file managers and GTK's lists, in one
/// map shared by both table backends.
package enum SelectionCommand: Equatable, Sendable {
    /// Ctrl+A: select every row.
    case selectAll
    /// Escape: select nothing.
    case clear
    /// Ctrl+Space: toggle the cursor row.
    case toggleCursor
    /// Shift with a moving key (Up, Down, Page Up, Page Down, Home, End): move the cursor as
    /// the key does and select from the anchor to the new cursor row.
    case extend(KeyCommand)

    /// A key a table's selection reacts to (the bridge says which key an event is).
    package enum Key: Equatable, Sendable {
        /// The letter A.
        case letterA
        /// Escape.
        case escape
        /// A navigation key.
        case navigation(NavigationKey)
    }

    /// The command of `key` with Shift and Ctrl as held; `nil` for a key that leaves the
    /// selection alone (the table then handles it as a plain key).
    package static func command(for key: Key, shift: Bool, control: Bool) -> SelectionCommand? {
        switch key {
        case .letterA:
            return control && !shift ? .selectAll : nil
        case .escape:
            return shift || control ? nil : .clear
        case .navigation(.space):
            return control && !shift ? .toggleCursor : nil
        case .navigation(let navigation):
            guard shift, !control, let move = KeyCommand.table(navigation), move != .activate else { return nil }
            return .extend(move)
        }
    }
}
