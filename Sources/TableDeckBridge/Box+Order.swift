import CGtk

/// Placing a box's children in a given order without removing them first.
extension Box {
    /// Inserts `child`, which has no parent, right after `sibling`; at the start when `sibling`
    /// is `nil`. The box takes a reference.
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_box_insert_child_after(cast(), child.widget, sibling?.widget)
    }

    /// Moves `child`, a child of this box, right after `sibling`; to the start when `sibling`
    /// is `nil`.
    public func reorder(_ child: Widget, after sibling: Widget?) {
        gtk_box_reorder_child_after(cast(), child.widget, sibling?.widget)
    }
}
