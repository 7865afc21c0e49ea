import TableDeckBridge
import TableDeckModel

/// Drag to reorder (the `.stack` backend): a vertical drag on a row the delegate lets move lifts
/// it once past GTK's drag threshold (``ReorderMath/dragThreshold``), drawn raised over the
/// others with the `tabledeck-lifted` style; the rows between its old and its new place slide
/// aside to make room (a motion of the rows' column, no layout change); near the top or bottom
/// of the view the list scrolls (``ReorderMath/autoscrollSpeed(pointerY:viewportHeight:)``);
/// releasing drops it there, Escape puts it back. A lifted row is no press: its click is
/// cancelled, as a press dragged off a row always was. A drag that stays under the threshold,
/// or a mostly horizontal one, lifts nothing.
///
/// Rows that change during a drag (a batch update, a reload) end it without a move, warned.
///
/// The `.recycling` backend's rows are a ``RecyclingTableView``'s, which lifts and drops them
/// itself (`RecyclingTableView+Drag.swift`: the same threshold, room, autoscroll and keys, with
/// the lifted row drawn as a copy over the list). Either way the core's ``ReorderController``
/// makes the move. The test helpers below drive either backend.
extension StackTableView {
    func installRowDrag() {
        reorderGesture.onBegin { [weak self] x, y in self?.rowDragBegan(x: x, y: y) }
        reorderGesture.onUpdate { [weak self] dx, dy in self?.rowDragMoved(dx: dx, dy: dy) }
        reorderGesture.onEnd { [weak self] _, _ in self?.rowDragEnded() }
        reorderGesture.onCancel { [weak self] in self?.cancelRowDrag() }
        addController(reorderGesture)
    }

    private func rowDragBegan(x: Double, y: Double) {
        cancelRowDrag()
        guard let box = rowsBox, let index = rowIndex(atX: x, y: y), let point = translate(x: x, y: y, to: box) else { return }
        rowDrag = RowDrag(from: index, row: rows[index], startY: point.y, startScroll: verticalAdjustment.value)
    }

    private func rowDragMoved(dx: Double, dy: Double) {
        guard var drag = rowDrag else { return }
        drag.offset = (dx, dy)
        if !drag.isLifted {
            guard ReorderMath.liftsRow(dx: dx, dy: dy), rows.indices.contains(drag.from),
                core.reorder.canMoveRow(at: TableIndexPath(row: drag.from, section: 0))
            else { return }
            drag = lift(drag)
        }
        rowDrag = drag
        showDrag()
    }

    /// Lifts the drag's row: claims the pointer (no press, no pressed look), raises the row and
    /// notes where every row is at rest.
    private func lift(_ pending: RowDrag) -> RowDrag {
        var drag = pending
        reorderGesture.claim()
        drag.isLifted = true
        drag.spans = rows.indices.map { index in
            let bounds = rowBounds(at: index)
            return ReorderMath.Span(top: bounds?.top ?? 0, height: bounds?.height ?? 0)
        }
        moveCursor(to: drag.from, grabFocus: true, reveal: false)
        drag.row.addCSSClass("tabledeck-lifted")
        rowsBox?.setRaised(drag.row)
        drag.tickID = addTickCallback { [weak self] frameTime in
            self?.autoscrollStep(frameTime) ?? false
        }
        return drag
    }

    /// Draws the lifted row under the pointer and the others where they make room.
    private func showDrag() {
        guard var drag = rowDrag, drag.isLifted, let box = rowsBox, drag.spans.indices.contains(drag.from) else { return }
        let offset = drag.rowOffset(scroll: verticalAdjustment.value)
        let lifted = drag.spans[drag.from]
        let destination = ReorderMath.destination(ofLifted: drag.from, middle: lifted.middle + offset, rows: drag.spans) ?? drag.from
        box.setMotion(of: drag.row, shift: offset)
        if destination != drag.destination || drag.shifted.isEmpty {
            var now: Set<Int> = []
            let low = min(drag.from, destination)
            let high = max(drag.from, destination)
            for index in low...high where index != drag.from {
                now.insert(index)
            }
            for index in drag.shifted.union(now) where rows.indices.contains(index) {
                let shift = ReorderMath.shift(ofRow: index, from: drag.from, to: destination)
                box.setMotion(of: rows[index], shift: Double(shift) * lifted.height)
            }
            drag.shifted = now
            drag.destination = destination
        }
        rowDrag = drag
    }

