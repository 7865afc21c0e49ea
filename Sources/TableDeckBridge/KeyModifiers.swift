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

    // Read through functions of the C module (see its shim.h): Swift 6.3 does not always find
    // GDK's mask constants themselves in this module.
    /// Shift.
    public static let shift = KeyModifiers(rawValue: tdk_shift_mask())
    /// Control.
    public static let control = KeyModifiers(rawValue: tdk_control_mask())
    /// Alt.
    public static let alt = KeyModifiers(rawValue: tdk_alt_mask())
    /// Super (the logo key).
    public static let `super` = KeyModifiers(rawValue: tdk_super_mask())

    /// The modifiers in a GDK state.
    package init(_ state: GdkModifierType) {
        self.init(rawValue: state.rawValue)
    }
}
