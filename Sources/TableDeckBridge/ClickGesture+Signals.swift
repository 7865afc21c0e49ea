import CGtk

/// `GtkGestureClick` signals beyond `pressed` and `released`.
extension ClickGesture {
    /// Calls `handler` on `stopped`: the press was interrupted (the pointer moved too far, or the
    /// gesture was reset) and no `released` will follow.
    @discardableResult
    package func onStopped(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("stopped", handler)
    }
}
