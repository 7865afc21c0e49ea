import CGtk

/// Typed key signals with the modifiers as ``KeyModifiers``.
extension KeyController {
    /// Calls `handler` for each key press with its key value and the modifiers held; it returns
    /// whether it took the key (`GtkEventControllerKey::key-pressed`).
    @discardableResult
    package func onKeyPressed(
        withModifiers handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: KeyModifiers) -> Bool
    ) -> SignalHandlerID {
        connectKeyPressed { keyval, _, state in handler(keyval, KeyModifiers(state)) }
    }
}
