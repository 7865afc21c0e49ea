import CGtk

/// A Swift owner of a `GtkEventController` (gestures, key and scroll controllers).
///
/// Controllers are not floating: the wrapper adopts the `(transfer full)` reference that the
/// constructor returns. A widget the controller is added to takes a reference of its own.
@MainActor
package class EventController: Object {
    /// Adopts a controller returned with `(transfer full)` by its constructor.
    package init(adopting pointer: OpaquePointer) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .adopt)
    }

    /// The phase in which the controller sees events.
    package enum Phase {
        /// Before the target widget, from the window down.
        case capture
        /// After the target widget, from the target up (GTK's default).
        case bubble
    }

    /// When the controller handles events relative to its widget's children.
    package var phase: Phase {
        get { gtk_event_controller_get_propagation_phase(opaque) == GTK_PHASE_CAPTURE ? .capture : .bubble }
        set { gtk_event_controller_set_propagation_phase(opaque, newValue == .capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE) }
    }

    /// Resets the controller: a gesture in progress ends (a drag is cancelled) and forgets its
    /// sequence.
    package func reset() {
        gtk_event_controller_reset(opaque)
    }

    /// The modifiers held during the event being handled now (none outside a handler, or for
    /// a signal a test emits).
    package var currentModifiers: KeyModifiers {
        KeyModifiers(rawValue: gtk_event_controller_get_current_event_state(opaque).rawValue)
    }
}

/// A `GtkGestureClick`: presses and releases of a pointer button or a touch.
@MainActor
package final class ClickGesture: EventController {
    /// Creates a gesture that reacts to the primary button.
    package init() {
        super.init(adopting: gtk_gesture_click_new())
    }

    /// Wraps an existing gesture, taking a reference of its own.
    package init(retaining pointer: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(pointer))
        super.init(adopting: pointer)
    }

    /// Calls `handler` on `pressed` with the press count and position.
    @discardableResult
    package func onPressed(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandlerID {
        connectClick("pressed", handler)
    }

    /// Calls `handler` on `released` with the press count and position.
    @discardableResult
    package func onReleased(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandlerID {
        connectClick("released", handler)
    }
}

/// A `GtkEventControllerKey`: key presses delivered to its widget or a focused descendant.
@MainActor
package final class KeyController: EventController {
    /// Creates a key controller.
    package init() {
        super.init(adopting: gtk_event_controller_key_new())
    }

    /// Calls `handler` for each key press; it returns whether it took the key.
    @discardableResult
    package func onKeyPressed(_ handler: @escaping @MainActor (UInt32, UInt32, GdkModifierType) -> Bool) -> SignalHandlerID {
        connectKeyPressed(handler)
    }
}
