import CGtk

/// Typed scroll signals that report the modifiers held.
extension ScrollController {
    /// Calls `handler` for each scroll with its deltas and the modifiers held during it; it
    /// returns whether it used the event (`GtkEventControllerScroll::scroll`).
    ///
    /// The handler keeps only the controller's GTK object, not this wrapper, so a wrapper
    /// dropped once the controller is added to its widget does not live on in a cycle.
    @discardableResult
    package func onScroll(
        withModifiers handler: @escaping @MainActor (_ dx: Double, _ dy: Double, _ modifiers: KeyModifiers) -> Bool
    ) -> SignalHandlerID {
        let controller = opaque
        return connectScroll { dx, dy in
            handler(dx, dy, KeyModifiers(gtk_event_controller_get_current_event_state(controller)))
        }
    }
}
