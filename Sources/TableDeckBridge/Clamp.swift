import CGtk
import CGtkShims

/// A container that keeps its one child at most a given width, centred, with a minimum margin
/// on each side (GTK 4.8 has no clamp widget: this is the C shim `TdkClamp`). It passes
/// height-for-width through, so wrapping text is measured at the width it really gets.
@MainActor
public final class Clamp: Widget {
    /// Creates a clamp around `child` (which must have no parent) at most `maximumWidth` wide
    /// (0: no limit) with at least `minimumSideMargin` on each side, sinking the new widget's
    /// floating reference: the wrapper holds the one strong reference until `deinit`.
    public init(child: Widget, maximumWidth: Int, minimumSideMargin: Int) {
        super.init(sinking: tdk_clamp_new(child.widget, gint(maximumWidth), gint(minimumSideMargin)))
    }

    /// Whether the clamp's content is one Tab stop: Tab and Shift+Tab from a widget inside go
    /// on to the widgets outside it (a table's rows are walked with the arrows). Off by default:
    /// Tab walks the widgets inside.
    package func setOneTabStop(_ oneTabStop: Bool) {
        tdk_clamp_set_one_tab_stop(OpaquePointer(widget), oneTabStop ? 1 : 0)
    }
}
