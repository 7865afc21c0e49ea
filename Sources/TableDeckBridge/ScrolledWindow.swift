import CGtk
import CGtkShims

/// A `GtkScrolledWindow`: a scrollable viewport around one child.
///
/// `open`: scrolling views (a static table) extend it.
@MainActor
open class ScrolledWindow: Widget {
    /// Creates an empty scrolled window with automatic scrollbars, sinking the new widget's
    /// floating reference: the wrapper holds the one strong reference until `deinit`.
    public init() {
        super.init(sinking: gtk_scrolled_window_new())
        hideScrollBarsFromAssistiveTechnologies()
    }

    /// Wraps an existing scrolled window handed over with `(transfer none)`, taking one new
    /// strong reference, dropped in `deinit`.
    package init(retainingScrolledWindow pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(retaining: pointer)
        hideScrollBarsFromAssistiveTechnologies()
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
