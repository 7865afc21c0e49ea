import CGtk

/// A `GtkEventControllerMotion`: whether the pointer is over its widget (or a descendant).
@MainActor
package final class MotionController: EventController {
    /// Creates a motion controller.
    package init() {
        super.init(adopting: gtk_event_controller_motion_new())
    }

    /// Whether the pointer is over the widget or one of its descendants.
    package var containsPointer: Bool {
        gtk_event_controller_motion_contains_pointer(opaque) != 0
    }

    /// Calls `handler` after ``containsPointer`` changed (`notify::contains-pointer`).
    @discardableResult
    package func onContainsPointerChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectNotify("contains-pointer", handler)
    }
}
