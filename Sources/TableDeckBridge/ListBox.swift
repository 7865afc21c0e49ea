import CGtk

/// A `GtkListBox`: a vertical list of rows, used as a small table.
@MainActor
public final class ListBox: Widget {
    /// Creates an empty list with no selection.
    public init() {
        super.init(sinking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    }

    /// Wraps a list box handed over with `(transfer none)` (from a ``Builder``), taking a reference.
    package override init(retaining pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(retaining: pointer)
    }

    /// Appends `child` as a new row; the list takes a reference. A row that is not `activatable`
    /// shows no hover or press feedback (for plain data that does nothing when clicked).
    public func append(_ child: Widget, activatable: Bool = true) {
        gtk_list_box_append(opaque, child.widget)
        if !activatable, let row = gtk_widget_get_parent(child.widget) {
            gtk_list_box_row_set_activatable(
                UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self), 0)
        }
    }

    /// How many rows the list has.
    public var numberOfRows: Int {
        var count = 0
        while gtk_list_box_get_row_at_index(opaque, gint(count)) != nil { count += 1 }
        return count
    }

    /// The text of the label inside row `index`, if the row holds a label.
    public func rowText(at index: Int) -> String? {
        guard let row = gtk_list_box_get_row_at_index(opaque, gint(index)),
            let child = gtk_list_box_row_get_child(row)
        else { return nil }
        guard
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
        else {
            return nil
        }
        return String(cString: gtk_label_get_text(OpaquePointer(child)))
    }
}
