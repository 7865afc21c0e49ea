import CGtk

/// The modifier keys held during a key press or scroll (GDK's modifier mask, the ones views
/// look at).
public struct KeyModifiers: OptionSet, Sendable {
    /// The raw GDK modifier mask bits.
    public let rawValue: UInt32

    /// Creates a set from GDK modifier mask bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    // `CGtk.` spelled out: unqualified, Swift 6.3 does not find GDK's mask constants from these
    // static members once the module has both this type and `KeyValue`.
    /// Shift.
    public static let shift = KeyModifiers(rawValue: CGtk.GDK_SHIFT_MASK.rawValue)
    /// Control.
    public static let control = KeyModifiers(rawValue: CGtk.GDK_CONTROL_MASK.rawValue)
    /// Alt.
    public static let alt = KeyModifiers(rawValue: CGtk.GDK_ALT_MASK.rawValue)
    /// Super (the logo key).
    public static let `super` = KeyModifiers(rawValue: CGtk.GDK_SUPER_MASK.rawValue)

    /// The modifiers in a GDK state.
    package init(_ state: GdkModifierType) {
        self.init(rawValue: state.rawValue)
    }
}
