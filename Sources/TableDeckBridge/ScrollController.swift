import CGtk

/// A `GtkEventControllerScroll`: mouse wheel and touchpad scrolling over its widget.
@MainActor
public final class ScrollController: EventController {
    /// Creates a controller that reports both axes, with discrete wheel clicks as ±1.
    public init() {
        super.init(adopting: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES))
    }

    /// Calls `handler` with each scroll's deltas; it returns whether it took the event (a taken
    /// event goes no further, not even to the widget's own scrolling).
    @discardableResult
    package func onScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) -> gulong {
        connectScroll(handler)
    }

    /// Whether Shift is held during the event being handled.
    public var isShiftPressed: Bool {
        (gtk_event_controller_get_current_event_state(opaque).rawValue & GDK_SHIFT_MASK.rawValue) != 0
    }
}
