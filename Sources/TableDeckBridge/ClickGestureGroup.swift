import CGtk
import CGtkShims

/// Click gestures on many widgets that share one `released` handler, which learns which widget
/// was clicked: what a table needs for one gesture per row.
///
/// A ``ClickGesture`` per row costs a Swift wrapper, a closure and a signal box each; here a row
/// costs only GTK's own gesture and its signal connection, as a C program's would (at 10 000 rows
/// the wrappers were about 3 MB). Each connection holds the shared handler until GTK finalizes its
/// gesture, so a release on a widget that outlives the group is still delivered safely.
@MainActor
package final class ClickGestureGroup {
    private let box: SignalBox<@MainActor (ObjectIdentity, Double, Double, KeyModifiers) -> Void>

    /// A group whose gestures call `handler` on `released` with the identity of the widget the
    /// gesture belongs to, the release position in that widget's coordinates and the modifiers
    /// held (Ctrl and Shift change a table's selection).
    package init(
        onReleased handler: @escaping @MainActor (_ widget: ObjectIdentity, _ x: Double, _ y: Double, _ modifiers: KeyModifiers) -> Void
    ) {
        box = SignalBox(handler)
    }

    /// Gives `widget` a click gesture of this group (primary button, bubble phase). The widget
    /// owns the gesture.
    package func addGesture(to widget: Widget) {
        guard let gesture = gtk_gesture_click_new() else { return }
        connectBox(UnsafeMutableRawPointer(gesture), "released", unsafeBitCast(groupClickTrampoline, to: GCallback.self), box)
        gtk_widget_add_controller(widget.widget, gesture)
    }
}

/// `void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer data)`, reporting the
/// gesture's widget and the modifiers held instead of the press count.
private let groupClickTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    gesture, _, x, y, data in
    guard let gesture, let box = SignalBox<@MainActor (ObjectIdentity, Double, Double, KeyModifiers) -> Void>.from(data),
        let widget = gtk_event_controller_get_widget(OpaquePointer(gesture))
    else { return }
    let identity = ObjectIdentity(widget)
    let modifiers = KeyModifiers(rawValue: gtk_event_controller_get_current_event_state(OpaquePointer(gesture)).rawValue)
    MainActor.assumeIsolated { box.handler(identity, x, y, modifiers) }
}

extension ClickGesture {
    /// The click gesture added to `widget` last (such as the one a ``ClickGestureGroup`` gave
    /// it after the widget's own); `nil` if it has none.
    package static func last(on widget: Widget) -> ClickGesture? {
        guard let controllers = gtk_widget_observe_controllers(widget.widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var position = g_list_model_get_n_items(controllers)
        while position > 0 {
            position -= 1
            guard let item = g_list_model_get_item(controllers, position) else { continue }
            defer { g_object_unref(item) }
            if tdk_is_gesture_click(item) != 0 {
                return ClickGesture(retaining: OpaquePointer(item))
            }
        }
        return nil
    }
}
