import TableDeckBridge

/// The Users screen's own keys: Delete deletes the selected users, Ctrl+Z undoes the last
/// change, Ctrl+N adds a user after the cursor row.
enum UsersCommand: Equatable {
    case delete
    case undo
    case newUser

    /// The command of a key press, `nil` for any other key (or other modifiers held).
    init?(keyval: UInt32, modifiers: KeyModifiers) {
        let control = modifiers.contains(.control)
        let others = !modifiers.isDisjoint(with: [.shift, .alt, .super])
        guard !others else { return nil }
        switch KeyValue(rawValue: keyval) {
        case .delete where !control, .keypadDelete where !control: self = .delete
        case .letterZ where control: self = .undo
        case .letterN where control: self = .newUser
        default: return nil
        }
    }

    /// The accelerators of the Keyboard Shortcuts window, in GTK's syntax.
    static let deleteAccelerator = "Delete"
    static let undoAccelerator = "<Control>z"
    static let newUserAccelerator = "<Control>n"
}
