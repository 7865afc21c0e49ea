import CGtk

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
