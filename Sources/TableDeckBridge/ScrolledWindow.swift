import CGtk

/// A `GtkScrolledWindow`: a scrollable viewport around one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window with automatic scrollbars.
    public init() {
        super.init(sinking: gtk_scrolled_window_new())
    }

    /// Sets the child (any widget; non-scrollable ones get a `GtkViewport`). `nil` removes it.
    public func setChild(_ child: Widget?) {
        gtk_scrolled_window_set_child(opaque, child?.widget)
    }

    /// Whether horizontal scrolling is allowed; vertical scrolling is always automatic.
    public func setHorizontalScrolling(_ enabled: Bool) {
        gtk_scrolled_window_set_policy(opaque, enabled ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// The vertical adjustment (position and range of vertical scrolling).
    public var verticalAdjustment: Adjustment {
        Adjustment(retaining: gtk_scrolled_window_get_vadjustment(opaque))
    }

    /// The horizontal adjustment.
    public var horizontalAdjustment: Adjustment {
        Adjustment(retaining: gtk_scrolled_window_get_hadjustment(opaque))
    }
}
