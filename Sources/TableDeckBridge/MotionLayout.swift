import CGtk
import CGtkShims

/// A widget's layout (the C `TdkMotionLayout`) that draws its one child lower by a shift and
/// folds the widget to a fraction of the child's height, clipping it: how a recycled row opens
/// without a wrapper widget. At rest (shift 0, reveal 1) it is as tall as its child.
@MainActor
package final class MotionLayout {
    private let manager: UnsafeMutablePointer<GtkLayoutManager>?
    private var layout: OpaquePointer? { OpaquePointer(manager) }

    /// A motion layout not yet on a widget (a widget's initializer makes one before it can
    /// hand itself over): ``install(on:)`` gives it to the widget.
    package init(placeholder: Void) {
        manager = tdk_motion_layout_new()
    }

    /// Puts the layout on `widget` in place of its own layout manager (the widget clips its
    /// child while folded). The widget takes the layout manager's only reference.
    package func install(on widget: Widget) {
        if let manager { gtk_widget_set_layout_manager(widget.widget, manager) }
    }

    /// Draws the child `shift` pixels lower and makes the widget `reveal` (0 … 1) of its height.
    package func set(shift: Double = 0, reveal: Double = 1) {
        tdk_motion_layout_set(layout, shift, reveal)
    }
}
