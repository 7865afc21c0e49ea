import CGtk

/// A `GtkEventControllerScroll`: mouse wheels and touchpad scrolling, on both axes.
@MainActor
package final class ScrollController: EventController {
    /// Creates a controller for both axes; wheel notches arrive as whole steps.
    package init() {
        super.init(adopting: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES))
    }

    /// How the deltas of the event being handled are measured.
    package enum Unit {
        /// Wheel notches: one step per notch.
        case wheel
        /// Pixels, from a touchpad or a smooth-scrolling device.
        case surface
    }

    /// The unit of the event being handled.
    package var unit: Unit {
        gtk_event_controller_scroll_get_unit(opaque) == GDK_SCROLL_UNIT_WHEEL ? .wheel : .surface
    }

    /// Whether Shift is held during the event being handled.
    package var isShiftPressed: Bool {
        KeyModifiers(rawValue: gtk_event_controller_get_current_event_state(opaque).rawValue).contains(.shift)
    }

    /// The time of the event being handled, in milliseconds; 0 when there is none.
    package var currentEventTime: UInt32 {
        UInt32(gtk_event_controller_get_current_event_time(opaque))
    }

    /// Calls `handler` for each scroll; it returns whether it used the event (else it goes on to
    /// other widgets).
    @discardableResult
    package func onScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) -> SignalHandlerID {
        connectScroll(handler)
    }

    /// Calls `handler` when a touchpad scroll ends (fingers lifted).
    @discardableResult
    package func onScrollEnd(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("scroll-end", handler)
    }
}
