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

extension SelectionCommand.Key {
    /// The selection key of a GDK key value (either case of A, Escape, or a navigation key);
    /// `nil` for any other key.
    package init?(keyval: UInt32) {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_a, GDK_KEY_A: self = .letterA
        case GDK_KEY_Escape: self = .escape
        default:
            guard let key = NavigationKey(keyval: keyval) else { return nil }
            self = .navigation(key)
        }
    }
}
