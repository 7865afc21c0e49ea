import CGtk
import CGtkShims

/// A row of a column table (the C `TdkColumnsBox`): one child per column, each placed at its
/// column's offset and width whatever it asks for, so every row and the header line up. A cell
/// whose minimum width is more than its column's is not squeezed but drawn clipped to its
/// column. Right to left, the first column is at the right edge.
@MainActor
package final class ColumnsBox: Widget {
    /// Creates an empty row, sinking the new widget's floating reference.
    package init() {
        super.init(sinking: tdk_columns_box_new())
    }

    private var columnsBox: OpaquePointer { OpaquePointer(widget) }

    /// Appends `child`, which has no parent, as the last child. The box takes a reference.
    package func append(_ child: Widget) {
        tdk_columns_box_append(columnsBox, child.widget)
    }

    /// Takes `child`, one of the box's, out.
    package func remove(_ child: Widget) {
        guard child.isChild(of: self) else { return }
        tdk_columns_box_remove(columnsBox, child.widget)
    }

    /// Places the children, in child order: child `i` at `frames[i]` (its offset from the
    /// leading edge and its width); a width of 0, or a child past the list, is not shown.
    package func setColumns(_ frames: [(offset: Int, width: Int)]) {
        let offsets = frames.map { gint(clamping: $0.offset) }
        let widths = frames.map { gint(clamping: max(0, $0.width)) }
        offsets.withUnsafeBufferPointer { offsetBuffer in
            widths.withUnsafeBufferPointer { widthBuffer in
                tdk_columns_box_set_columns(columnsBox, offsetBuffer.baseAddress, widthBuffer.baseAddress, guint(frames.count))
            }
        }
    }
}
