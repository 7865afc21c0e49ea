import CGtk

extension Window {
    /// Adds `action` as `win.<name>` to this `GtkApplicationWindow`; the window keeps a reference.
    /// Ignored (with a warning) for a window made without an application.
    public func addAction(_ action: Action) {
        guard
            g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(gobject)), gtk_application_window_get_type()) != 0
        else {
            Diagnostics.warn("win.\(action.name) needs an application window; not added")
            return
        }
        g_action_map_add_action(OpaquePointer(gobject), action.opaque)
    }

    /// Whether the window is currently shown on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
}

extension Widget {
    /// Activates the action `name` (`win.screen-users`, `app.about`) as seen from this widget,
    /// as a menu item or accelerator would; returns whether an action of that name was found.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, nil) != 0
    }
}
