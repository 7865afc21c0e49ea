import CGtk

/// Records how long each frame's paint phase takes on a widget's frame clock: from
/// `GdkFrameClock::before-paint` to `::after-paint`, in microseconds.
///
/// Used by the benchmark mode; it adds two signal handlers and nothing else to a frame.
@MainActor
package final class FrameTimer {
    private let clock: Object
    private var paintStart: Int64 = 0
    private var handlerIDs: [SignalHandlerID] = []

    /// The paint durations recorded so far, in microseconds, oldest first.
    package private(set) var durations: [Int64] = []
    /// Called at the end of each frame's paint, after its duration is recorded.
    package var afterPaint: (@MainActor () -> Void)?

    /// Starts recording on the frame clock of `widget`, which must be realized; `nil` otherwise.
    package init?(widget: Widget) {
        guard let pointer = gtk_widget_get_frame_clock(widget.widget) else { return nil }
        clock = Object(UnsafeMutableRawPointer(pointer), ownership: .retain)
        handlerIDs.append(
            clock.connect("before-paint") { [weak self] in
                self?.paintStart = Int64(g_get_monotonic_time())
            })
        handlerIDs.append(
            clock.connect("after-paint") { [weak self] in
                guard let self, self.paintStart > 0 else { return }
                self.durations.append(Int64(g_get_monotonic_time()) - self.paintStart)
                self.afterPaint?()
            })
    }

    /// Stops recording.
    package func stop() {
        handlerIDs.forEach(clock.disconnect)
        handlerIDs = []
    }

    isolated deinit {
        handlerIDs.forEach(clock.disconnect)
    }
}
