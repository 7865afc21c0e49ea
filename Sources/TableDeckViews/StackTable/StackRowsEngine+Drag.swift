import TableDeckBridge
import TableDeckModel

/// Drag to reorder on the `.stack` engine: the core's ``RowDragController`` decides; this
/// draws. The lifted row is the row itself, raised over the others in the rows' column; it and
/// the rows and section titles that make room are moved by a motion of the column (no layout
/// change).
extension StackRowsEngine {
    var scrollAdjustment: Adjustment { scroller.verticalAdjustment }

    /// The rows and titles from just above the screen to a screenful below it, at rest, in the
    /// table's coordinates (enough to judge where a row held anywhere on screen lands).
    func restingItemSpans() -> [TableItem: ReorderMath.Span] {
        guard let box = rowsBox, !rows.isEmpty, let origin = box.bounds(relativeTo: view) else { return [:] }
        let adjustment = scroller.verticalAdjustment
        let bottom = adjustment.value + 2 * adjustment.pageSize
        let layout = self.layout
        // From the row above the first one on screen, or the very top (titles above row 0).
        let firstOrdinal = firstVisibleRow - 1
        var position = layout.row(atOrdinal: firstOrdinal).flatMap { layout.position(of: .row($0)) } ?? 0
        var spans: [TableItem: ReorderMath.Span] = [:]
        while let item = layout.item(at: position) {
            position += 1
            guard let widget = widget(atPosition: position - 1), let bounds = restingBounds(of: widget) else { continue }
            guard bounds.top < bottom else { break }
            spans[item] = ReorderMath.Span(top: bounds.top + origin.y, height: bounds.height)
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

    func drawLiftedRow(_ indexPath: TableIndexPath, top: Double, destination: TableIndexPath, rowHeight: Double) {
        guard let box = rowsBox, let lifted = liftedRow, let origin = box.bounds(relativeTo: view),
            let rest = rowBounds(at: lifted.index),
            let move = ReorderMath.positions(ofMoveFrom: indexPath, to: destination, in: layout)
        else { return }
        box.setMotion(of: lifted.row, shift: top - (rest.top + origin.y))
        let now = Set((min(move.from, move.to)...max(move.from, move.to)).filter { $0 != move.from })
        for position in shiftedPositions.union(now) {
            guard let widget = widget(atPosition: position) else { continue }
            box.setMotion(of: widget, shift: Double(ReorderMath.shift(ofRow: position, from: move.from, to: move.to)) * rowHeight)
        }
        shiftedPositions = now
    }

    var liftedRowView: Widget? { liftedRow?.row }

    func endLift(_ indexPath: TableIndexPath) {
        guard let lifted = liftedRow else { return }
        liftedRow = nil
        lifted.row.removeCSSClass("tabledeck-lifted")
        guard let box = rowsBox else { return }
        box.setRaised(nil)
        if lifted.row.parent?.identity == box.identity { box.setMotion(of: lifted.row) }
        for position in shiftedPositions {
            if let widget = widget(atPosition: position) { box.setMotion(of: widget) }
        }
        shiftedPositions = []
    }
}
