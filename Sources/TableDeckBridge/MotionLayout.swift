import CGtk
import CGtkShims

/// A widget's layout (the C `TdkMotionLayout`) that draws its one child lower by a shift and
/// folds the widget to a fraction of the child's height, clipping it: how a recycled row opens
/// without a wrapper widget. At rest (shift 0, reveal 1) it is as tall as its child.
@MainActor
package final class MotionLayout {
    /// The layout manager, with a reference of this wrapper's own: a widget that GTK destroys
    /// drops its layout manager's widget, and a later ``set(shift:reveal:)`` does nothing.
    private let manager: UnsafeMutablePointer<GtkLayoutManager>?
    private var layout: OpaquePointer? { OpaquePointer(manager) }
    /// The C layout, for the slide setter.
    var layoutPointer: OpaquePointer? { layout }

    /// A motion layout not yet on a widget (a widget's initializer makes one before it can
    /// hand itself over): ``install(on:)`` gives it to the widget.
    package init(placeholder: Void) {
        manager = tdk_motion_layout_new()
    }

    /// `widget`'s motion layout, put in place of its layout manager if it has none yet.
    fileprivate init(on widget: Widget) {
        if let current = gtk_widget_get_layout_manager(widget.widget), tdk_is_motion_layout(current) != 0 {
            manager = UnsafeMutablePointer(OpaquePointer(g_object_ref(current)))
        } else {
            manager = tdk_motion_layout_new()
            install(on: widget)
        }
    }

    /// Puts the layout on `widget` in place of its own layout manager (the widget clips its
    /// child while folded).
    package func install(on widget: Widget) {
        guard let manager else { return }
        // The widget takes a reference; the wrapper keeps its own.
        g_object_ref(UnsafeMutableRawPointer(manager))
        gtk_widget_set_layout_manager(widget.widget, manager)
    }

    isolated deinit {
        if let manager { g_object_unref(UnsafeMutableRawPointer(manager)) }
    }

    /// Draws the child `shift` pixels lower and makes the widget `reveal` (0 … 1) of its height.
    package func set(shift: Double = 0, reveal: Double = 1) {
        tdk_motion_layout_set(layout, shift, reveal)
    }
}

extension Widget {
    /// The widget's ``MotionLayout``: the one it has, or a new one put in place of its own
    /// layout manager (for a widget with one child and a bin's layout, such as a list's row).
    package func motionLayout() -> MotionLayout {
        MotionLayout(on: self)
    }
}
