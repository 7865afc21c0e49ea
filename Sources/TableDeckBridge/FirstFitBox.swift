import CGtk
import CGtkShims

/// A box that shows one of its children at a time: the first that fits its width (the C
/// `TdkFirstFitLayout`), else the last. Add the widest choice first and a compact fallback last.
///
/// Its minimum width is the narrowest child's, so it never makes a window wider than the
/// fallback needs; its height is the tallest child's, so a switch does not change it. The
/// children not shown are unmapped: they take no keyboard focus and are hidden from
/// assistive technologies.
@MainActor
package final class FirstFitBox: Widget {
    /// The `TdkFirstFitLayout`, owned by the widget.
    private let layout: OpaquePointer?

    /// Creates an empty box.
    package init() {
        let manager = tdk_first_fit_layout_new()
        layout = OpaquePointer(manager)
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        // The widget takes the layout manager's only reference.
        if let manager { gtk_widget_set_layout_manager(widget, manager) }
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }

    /// Appends `child` as the last (most compact) choice.
    package func append(_ child: Widget) {
        gtk_widget_insert_before(child.widget, widget, nil)
    }

    /// The index of the child the last layout showed, `nil` before the first layout.
    package var shownIndex: Int? {
        let index = Int(tdk_first_fit_layout_get_shown(layout))
        return index >= 0 ? index : nil
    }
}
