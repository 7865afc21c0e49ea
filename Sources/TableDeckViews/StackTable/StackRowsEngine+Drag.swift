import TableDeckBridge
import TableDeckModel

/// Drag to reorder on the `.stack` engine: the core's ``RowDragController`` decides; this
/// draws. The lifted row is the row itself, raised over the others in the rows' column; it and
/// the rows that make room are moved by a motion of the column (no layout change).
extension StackRowsEngine {
    var scrollAdjustment: Adjustment { scroller.verticalAdjustment }

    /// The rows of `section` from just above the screen to a screenful below it, at rest, by
    /// row in the section, in the table's coordinates (enough to judge where a row held anywhere
    /// on screen lands).
    func restingRowSpans(inSection section: Int) -> [Int: ReorderMath.Span] {
        guard let box = rowsBox, let first = itemIndex(at: TableIndexPath(row: 0, section: section)),
            let origin = box.bounds(relativeTo: view)
        else { return [:] }
        let end = first + layout.numberOfRows(inSection: section)
        let adjustment = scroller.verticalAdjustment
        let bottom = adjustment.value + 2 * adjustment.pageSize
        var spans: [Int: ReorderMath.Span] = [:]
        var index = max(first, firstVisibleRow - 1)
        while index < end, let bounds = rowBounds(at: index), bounds.top < bottom {
            spans[index - first] = ReorderMath.Span(top: bounds.top + origin.y, height: bounds.height)
            index += 1
        }
        return spans
    }

    func liftRow(_ indexPath: TableIndexPath) -> Bool {
        guard let box = rowsBox, let index = itemIndex(at: indexPath) else { return false }
        let row = rows[index]
        row.addCSSClass("tabledeck-lifted")
        box.setRaised(row)
        liftedRow = (index, row)
        return true
    }

    func drawLiftedRow(_ indexPath: TableIndexPath, top: Double, destination: Int, rowHeight: Double) {
        guard let box = rowsBox, let lifted = liftedRow, let origin = box.bounds(relativeTo: view),
            let rest = rowBounds(at: lifted.index)
        else { return }
        box.setMotion(of: lifted.row, shift: top - (rest.top + origin.y))
        // `destination` is a row of the lifted row's section; the rows are held by item index.
        let destination = lifted.index - indexPath.row + destination
        let low = min(lifted.index, destination)
        let high = max(lifted.index, destination)
        let now = Set((low...high).filter { $0 != lifted.index })
        for index in shiftedRows.union(now) where rows.indices.contains(index) {
            let shift = ReorderMath.shift(ofRow: index, from: lifted.index, to: destination)
            box.setMotion(of: rows[index], shift: Double(shift) * rowHeight)
        }
        shiftedRows = now
    }

    var liftedRowView: Widget? { liftedRow?.row }

    func endLift(_ indexPath: TableIndexPath) {
        guard let lifted = liftedRow else { return }
        liftedRow = nil
        lifted.row.removeCSSClass("tabledeck-lifted")
        guard let box = rowsBox else { return }
        box.setRaised(nil)
        if lifted.row.parent?.identity == box.identity { box.setMotion(of: lifted.row) }
        for index in shiftedRows where rows.indices.contains(index) {
            box.setMotion(of: rows[index])
        }
        shiftedRows = []
    }
}
