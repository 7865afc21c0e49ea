import TableDeckBridge
import TableDeckModel

/// Drag to reorder on a recycling table, as on the stack table's `.stack` backend
/// (`StackTableView+Drag.swift`): a vertical drag on a row that may move
/// (``RecyclingTableViewDataSource/tableView(_:canMoveRowAt:)``) lifts it once past GTK's drag threshold
/// (``ReorderMath/liftsRow(dx:dy:threshold:)``); its press is cancelled, so it is no click. The
/// rows between its place and where it would land are drawn one row further (a motion of the
/// list's row widgets, no layout change), leaving a gap there; near the top or bottom of the
/// list it scrolls (``ReorderMath/autoscrollSpeed(pointerY:viewportHeight:)``); releasing drops
/// it there (`RecyclingTableView+Reorder.swift` moves it), Escape puts it back. A mostly
/// horizontal drag is left to the swipe actions, a short one to the press.
///
/// GtkListView draws its rows in their order and recycles them as they scroll away, so the row
/// itself cannot be the one drawn over the others under the pointer: its cell is hidden and a
/// copy of it, made by the data source as for any row
/// (``RecyclingTableViewDataSource/tableView(_:cellForRowAt:)``), is drawn raised
/// (`tabledeck-lifted`) on a layer over the list. Rows bound while the list
/// autoscrolls are drawn where the drag needs them as they are bound. Where the row lands is
/// judged from the rows laid out now (``ReorderMath/destination(ofLifted:middle:known:count:)``),
/// within the row's section.
///
/// Rows that change during a drag (a reload, a batch update) end it without a move, warned.
extension RecyclingTableView {
    func installRowDrag() {
        liftedRowLayer.canTarget = false
        liftedRowLayer.clipsChildren()
        liftedRowLayer.setHiddenFromAssistiveTechnologies(true)
        liftedRowLayer.addCSSClass("tabledeck-lifted-row-layer")
        reorderGesture.onBegin { [weak self] x, y in self?.rowDragBegan(x: x, y: y) }
        reorderGesture.onUpdate { [weak self] dx, dy in self?.rowDragMoved(dx: dx, dy: dy) }
        reorderGesture.onEnd { [weak self] _, _ in self?.rowDragEnded() }
        reorderGesture.onCancel { [weak self] in self?.cancelRowDrag() }
        listView.addController(reorderGesture)
        // A table leaving the screen (a screen switch, its window closing) puts the row back.
        onUnmap { [weak self] in self?.cancelRowDrag() }
    }

    /// Whether a row is lifted now (and not yet dropped).
    package var isDraggingRow: Bool { rowDrag?.isLifted == true && rowDrag?.drop == nil }

    private func rowDragBegan(x: Double, y: Double) {
        finishDrop()
        cancelRowDrag()
        // A row hidden under the pinned header is not what the user sees there.
        guard y >= pinnedHeader.coveredHeight, let cell = cell(atX: x, y: y), let indexPath = cell.indexPath,
            let extent = verticalExtent(of: cell)
        else { return }
        rowDrag = RecyclingRowDrag(from: indexPath, startY: y, grabOffset: y - extent.top)
    }

    private func rowDragMoved(dx: Double, dy: Double) {
        guard var drag = rowDrag else { return }
        drag.offset = (dx, dy)
        rowDrag = drag
        if !drag.isLifted {
            guard ReorderMath.liftsRow(dx: dx, dy: dy), canUserMoveRow(at: drag.from) else { return }
            lift()
        }
        showDrag()
    }

    /// Lifts the drag's row: claims the pointer (no press, no pressed look), draws its copy
    /// over the list and the row itself empty, and starts the autoscroll.
    private func lift() {
        guard var drag = rowDrag, let cell = boundCell(for: .row(drag.from)), let row = cell.parent,
            let bounds = row.bounds(relativeTo: listView)
        else { return }
        reorderGesture.claim()
        willLiftRow?()
        drag.isLifted = true
        drag.rowX = bounds.x
        drag.rowWidth = bounds.width
        drag.rowHeight = bounds.height
        drag.image = makeLiftedImage(of: drag.from, width: bounds.width, height: bounds.height)
        focusRow(drag.from.row, section: drag.from.section)
        drag.tickID = addTickCallback { [weak self] frameTime in
            self?.autoscrollStep(frameTime) ?? false
        }
        rowDrag = drag
        // The row widgets stay where they are while their cells make room: none of them is
        // drawn hovered or pressed, as none is under the pointer as the user sees it.
        listView.addCSSClass("tabledeck-dragging")
        restyleCellsForDrag()
    }

