import CGtk
import CGtkShims

/// Where the keyboard focus is, relative to a widget.
extension Widget {
    /// Whether the keyboard focus is on this widget or on one of its descendants (GTK's
    /// `:focus-within`).
    public var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Whether this widget is its window's focus widget, active window or not
    /// (`gtk_widget_is_focus`). ``hasFocus`` also needs the window to be active, which a window
    /// is not yet when it is first mapped on GTK 4.18 (it was on GTK 4.8).
    public var isFocusWidget: Bool { gtk_widget_is_focus(widget) != 0 }

    /// The widget holding the keyboard focus in this widget's window, if it is in one.
    package var windowFocusWidget: Widget? {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return nil }
        return Widget(retaining: focus)
    }

    /// Whether the widget holding the keyboard focus in this widget's window is a text field
    /// (a `GtkEditable`), which needs the arrow, Home and End keys for its cursor.
    public var focusIsInTextField: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return tdk_is_editable(UnsafeMutableRawPointer(focus)) != 0
    }
}

extension Widget {
    /// Makes this widget its window's focus widget even if it cannot take focus by itself (a
    /// label that is not selectable refuses `gtk_widget_grab_focus`), through
    /// `gtk_root_set_focus`; returns whether it is the focus widget now.
    ///
    /// For a cursor row that is a client's own view: key events then go to the row and bubble up
    /// to the table's key controller, and assistive technologies are told the row is focused
    /// (GTK 4.8's AT-SPI backend reports the focused state of the focus widget, which Orca
    /// presents; it has no announcement API). A widget outside any window, insensitive or
    /// unmapped, is not made the focus.
    @discardableResult
    public func makeWindowFocus() -> Bool {
        guard isShownOnScreen, isSensitive, let root = gtk_widget_get_root(widget) else { return false }
        gtk_root_set_focus(root, widget)
        return hasFocus
    }
}