    /// One frame of autoscroll while a row is lifted; returns whether to keep ticking.
    private func autoscrollStep(_ frameTime: Int64) -> Bool {
        guard var drag = rowDrag, drag.isLifted else { return false }
        let elapsed = drag.lastFrameTime.map { Double(frameTime - $0) / 1_000_000 } ?? 0
        drag.lastFrameTime = frameTime
        rowDrag = drag
        let adjustment = verticalAdjustment
        let pointerInView = drag.startY + drag.rowOffset(scroll: adjustment.value) - adjustment.value
        let value = ReorderMath.autoscrolledValue(
            adjustment.value, lower: adjustment.lower, upper: adjustment.upper, pageSize: adjustment.pageSize,
            pointerY: pointerInView, elapsed: elapsed)
        if value != adjustment.value {
            adjustment.value = value
            showDrag()
        }
        return true
    }

    private func rowDragEnded() {
        guard let drag = rowDrag else { return }
        let destination = drag.destination
        let lifted = drag.isLifted
        endDragDrawing()
        guard lifted, destination != drag.from else { return }
        core.reorder.userMovedRow(
            from: TableIndexPath(row: drag.from, section: 0), to: TableIndexPath(row: destination, section: 0), animated: false)
    }

    /// Ends a drag with no move: the lifted row goes back to its place (Escape, a change of rows).
    func cancelRowDrag() {
        guard let drag = rowDrag else { return }
        endDragDrawing()
        if drag.isLifted { reorderGesture.reset() }
    }

    /// Puts every row back at rest and forgets the drag.
    private func endDragDrawing() {
        guard let drag = rowDrag else { return }
        rowDrag = nil
        if let tickID = drag.tickID { removeTickCallback(tickID) }
        guard drag.isLifted, let box = rowsBox else { return }
        drag.row.removeCSSClass("tabledeck-lifted")
        box.setRaised(nil)
        if drag.row.parent?.identity == box.identity { box.setMotion(of: drag.row) }
        for index in drag.shifted where rows.indices.contains(index) {
            box.setMotion(of: rows[index])
        }
    }

    // MARK: - Tests

    /// Whether a row is lifted now, and which (its index when lifted).
    package var liftedRowIndex: Int? {
        if let recycling { return recycling.table.liftedIndexPath?.row }
        return rowDrag?.isLifted == true ? rowDrag?.from : nil
    }

    /// Where the lifted row would land now.
    package var dragDestination: Int? {
        if let recycling { return recycling.table.dragDestinationRow }
        return rowDrag?.isLifted == true ? rowDrag?.destination : nil
    }

    /// The widget drawn lifted now (the row itself, or with `.recycling` its copy).
    package var liftedRowWidget: Widget? {
        if let recycling { return recycling.table.liftedRowImage }
        return rowDrag?.isLifted == true ? rowDrag?.row : nil
    }

    /// Emits the drag gesture's begin on the middle of the row at `index` and an update `dy`
    /// pixels down, as a person's drag does; returns whether the row is there.
    @discardableResult
    package func emitRowDrag(from index: Int, dy: Double) -> Bool {
        if let recycling { return recycling.table.emitRowDrag(from: TableIndexPath(row: index, section: 0), dy: dy) }
        guard rows.indices.contains(index), let bounds = rows[index].bounds(relativeTo: self) else { return false }
        reorderGesture.emitBegin(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        reorderGesture.emitUpdate(dx: 0, dy: dy)
        return true
    }

    /// Emits the drag gesture's end.
    package func emitRowDragEnd() {
        if let recycling { return recycling.table.emitRowDragEnd() }
        reorderGesture.emitEnd(dx: rowDrag?.offset.dx ?? 0, dy: rowDrag?.offset.dy ?? 0)
    }
}
