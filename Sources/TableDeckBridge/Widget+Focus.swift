import CGtk
import CGtkShims

/// Where the keyboard focus is, relative to a widget.
extension Widget {
    /// Whether the keyboard focus is on this widget or on one of its descendants (GTK's
    /// `:focus-within`).
    public var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Whether the widget holding the keyboard focus in this widget's window is a text field
    /// (a `GtkEditable`), which needs the arrow, Home and End keys for its cursor.
    public var focusIsInTextField: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return tdk_is_editable(UnsafeMutableRawPointer(focus)) != 0
    }
}
