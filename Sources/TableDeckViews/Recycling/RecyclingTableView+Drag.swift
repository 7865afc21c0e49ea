import TableDeckBridge
import TableDeckModel

/// Drag to reorder on the recycling engine: the core's ``RowDragController`` decides; this
/// draws.
///
/// GtkListView draws its rows in their order and recycles them as they scroll away, so the row
/// itself cannot be the one drawn over the others under the pointer: its cell is hidden and a
/// copy of it, made by the data source as for any row
/// (``RecyclingTableViewDataSource/tableView(_:cellForRowAt:)``), is drawn raised
/// (`tabledeck-lifted`) on a layer over the list. The rows and titles that make room are the
/// list's row widgets, whose cells are drawn one row further (a motion, no layout change); rows bound
/// while the list autoscrolls are drawn where the drag needs them as they are bound.
extension RecyclingTableView {
    /// Sets up the layer the lifted row's copy is drawn on.
    func installLiftedRowLayer() {
        liftedRowLayer.canTarget = false
        liftedRowLayer.clipsChildren()
        liftedRowLayer.setHiddenFromAssistiveTechnologies(true)
        liftedRowLayer.addCSSClass("tabledeck-lifted-row-layer")
    }

    var scrollAdjustment: Adjustment { verticalAdjustment }

    func restingItemSpans() -> [TableItem: ReorderMath.Span] {
        var known: [TableItem: ReorderMath.Span] = [:]
        for cell in cellsByListItem.values {
            guard let item = cell.item, let extent = verticalExtent(of: cell) else { continue }
            known[item] = ReorderMath.Span(top: extent.top, height: extent.bottom - extent.top)
        }
        return known
    }

    /// Draws the row's cell hidden and a copy of it raised over the list.
    func liftRow(_ indexPath: TableIndexPath) -> Bool {
        guard let cell = boundCell(for: .row(indexPath)), let row = cell.parent, let bounds = row.bounds(relativeTo: listView),
            let position = layout.position(of: .row(indexPath))
        else { return false }
        // A lifted row is drawn at rest: a batch's motions end first.
        rowAnimator.finishAll()
        let image = makeLiftedImage(of: indexPath, width: bounds.width, height: bounds.height)
        lifted = LiftedRowDrawing(
            from: indexPath, rowX: bounds.x, rowHeight: bounds.height, destination: indexPath, positions: (position, position), image: image
        )
        // The row widgets stay where they are while their cells make room: none of them is
        // drawn hovered or pressed, as none is under the pointer as the user sees it.
        listView.addCSSClass("tabledeck-dragging")
        restyleCellsForDrag()
        return true
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

    func drawLiftedRow(_ indexPath: TableIndexPath, top: Double, destination: TableIndexPath, rowHeight: Double) {
        guard var drawing = lifted else { return }
        if let image = drawing.image, let origin = listView.translate(x: drawing.rowX, y: top, to: liftedRowLayer) {
            liftedRowLayer.move(image, x: origin.x, y: origin.y)
        }
        guard destination != drawing.destination,
            let positions = ReorderMath.positions(ofMoveFrom: indexPath, to: destination, in: layout)
        else { return }
        drawing.destination = destination
        drawing.positions = positions
        lifted = drawing
        restyleCellsForDrag()
    }

    /// Draws every bound cell as the drag needs it now.
    private func restyleCellsForDrag() {
        for cell in cellsByListItem.values { styleForDrag(cell) }
    }

    /// Draws `cell` as the drag needs it (called as rows are bound during a drag too): the
    /// lifted row's cell hidden, the headers, rows and footers between its place and where it
    /// would land drawn one row further, every other at rest.
    func styleForDrag(_ cell: TableViewCell) {
        guard let row = cell.parent else { return }
        // While a row is lifted, no row takes the pointer; the list (whose drag gesture moves
        // the row) does. An autoscroll takes the pressed row far off screen and the list unmaps
        // its widget; GTK then drops the press's implicit grab and picks the widget under the
        // pointer, another row's, which it never marked pressed, and GTK 4.18 warns at the
        // release ("Broken accounting of active state"). The list is an ancestor of the press.
        row.canTarget = lifted == nil
        guard let drawing = lifted else { return }
        var shift = 0.0
        if let item = cell.item, let position = layout.position(of: item) {
            shift = Double(ReorderMath.shift(ofRow: position, from: drawing.positions.from, to: drawing.positions.to)) * drawing.rowHeight
        }
        cell.opacity = cell.item == .row(drawing.from) ? 0 : 1
        row.motionLayout().set(shift: shift)
    }

    var liftedRowView: Widget? { lifted?.image }

    /// Puts every cell back at rest and removes the copy.
    func endLift(_ indexPath: TableIndexPath) {
        guard let drawing = lifted else { return }
        lifted = nil
        listView.removeCSSClass("tabledeck-dragging")
        if let image = drawing.image {
            liftedRowLayer.remove(image)
            image.removeCSSClass("tabledeck-lifted")
            image.setSizeRequest()
            image.setHiddenFromAssistiveTechnologies(false)
            pool.enqueue(image, identifier: image.reuseIdentifier)
        }
        for cell in cellsByListItem.values {
            cell.opacity = 1
            cell.parent?.motionLayout().set()
            cell.parent?.canTarget = true
        }
    }

    // MARK: - Tests

    /// Whether a row is lifted now (and not yet dropped).
    package var isDraggingRow: Bool { core.rowDrag.isLifted }

    /// Ends a drag with no move.
    package func cancelRowDrag() { core.rowDrag.cancel() }

    /// The lifted row, while one is.
    package var liftedIndexPath: TableIndexPath? { core.rowDrag.liftedRow }

    /// Where the lifted row would land now (its index path after the move).
    package var dragDestination: TableIndexPath? { core.rowDrag.destination }

    /// The copy of the lifted row drawn under the pointer.
    package var liftedRowImage: TableViewCell? { isDraggingRow ? lifted?.image : nil }

    /// Emits the drag gesture's begin on the middle of the row at `indexPath` (bound now) and
    /// an update `dx` pixels right and `dy` down, as a person's drag does; returns
    /// whether the row is there.
    @discardableResult
    package func emitRowDrag(from indexPath: TableIndexPath, dx: Double = 0, dy: Double) -> Bool {
        core.rowDrag.emitDrag(from: indexPath, dx: dx, dy: dy)
    }

    /// Emits a further update of the drag under way, `dy` pixels from where it began.
    package func emitRowDragUpdate(dy: Double) {
        core.rowDrag.emitUpdate(dy: dy)
    }

    /// Emits the drag gesture's end.
    package func emitRowDragEnd() {
        core.rowDrag.emitEnd()
    }
}

/// What a recycling table draws of a lifted row: its copy over the list, and where the rows
/// make room.
@MainActor
struct LiftedRowDrawing {
    /// The lifted row.
    let from: TableIndexPath
    /// The row's left edge and height when it was lifted (the list's coordinates).
    let rowX: Double
    let rowHeight: Double
    /// Where the rows make room now (the row's index path after the move), and the list
    /// positions that move spans (``ReorderMath/positions(ofMoveFrom:to:in:)``).
    var destination: TableIndexPath
    var positions: (from: Int, to: Int)
    /// The copy drawn under the pointer, if the data source made one.
    let image: TableViewCell?
}
