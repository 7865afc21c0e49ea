import CGtk

/// Where a widget sits in the widget tree.
extension Widget {
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
        return ScrolledWindow(retainingScrolledWindow: ancestor)
    }
}
