import CGtk

/// Moving the keyboard focus through a widget's descendants, as Tab does.
extension Widget {
    /// Moves the focus to the next (or previous) focusable descendant in Tab order, as Tab (or
    /// Shift+Tab) does; returns whether the focus stayed inside the widget.
    @discardableResult
    public func moveFocus(forward: Bool = true) -> Bool {
        gtk_widget_child_focus(widget, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }

    /// Whether this widget is `ancestor` or inside it.
    public func isInside(_ ancestor: Widget) -> Bool {
        widget == ancestor.widget || gtk_widget_is_ancestor(widget, ancestor.widget) != 0
    }

    /// The widget's CSS node name, such as `button` or `scrolledwindow`.
    public var cssName: String {
        gtk_widget_get_css_name(widget).map { String(cString: $0) } ?? ""
    }
}
