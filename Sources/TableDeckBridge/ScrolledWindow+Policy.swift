import CGtk

/// Scrollbar policies and natural-size propagation of a scrolled window.
extension ScrolledWindow {
    /// When a scrollbar (and scrolling along its axis) is offered.
    public enum Policy {
        /// Whenever the content is larger than the window.
        case automatic
        /// Never: the window takes the content's size along that axis.
        case never

        var gtk: GtkPolicyType { self == .automatic ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER }
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
}
