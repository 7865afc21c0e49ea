/// A key press as a table sees it: which key it is and which modifiers were held. The bridge
/// makes one from a GDK key event (`TableKeyPress(keyval:modifiers:)`), once; the table then
/// asks ``TableCommand/decode(_:typeAheadActive:)`` what it means.
package struct TableKeyPress: Equatable, Sendable {
    /// A key a table knows by name, or the text a key types.
    package enum Key: Equatable, Sendable {
        /// An arrow, Page Up, Page Down, Home, End, Enter or Space (the keypad's too).
        case navigation(NavigationKey)
        /// Escape.
        case escape
        /// The Menu key.
        case menu
        /// F10.
        case f10
        /// Tab (with Shift: backwards; the keypad's and ISO's left tab too).
        case tab
        /// A key that types `text` (a letter, a digit, punctuation): type-ahead, or Ctrl+A.
        case text(String)
        /// Any other key: not the table's.
        case other
    }

    /// The key pressed.
    package var key: Key
    /// Whether Shift was held.
    package var shift: Bool
    /// Whether Ctrl was held.
    package var control: Bool
    /// Whether Alt was held.
    package var alt: Bool
    /// Whether Super (the logo key) was held.
    package var superKey: Bool

    /// A press of `key` with the modifiers given as held.
    package init(_ key: Key, shift: Bool = false, control: Bool = false, alt: Bool = false, superKey: Bool = false) {
        self.key = key
        self.shift = shift
        self.control = control
        self.alt = alt
        self.superKey = superKey
    }

    /// Whether no modifier but Shift was held.
    package var atMostShift: Bool { !control && !alt && !superKey }
}
