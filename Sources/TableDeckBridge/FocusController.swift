import CGtk

/// A `GtkEventControllerFocus`: whether the keyboard focus is in its widget.
@MainActor
package final class FocusController: EventController {
    /// Creates a focus controller.
    package init() {
        super.init(adopting: gtk_event_controller_focus_new())
    }

    /// Whether the focus is on the widget or one of its descendants.
    package var containsFocus: Bool {
        gtk_event_controller_focus_contains_focus(opaque) != 0
    }

    /// Calls `handler` after ``containsFocus`` changed (`notify::contains-focus`).
    @discardableResult
    package func onContainsFocusChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectNotify("contains-focus", handler)
    }
}
