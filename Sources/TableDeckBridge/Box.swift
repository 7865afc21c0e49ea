import CGtk

/// A `GtkBox`: children in one row or one column. Open: table cells extend it.
@MainActor
open class Box: Widget {
    /// The direction children are laid out in.
    public enum Axis {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// Creates an empty box.
    public init(_ axis: Axis, spacing: Int = 0) {
        super.init(sinking: gtk_box_new(axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, gint(spacing)))
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
