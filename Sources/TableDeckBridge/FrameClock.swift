import CGtk

/// A `GdkFrameClock`: the clock that paces a window's frames (events, layout, paint).
@MainActor
public final class FrameClock: Object {
    /// Wraps a frame clock handed over with `(transfer none)`, taking one new strong reference,
    /// dropped in `deinit`.
    package init(retaining pointer: OpaquePointer) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .retain)
    }

    /// When the frame after `now` (microseconds of ``MonotonicClock``) is expected to start:
    /// the last frame's time plus the refresh period, as many periods on as it takes to pass
    /// `now` (60 Hz when GDK does not know the period). Work done in slices ends its slice
    /// before it, so the frame is not held.
    package func nextFrameTime(after now: Int64) -> Int64 {
        let last = Int64(gdk_frame_clock_get_frame_time(opaque))
        var interval: gint64 = 0
        var presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(opaque, gint64(last), &interval, &presentation)
        let period = interval > 0 ? Int64(interval) : 16_667
        guard last > 0, last <= now else { return now + period }
        return last + ((now - last) / period + 1) * period
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
