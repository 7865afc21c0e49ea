import CGtk

/// Reports every press (any pointer button, or a touch) in a widget's window that lands outside
/// the widget: on the header bar, another control, or in one of the window's popovers. It sees
/// the press before any widget does and never takes it, so the press still does what it does
/// (a header tab still switches screens).
///
/// While the widget is mapped, a capture-phase `GtkGestureClick` for every button sits on the
/// widget's root (a widget may move between windows; a new gesture each time, since GTK says a
/// removed controller is not to be used again). The gesture never claims its sequence. Presses
/// inside the widget are not reported: they are the widget's own gestures' to handle.
@MainActor
package final class OutsidePressWatch {
    private weak var owner: Widget?
    private let pressedOutside: @MainActor () -> Void
    /// The root the gesture is on now, and the gesture.
    private var attached: (root: Widget, gesture: ClickGesture)?

    /// Starts watching the window `widget` is in; `pressedOutside` runs on each press outside
    /// `widget`, before the pressed widget handles it.
    package init(widget: Widget, pressedOutside: @escaping @MainActor () -> Void) {
        owner = widget
        self.pressedOutside = pressedOutside
        widget.onMap { [weak self] in self?.attach() }
        widget.onUnmap { [weak self] in self?.detach() }
        if widget.isShownOnScreen { attach() }
    }

    /// Whether the watch's gesture is on a window now (the widget is mapped).
    package var isWatching: Bool { attached != nil }

    /// The gesture on the window now, `nil` while the widget is not mapped; its coordinates are
    /// the window's.
    package var gesture: ClickGesture? { attached?.gesture }

    private func attach() {
        detach()
        guard let owner, let root = gtk_widget_get_root(owner.widget) else { return }
        // A GtkRoot is always a widget.
        let rootWidget = Widget(retaining: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
        let gesture = ClickGesture()
        gesture.button = 0
        gesture.phase = .capture
        // The closure holds the watch weakly and the gesture not at all: the gesture holds the
        // closure, so holding it back would be a cycle.
        gesture.onPressed { [weak self] _, x, y in
            guard let self, let current = self.attached?.gesture, !self.isInside(x: x, y: y, of: current) else { return }
            self.pressedOutside()
        }
        rootWidget.addController(gesture)
        attached = (rootWidget, gesture)
    }

    private func detach() {
        guard let attached else { return }
        gtk_widget_remove_controller(attached.root.widget, attached.gesture.opaque)
        self.attached = nil
    }

    /// Whether the press at (`x`, `y`) of the root, which `gesture` is handling, landed on the
    /// widget: in the widget's own surface (not a popover's) and within its box. A press emitted
    /// by a test has no event; its point decides.
    private func isInside(x: Double, y: Double, of gesture: ClickGesture) -> Bool {
        guard let owner, let root = attached?.root else { return false }
        if let event = gtk_event_controller_get_current_event(gesture.opaque) {
            let surface = gtk_widget_get_native(owner.widget).flatMap { gtk_native_get_surface($0) }
            guard let surface, gdk_event_get_surface(event) == surface else { return false }
        }
        guard let point = root.translate(x: x, y: y, to: owner) else { return false }
        return owner.contains(x: point.x, y: point.y)
    }

    isolated deinit {
        detach()
    }
}
