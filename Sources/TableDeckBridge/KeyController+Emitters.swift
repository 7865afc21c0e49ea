import CGtk
import CGtkShims

/// Emitting key signals as GTK would: the handlers run as for a real key press.
extension KeyController {
    /// Emits `key-pressed` for `keyval` with `modifiers` held (key code 0) and returns whether a
    /// handler took the key.
    @discardableResult
    package func emitKeyPressed(_ keyval: UInt32, modifiers: KeyModifiers = []) -> Bool {
        tdk_emit_key_pressed(opaque, guint(keyval), 0, GdkModifierType(rawValue: modifiers.rawValue)) != 0
    }
}
