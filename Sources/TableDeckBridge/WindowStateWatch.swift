import CGtk

/// Follows the window a widget is in: whether it is the active window, and whether it shows
/// keyboard focus (GTK's `focus-visible`: the user has been using the keyboard there).
///
/// Watches the widget's root while the widget is mapped (a widget may move between windows),
/// through `notify::is-active` and `notify::focus-visible`, and calls the handler after each
/// change, and after each map and unmap.
@MainActor
package final class WindowStateWatch {
    private weak var owner: Widget?
    private var watched: Object?
    private var handlerIDs: [SignalHandlerID] = []
    private let changed: @MainActor () -> Void

    /// Starts following `widget`'s window; `changed` runs after every change.
    package init(widget: Widget, changed: @escaping @MainActor () -> Void) {
        owner = widget
        self.changed = changed
        widget.onMap { [weak self] in self?.attach() }
        widget.onUnmap { [weak self] in
            self?.detach()
            self?.changed()
        }
        if widget.isShownOnScreen { attach() }
    }

    /// Whether the widget's window is the active one (`false` outside a window).
    package var isWindowActive: Bool {
        guard let window = rootWindow else { return false }
        return gtk_window_is_active(window) != 0
    }

    /// Whether the widget's window shows the keyboard focus (`false` outside a window).
    package var isFocusVisible: Bool {
        guard let window = rootWindow else { return false }
        return gtk_window_get_focus_visible(window) != 0
    }

    private var rootWindow: UnsafeMutablePointer<GtkWindow>? {
        guard let owner, let root = gtk_widget_get_root(owner.widget) else { return nil }
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }

    private func attach() {
        detach()
        if let window = rootWindow {
            let object = Object(UnsafeMutableRawPointer(window), ownership: .retain)
            handlerIDs = [
                object.connectNotify("is-active") { [weak self] in self?.changed() },
                object.connectNotify("focus-visible") { [weak self] in self?.changed() },
            ]
            watched = object
        }
        changed()
    }

    private func detach() {
        if let watched {
            for id in handlerIDs { watched.disconnect(id) }
        }
        handlerIDs = []
        watched = nil
    }

    isolated deinit {
        detach()
    }
}
