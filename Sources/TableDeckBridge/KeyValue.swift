import CGtk

/// A GDK key value, named without GDK's constants: for views that take keys by value and for
/// tests that hand them keys.
public struct KeyValue: RawRepresentable, Hashable, Sendable {
    /// The key value as GDK numbers it (`GDK_KEY_*`).
    public let rawValue: UInt32

    /// Wraps a GDK key value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    private init(_ constant: Int32) {
        rawValue = UInt32(bitPattern: constant)
    }

    /// The Up arrow.
    public static let up = KeyValue(GDK_KEY_Up)
    /// The Down arrow.
    public static let down = KeyValue(GDK_KEY_Down)
    /// The Left arrow.
    public static let left = KeyValue(GDK_KEY_Left)
    /// The Right arrow.
    public static let right = KeyValue(GDK_KEY_Right)
    /// Page Up.
    public static let pageUp = KeyValue(GDK_KEY_Page_Up)
    /// Page Down.
    public static let pageDown = KeyValue(GDK_KEY_Page_Down)
    /// Home.
    public static let home = KeyValue(GDK_KEY_Home)
    /// End.
    public static let end = KeyValue(GDK_KEY_End)
    /// Return (Enter on the main keyboard).
    public static let returnKey = KeyValue(GDK_KEY_Return)
    /// Enter on the keypad.
    public static let keypadEnter = KeyValue(GDK_KEY_KP_Enter)
    /// The space bar.
    public static let space = KeyValue(GDK_KEY_space)
    /// Delete (the main keyboard's; ``keypadDelete`` is the keypad's).
    public static let delete = KeyValue(GDK_KEY_Delete)
    /// The keypad's Delete.
    public static let keypadDelete = KeyValue(GDK_KEY_KP_Delete)
    /// The letter n (Ctrl+N adds a user on the Users screen).
    public static let letterN = KeyValue(GDK_KEY_n)
    /// The letter z (Ctrl+Z undoes on the Users screen).
    public static let letterZ = KeyValue(GDK_KEY_z)
    /// Escape.
    public static let escape = KeyValue(GDK_KEY_Escape)
    /// The Menu key (context menu).
    public static let menu = KeyValue(GDK_KEY_Menu)
    /// F10 (Shift+F10 opens a context menu).
    public static let f10 = KeyValue(GDK_KEY_F10)
    /// Tab.
    public static let tab = KeyValue(GDK_KEY_Tab)
    /// The letter a: Ctrl+A selects every row; alone, the tables do not use it.
    public static let letterA = KeyValue(GDK_KEY_a)
    /// The letter f: Ctrl+F opens a table's search bar.
    public static let letterF = KeyValue(GDK_KEY_f)
}
