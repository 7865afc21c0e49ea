import CGtk

/// Typed `GtkWidget::map` and `::unmap` signals.
extension Widget {
    /// Calls `handler` when the widget is mapped (shown on screen with all its ancestors).
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("map", handler)
    }

    /// Calls `handler` when the widget is unmapped.
    @discardableResult
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("unmap", handler)
    }
}
