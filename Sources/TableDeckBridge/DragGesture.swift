import CGtk

/// A `GtkGestureDrag`: a press followed by movement, with mouse or touch.
@MainActor
package final class DragGesture: EventController {
    /// Creates a drag gesture for the primary button and touch.
    package init() {
        super.init(adopting: gtk_gesture_drag_new())
    }

    /// Calls `handler` on `drag-begin` with the start point in widget coordinates.
    @discardableResult
    package func onBegin(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandlerID {
        connectDoublePair("drag-begin", handler)
    }

    /// Calls `handler` on `drag-update` with the offset from the start point.
    @discardableResult
    package func onUpdate(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalHandlerID {
        connectDoublePair("drag-update", handler)
    }

    /// Calls `handler` on `drag-end` with the final offset from the start point.
    @discardableResult
    package func onEnd(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalHandlerID {
        connectDoublePair("drag-end", handler)
    }

    /// Calls `handler` when the gesture is cancelled (a grab broken, another gesture claiming the
    /// sequence): the drag ends without a `drag-end`.
    @discardableResult
    package func onCancel(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectIgnoringArgument("cancel", handler)
    }

    /// Claims the current sequence, so other gestures (a row's click) stop seeing it.
    package func claim() {
        gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// The time of the event being handled, in milliseconds; 0 when there is none (an emitted
    /// signal in a test).
    package var currentEventTime: UInt32 {
        UInt32(gtk_event_controller_get_current_event_time(opaque))
    }
}