    /// The data source's cell for `indexPath`, drawn raised on the layer over the list; `nil`
    /// when it gives a cell already in use.
    private func makeLiftedImage(of indexPath: TableIndexPath, width: Double, height: Double) -> TableViewCell? {
        guard let dataSource else { return nil }
        let image = dataSource.tableView(self, cellForRowAt: indexPath)
        guard !image.hasParent else { return nil }
        image.addCSSClass("tabledeck-lifted")
        image.setSizeRequest(width: Int(width.rounded()), height: Int(height.rounded()))
        image.setHiddenFromAssistiveTechnologies(true)
        liftedRowLayer.put(image, x: 0, y: 0)
        return image
    }

    /// Moves the copy under the pointer and, when the place the row would land changes, the
    /// rows that make room for it.
    private func showDrag() {
        guard var drag = rowDrag, drag.isLifted, drag.drop == nil else { return }
        if let image = drag.image, let origin = listView.translate(x: drag.rowX, y: drag.imageTop, to: liftedRowLayer) {
            liftedRowLayer.move(image, x: origin.x, y: origin.y)
        }
        var known: [Int: ReorderMath.Span] = [:]
        for cell in cellsByListItem.values {
            guard let indexPath = cell.indexPath, indexPath.section == drag.from.section, let extent = verticalExtent(of: cell) else {
                continue
            }
            known[indexPath.row] = ReorderMath.Span(top: extent.top, height: extent.bottom - extent.top)
        }
        let middle = drag.imageTop + drag.rowHeight / 2
        let count = layout.numberOfRows(inSection: drag.from.section)
        let destination = ReorderMath.destination(ofLifted: drag.from.row, middle: middle, known: known, count: count) ?? drag.from.row
        guard destination != drag.destination else { return }
        drag.destination = destination
        rowDrag = drag
        restyleCellsForDrag()
    }

    /// Draws every bound cell as the drag needs it now.
    private func restyleCellsForDrag() {
        for cell in cellsByListItem.values { styleForDrag(cell) }
    }

    /// Draws `cell` as the drag needs it (called as rows are bound during a drag too): the
    /// lifted row's cell hidden, the rows between its place and where it would land drawn one
    /// row further, every other at rest.
    func styleForDrag(_ cell: TableViewCell) {
        guard let drag = rowDrag, drag.isLifted, let row = cell.parent else { return }
        var shift = 0.0
        var hidden = false
        if let indexPath = cell.indexPath, indexPath.section == drag.from.section {
            hidden = indexPath.row == drag.from.row
            shift = Double(ReorderMath.shift(ofRow: indexPath.row, from: drag.from.row, to: drag.destination)) * drag.rowHeight
        }
        cell.opacity = hidden ? 0 : 1
        row.motionLayout().set(shift: shift)
    }

    /// One frame of autoscroll while a row is lifted; returns whether to keep ticking. Each
    /// frame also judges the place again: the rows under a still pointer move as the list
    /// scrolls, and they are laid out anew a frame after it.
    private func autoscrollStep(_ frameTime: Int64) -> Bool {
        guard var drag = rowDrag, drag.isLifted else { return false }
        let elapsed = drag.lastFrameTime.map { Double(frameTime - $0) / 1_000_000 } ?? 0
        drag.lastFrameTime = frameTime
        rowDrag = drag
        showDrag()
        let adjustment = verticalAdjustment
        let value = ReorderMath.autoscrolledValue(
            adjustment.value, lower: adjustment.lower, upper: adjustment.upper, pageSize: adjustment.pageSize,
            pointerY: drag.pointerY, elapsed: elapsed)
        if value != adjustment.value { adjustment.value = value }
        return true
    }

