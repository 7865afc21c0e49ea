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

    // Private, with `retaining(_:)` as the package's way in: a subclass in another module gets
    // a trapping stub override of every designated initializer it can see and does not
    // override, and the stub of a `package` one in an `internal` subclass (the app's editor's
    // picks strip) is narrower than what it overrides, so Swift dispatches to it through a
    // vtable thunk, which Swift 6.3 reports as "function call causes an infinite recursion".
    // With `init()` the only designated initializer others see, and public, no thunk is needed.

    /// Wraps an existing scrolled window handed over with `(transfer none)`, taking one new
    /// strong reference, dropped in `deinit`.
    private init(retainingScrolledWindow pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(retaining: pointer)
        hideScrollBarsFromAssistiveTechnologies()
    }

    /// A new wrapper of the existing scrolled window `pointer` (handed over with
    /// `(transfer none)`), holding one new strong reference.
    package static func retaining(_ pointer: UnsafeMutablePointer<GtkWidget>) -> ScrolledWindow {
        ScrolledWindow(retainingScrolledWindow: pointer)
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

    /// Scrolls sideways by `adjustment` (another scrolled window's, say), so the two move
    /// together.
    package func setHorizontalAdjustment(_ adjustment: Adjustment) {
        gtk_scrolled_window_set_hadjustment(opaque, adjustment.adjustment)
    }
}
