import CGtk

/// A `GtkGestureLongPress`: a press held still for GTK's long-press time, for context menus on
/// touchscreens.
@MainActor
package final class LongPressGesture: EventController {
    /// Creates a long-press gesture; with `touchOnly` (the default) it reacts to touch alone, so
    /// a held mouse button stays a click or a drag.
    package init(touchOnly: Bool = true) {
        super.init(adopting: gtk_gesture_long_press_new())
        gtk_gesture_single_set_touch_only(opaque, touchOnly ? 1 : 0)
    }

    /// Calls `handler` on `pressed` with the point held, in the widget's coordinates.
    @discardableResult
    package func onPressed(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandlerID {
        connectDoublePair("pressed", handler)
    }

    /// Claims the current sequence, so other gestures (a row's click) stop seeing it.
    package func claim() {
        gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED)
    }
}
