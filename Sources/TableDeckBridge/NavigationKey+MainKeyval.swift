import CGtk
import TableDeckModel

extension NavigationKey {
    /// The GDK key value of the key on the main keyboard (not the keypad's):
    /// what a key press of this key carries.
    package var keyval: UInt32 {
        let key: Int32
        switch self {
        case .up: key = GDK_KEY_Up
        case .down: key = GDK_KEY_Down
        case .left: key = GDK_KEY_Left
        case .right: key = GDK_KEY_Right
        case .pageUp: key = GDK_KEY_Page_Up
        case .pageDown: key = GDK_KEY_Page_Down
        case .home: key = GDK_KEY_Home
        case .end: key = GDK_KEY_End
        case .enter: key = GDK_KEY_Return
        case .space: key = GDK_KEY_space
        }
        return UInt32(bitPattern: key)
    }
}
