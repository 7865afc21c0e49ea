import CGtk

/// A widget's place among other widgets. Each answer that is a widget is a new wrapper holding
/// its own reference to a widget that GTK owns: compare widgets with ``Object/identity``, not `===`.
extension Widget {
    /// The widget's parent, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widget).map { Widget(retaining: $0) }
    }

    /// The widget's first child, if it has one.
    public var firstChild: Widget? {
        gtk_widget_get_first_child(widget).map { Widget(retaining: $0) }
    }

    /// How many children the widget has.
    package var childCount: Int {
        var count = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    /// The child that holds or contains the keyboard focus, if any.
    public var focusChild: Widget? {
        gtk_widget_get_focus_child(widget).map { Widget(retaining: $0) }
    }

    /// Whether the widget is in a window (a `GtkRoot`).
    public var isRooted: Bool { gtk_widget_get_root(widget) != nil }

    /// Whether `parent` is this widget's parent (the same GTK widget, whichever wrapper holds it).
    public func isChild(of parent: Widget) -> Bool {
        gtk_widget_get_parent(widget) == parent.widget
    }

    /// The nearest scrolled window above this widget (its parent's, not the widget itself),
    /// `nil` when there is none. The result is a new wrapper holding its own reference.
    public func enclosingScrolledWindow() -> ScrolledWindow? {
        guard let parent = gtk_widget_get_parent(widget),
            let ancestor = gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type())
        else { return nil }
        return ScrolledWindow.retaining(ancestor)
    }
}
