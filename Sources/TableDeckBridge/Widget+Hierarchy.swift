import CGtk

/// A widget's place among other widgets. Each answer is a new wrapper holding its own reference
/// to a widget that GTK owns: compare widgets with ``Object/identity``, not `===`.
extension Widget {
    /// The widget's parent, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widget).map { Widget(retaining: $0) }
    }

    /// The widget's first child, if it has one.
    public var firstChild: Widget? {
        gtk_widget_get_first_child(widget).map { Widget(retaining: $0) }
    }

    /// The child that holds or contains the keyboard focus, if any.
    public var focusChild: Widget? {
        gtk_widget_get_focus_child(widget).map { Widget(retaining: $0) }
    }

    /// Whether the widget is in a window (a `GtkRoot`).
    public var isRooted: Bool { gtk_widget_get_root(widget) != nil }
}
