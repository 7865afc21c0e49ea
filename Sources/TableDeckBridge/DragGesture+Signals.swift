import CGtk

/// Typed drag signals that say which kind of device drags.
extension DragGesture {
    /// Calls `handler` on `drag-begin` with the start point and whether the device is a
    /// touchscreen (`false` when GTK names no device, as for an emitted signal in a test).
    ///
    /// The handler keeps only the gesture's GTK object, not this wrapper, so a wrapper dropped
    /// once the gesture is added to its widget does not live on in a cycle.
    @discardableResult
    package func onBegin(
        withSource handler: @escaping @MainActor (_ x: Double, _ y: Double, _ isTouchscreen: Bool) -> Void
    ) -> SignalHandlerID {
        let gesture = opaque
        return connectDoublePair("drag-begin") { x, y in
            let device = gtk_event_controller_get_current_event_device(gesture)
            let isTouchscreen = device.map { gdk_device_get_source($0) == GDK_SOURCE_TOUCHSCREEN } ?? false
            handler(x, y, isTouchscreen)
        }
    }
}
