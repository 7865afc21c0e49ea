import CGtk

/// A `GdkFrameClock`: the clock that paces a window's frames (events, layout, paint).
@MainActor
public final class FrameClock: Object {
    /// Wraps a frame clock handed over with `(transfer none)`, taking one new strong reference,
    /// dropped in `deinit`.
    package init(retaining pointer: OpaquePointer) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .retain)
    }

    /// Calls `handler` after each frame's layout phase (`GdkFrameClock::layout`, connected
    /// after the default handler), which runs only on frames that lay out. Returns the handler
    /// for ``Object/disconnect(_:)``.
    @discardableResult
    public func onLayout(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("layout", after: true, handler)
    }

    /// Calls `handler` once, after the layout phase of the next frame that lays out, then
    /// disconnects it: for code that needs the allocations a change it just made will have
    /// (a scroll, a batch of rows). The caller must have queued that layout: until it comes,
    /// the handler holds this wrapper (and so the clock).
    public func onNextLayout(_ handler: @escaping @MainActor () -> Void) {
        var id: SignalHandlerID?
        id = onLayout {
            if let connection = id { self.disconnect(connection) }
            id = nil
            handler()
        }
    }
}
