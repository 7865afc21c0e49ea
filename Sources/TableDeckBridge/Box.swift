import CGtk
import CGtkShims

/// A `GtkBox`: children in one row or one column.
///
/// `open`: views that are a box of their own children (a page, a cell, an indicator) extend it.
@MainActor
open class Box: Widget {
    /// The direction children are laid out in.
    public enum Axis {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// Creates an empty box, sinking the new widget's floating reference: the wrapper holds the
    /// one strong reference until `deinit`.
    public init(_ axis: Axis, spacing: Int = 0) {
        super.init(sinking: gtk_box_new(axis.orientation, gint(spacing)))
    }

    /// Creates an empty box that assistive technologies are told plays `role` (a heading that
    /// holds a whole row, a group that takes the focus). GTK fixes a widget's role when it is
    /// made, so it is chosen here, once.
    public init(_ axis: Axis, spacing: Int = 0, role: AccessibleRole) {
        super.init(sinking: tdk_box_new_with_role(axis.orientation, gint(spacing), role.gtk))
    }

    /// Creates an empty box playing `role` that takes the keyboard focus itself while
    /// ``Widget/isFocusable`` is set (the C shim `TdkFocusBox`): Tab and a grab land on the box,
    /// as on one control, not in its children. A plain GtkBox never holds the focus, even
    /// focusable: it hands a grab to its children, and a box of labels has none to take it.
    package init(_ axis: Axis, spacing: Int = 0, focusableWithRole role: AccessibleRole) {
        super.init(sinking: tdk_focus_box_new_with_role(axis.orientation, gint(spacing), role.gtk))
    }

    /// Appends `child` at the end. The box takes a reference.
    public func append(_ child: Widget) {
        gtk_box_append(cast(), child.widget)
    }

    /// Removes `child`, which must be a child of this box.
    public func remove(_ child: Widget) {
        gtk_box_remove(cast(), child.widget)
    }
}

extension Box.Axis {
    fileprivate var orientation: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}
