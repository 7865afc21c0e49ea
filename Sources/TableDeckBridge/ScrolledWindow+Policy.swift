import CGtk
import CGtkShims

/// Scrollbar policies and natural-size propagation of a scrolled window.
extension ScrolledWindow {
    /// When a scrollbar (and scrolling along its axis) is offered.
    public enum Policy {
        /// Whenever the content is larger than the window.
        case automatic
        /// Never: the window takes the content's size along that axis.
        case never
        /// No scrollbar, but the window does not take the content's minimum size either: it may
        /// be given less than its content needs (its owner then shows something else).
        case external

        var gtk: GtkPolicyType {
            switch self {
            case .automatic: GTK_POLICY_AUTOMATIC
            case .never: GTK_POLICY_NEVER
            case .external: GTK_POLICY_EXTERNAL
            }
        }
    }

    /// Sets the scrolling policy of each axis.
    public func setPolicy(horizontal: Policy, vertical: Policy) {
        gtk_scrolled_window_set_policy(opaque, horizontal.gtk, vertical.gtk)
    }

    /// Whether the window asks for its content's natural height (for a horizontal strip).
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(opaque, newValue ? 1 : 0) }
    }

    /// Whether the window asks for its content's natural width.
    public var propagatesNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_width(opaque, newValue ? 1 : 0) }
    }
}

extension ScrolledWindow {
    /// Whether the `GtkViewport` that holds a non-scrollable child scrolls a newly focused
    /// descendant into view (GTK's default: yes). A table that reveals its cursor row itself
    /// turns it off, so a click that focuses a row cut by the edge does not scroll the list.
    /// Does nothing while the child scrolls by itself (has no viewport).
    public func setScrollsToFocus(_ scrolls: Bool) {
        guard let child = gtk_scrolled_window_get_child(opaque), tdk_is_viewport(child) != 0 else { return }
        gtk_viewport_set_scroll_to_focus(OpaquePointer(child), scrolls ? 1 : 0)
    }
}