    /// The release: a lifted row moved to another place is moved right after GTK has handled
    /// the release (the row stays drawn where it was dropped until then). Moving it while GTK
    /// still delivers the release would destroy the list's row widget that holds the pointer's
    /// grab, and GTK 4.8 then lost the next click.
    private func rowDragEnded() {
        guard var drag = rowDrag, drag.drop == nil else { return }
        guard drag.isLifted, drag.destination != drag.from.row else {
            endDragDrawing()
            return
        }
        if let tickID = drag.tickID { removeTickCallback(tickID) }
        drag.tickID = nil
        drag.drop = Timeout(milliseconds: 0) { [weak self] in self?.finishDrop() }
        rowDrag = drag
    }

    /// Makes the move of a dropped row, if one waits.
    private func finishDrop() {
        guard let drag = rowDrag, drag.isLifted, drag.drop != nil else { return }
        endDragDrawing()
        userMovedRow(from: drag.from, to: TableIndexPath(row: drag.destination, section: drag.from.section))
    }

    /// Ends a drag with no move: the lifted row goes back to its place (Escape, a menu, a
    /// change of rows).
    package func cancelRowDrag() {
        guard let drag = rowDrag else { return }
        endDragDrawing()
        if drag.isLifted { reorderGesture.reset() }
    }

    /// Ends a drag because the rows change (`deleted`: the lifted row goes), warned, with no move.
    func endRowDragForChange(deleted: Bool) {
        guard let drag = rowDrag, drag.isLifted else {
            cancelRowDrag()
            return
        }
        let row = drag.from.section == 0 ? "row \(drag.from.row)" : "row \(drag.from.row) in section \(drag.from.section)"
        Diagnostics.warn(
            deleted
                ? "\(row) of the recycling table was deleted while it was dragged; the drag ends without a move"
                : "the rows of the recycling table changed while \(row) was dragged; the drag ends without a move")
        cancelRowDrag()
    }

    /// Puts every cell back at rest, removes the copy and forgets the drag.
    private func endDragDrawing() {
        guard let drag = rowDrag else { return }
        rowDrag = nil
        drag.drop?.cancel()
        if let tickID = drag.tickID { removeTickCallback(tickID) }
        guard drag.isLifted else { return }
        listView.removeCSSClass("tabledeck-dragging")
        if let image = drag.image {
            liftedRowLayer.remove(image)
            image.removeCSSClass("tabledeck-lifted")
            image.setSizeRequest()
            image.setHiddenFromAssistiveTechnologies(false)
            pool.enqueue(image, identifier: image.reuseIdentifier)
        }
        for cell in cellsByListItem.values {
            cell.opacity = 1
            cell.parent?.motionLayout().set()
        }
    }

    // MARK: - Tests

    /// The lifted row, while one is.
    package var liftedIndexPath: TableIndexPath? { isDraggingRow ? rowDrag?.from : nil }

    /// Where the lifted row would land now (its row index in its section).
    package var dragDestinationRow: Int? { isDraggingRow ? rowDrag?.destination : nil }

    /// The copy of the lifted row drawn under the pointer.
    package var liftedRowImage: TableViewCell? { isDraggingRow ? rowDrag?.image : nil }

    /// Emits the drag gesture's begin on the middle of the row at `indexPath` (bound now) and
    /// an update `dx` pixels right and `dy` down, as a person's drag does; returns
    /// whether the row is there.
    @discardableResult
    package func emitRowDrag(from indexPath: TableIndexPath, dx: Double = 0, dy: Double) -> Bool {
        guard let cell = boundCell(for: .row(indexPath)), let row = cell.parent, let bounds = row.bounds(relativeTo: listView) else {
            return false
        }
        reorderGesture.emitBegin(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        reorderGesture.emitUpdate(dx: dx, dy: dy)
        return true
    }

    /// Emits a further update of the drag under way, `dy` pixels from where it began.
    package func emitRowDragUpdate(dy: Double) {
        reorderGesture.emitUpdate(dx: rowDrag?.offset.dx ?? 0, dy: dy)
    }

    /// Emits the drag gesture's end.
    package func emitRowDragEnd() {
        reorderGesture.emitEnd(dx: rowDrag?.offset.dx ?? 0, dy: rowDrag?.offset.dy ?? 0)
    }
}
