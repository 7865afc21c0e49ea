import CGtk
import CGtkShims

/// A row of widgets that the keyboard treats as one control (the C shim `TdkFocusStop`): Tab
/// stops on the row itself, never inside it, and the row keeps the focus, as a slider does.
/// The children should take no focus of their own.
@MainActor
package final class FocusStop: Widget {
    /// Creates an empty, focusable row, sinking the new widget's floating reference: the wrapper
    /// holds the one strong reference until `deinit`.
    package init() {
        super.init(sinking: tdk_focus_stop_new())
    }

    /// Creates an empty, focusable row that plays `role` for assistive technologies (GTK fixes a
    /// widget's role when it is made).
    package init(role: AccessibleRole) {
        super.init(sinking: tdk_focus_stop_new_with_role(role.gtk))
    }

    /// Appends `child` (which must have no parent) at the end of the row.
    package func append(_ child: Widget) {
        tdk_focus_stop_append(OpaquePointer(widget), child.widget)
    }
}
