import CGtk
import CGtkShims

/// A column of rows (the C `TdkRowsBox`): children top to bottom as in a vertical ``Box``, and
/// any child can be given a motion (an offset and a revealed fraction of its height) so rows
/// fade in, fold away and glide with no wrapper widget around them. For the stack table's rows.
///
/// To assistive technologies it is a list, as GTK's list views are: name it after its table
/// (``Widget/setAccessibleLabel(_:)``) and make its rows list items
/// (``Widget/makeListItemForAssistiveTechnologies()``), and a screen reader reads each row
/// with its selected state ("2. User. not selected."). It offers AT-SPI's Selection interface
/// for that, through GTK's list box, which holds none of the rows: a client asking it which
/// rows are selected hears of none; the rows' own selected state is the truth.
@MainActor
package final class RowsBox: Widget {
    /// Creates an empty column, sinking the new widget's floating reference.
    package init() {
        super.init(sinking: tdk_rows_box_new())
    }

    private var rowsBox: OpaquePointer { OpaquePointer(widget) }

    /// Appends `child`, which has no parent, at the end. The column takes a reference.
    package func append(_ child: Widget) {
        gtk_widget_insert_before(child.widget, widget, nil)
    }

    /// Inserts `child`, which has no parent, right after `sibling` (at the start for `nil`).
    package func insert(_ child: Widget, after sibling: Widget?) {
        gtk_widget_insert_after(child.widget, widget, sibling?.widget)
    }

    /// Moves `child`, a child of this column, right after `sibling` (to the start for `nil`).
    package func reorder(_ child: Widget, after sibling: Widget?) {
        gtk_widget_insert_after(child.widget, widget, sibling?.widget)
    }

    /// Gives the row `child`, a child of this column, `leading` and `trailing` accessories
    /// (each without a parent, or `nil`): they become the column's children, drawn in lanes at
    /// the row's leading and trailing edges as wide as their natural widths, the row between
    /// them, moving with it. Replaces the row's previous ones; `nil` and `nil` removes them, as
    /// ``remove(_:)`` of the row does.
    package func setAccessories(of child: Widget, leading: Widget?, trailing: Widget?) {
        tdk_rows_box_set_accessories(rowsBox, child.widget, leading?.widget, trailing?.widget)
    }

    /// Removes `child`, a child of this column, and its motion.
    package func remove(_ child: Widget) {
        tdk_rows_box_remove(rowsBox, child.widget)
    }

    /// Calls `handler` when Tab or Shift+Tab (`backward`) brings the focus into the column from
    /// outside; it puts the focus on a row (``Widget/makeWindowFocus()``: rows that are labels
    /// cannot take it by Tab) and returns whether it did. Tab from a row leaves the column.
    package func onFocusEntered(_ handler: @escaping @MainActor (_ backward: Bool) -> Bool) {
        let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        tdk_rows_box_set_focus_entered(rowsBox, rowsBoxFocusEntered, data, releaseSignalBoxData)
    }

    /// Draws `child` (a child of the column) over the other rows, or none for `nil`: a row a
    /// drag has lifted. Cleared when the child is removed.
    package func setRaised(_ child: Widget?) {
        tdk_rows_box_set_raised(rowsBox, child?.widget)
    }

    /// Draws `child` away from its place without moving the other rows: `fraction` of the way
    /// to `pinnedTop` (its top in the column's coordinates, such as where it was before a
    /// change; `nil` for none), then `shift` pixels further down; it takes `reveal` (0 … 1) of
    /// its height in the column. The defaults are at rest.
    package func setMotion(of child: Widget, pinnedTop: Double? = nil, fraction: Double = 0, shift: Double = 0, reveal: Double = 1) {
        tdk_rows_box_set_motion(rowsBox, child.widget, pinnedTop ?? .nan, fraction, shift, reveal)
    }

    /// How far the last layout drew `child` from its place by its motion, in pixels (down when
    /// positive; 0 at rest): its bounds less this are where it rests once the motion ends.
    package func motionOffset(of child: Widget) -> Double {
        tdk_rows_box_get_motion_offset(rowsBox, child.widget)
    }
}

/// `TdkRowsBoxFocusEntered`: `gboolean (*)(gpointer data, gboolean backward)`.
private let rowsBoxFocusEntered: TdkRowsBoxFocusEntered = { data, backward in
    guard let box = SignalBox<@MainActor (Bool) -> Bool>.from(data) else { return 0 }
    return MainActor.assumeIsolated { box.handler(backward != 0) } ? 1 : 0
}
