import CGtk
import TableDeckModel

extension NavigationKey {
    /// The navigation key a GDK key value stands for (the keypad's arrows, Home, End, Page Up,
    /// Page Down, Enter and Space included), `nil` for any other key.
    package init?(keyval: UInt32) {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: self = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: self = .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: self = .home
        case GDK_KEY_End, GDK_KEY_KP_End: self = .end
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .enter
        case GDK_KEY_space, GDK_KEY_KP_Space: self = .space
        default: return nil
        }
    }
}

extension TableKeyPress {
    /// The press of the GDK key value `keyval` with `modifiers` held, as a table sees it: a
    /// navigation key, Escape, Menu, F10, Tab, or the text the key types.
    package init(keyval: UInt32, modifiers: KeyModifiers) {
        let key: Key
        if let navigation = NavigationKey(keyval: keyval) {
            key = .navigation(navigation)
        } else {
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_Escape: key = .escape
            case GDK_KEY_Menu: key = .menu
            case GDK_KEY_F10: key = .f10
            case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: key = .tab
            default: key = TypeAheadInput.typedText(keyval: keyval).map(Key.text) ?? .other
            }
        }
        self.init(
            key, shift: modifiers.contains(.shift), control: modifiers.contains(.control), alt: modifiers.contains(.alt),
            superKey: modifiers.contains(.super))
    }
}
