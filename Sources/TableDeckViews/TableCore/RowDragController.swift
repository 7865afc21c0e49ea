import TableDeckBridge
import TableDeckModel

/// Drag to reorder, the same on every engine: a vertical drag on a row the source lets move
/// lifts it once past GTK's drag threshold (``ReorderMath/liftsRow(dx:dy:threshold:)``); its
/// press is cancelled, so it is no click, and a mostly horizontal drag is left to the swipe
/// actions, a short one to the press. The lifted row follows the pointer, drawn raised
/// (`tabledeck-lifted`); the rows and section titles between its place and where it would land
/// are drawn one row further to make room (a motion, no layout change); near the top or bottom
/// of the view the list scrolls (``ReorderMath/autoscrollSpeed(pointerY:viewportHeight:)``).
/// Releasing drops it there, Escape puts it back.
///
/// Where it lands is judged from the headers, rows and footers laid out now
/// (``ReorderMath/destination(ofLifted:middle:known:in:)``: a recycling engine lays out the
/// items near the screen only), in its own section or another (an empty one too, over its
/// titles), as UIKit's editing mode does. Each new place the pointer proposes is put to the
/// source (``ReorderController/target(from:proposed:)``, UIKit's
/// `targetIndexPathForMoveFromRowAt`), and the room is made where it answers, so the row lands
/// where the user sees room for it. The move is made right after GTK has
/// handled the release (the row stays drawn where it was dropped until then): moving it while
/// GTK still delivers the release would destroy the recycled row widget that holds the
/// pointer's grab, and GTK 4.8 then lost the next click. The ``ReorderController`` makes it.
///
/// Rows that change during a drag (a reload, a batch update) end it without a move, warned.
/// The engine only draws: lifts a row, puts it at a height with the others making room, and
/// puts everything back (``TableEngine``).
@MainActor
final class RowDragController: TableBehavior {
    private unowned let core: TableCore
    /// The drag gesture that lifts rows, on the engine's input widget.
    let gesture = DragGesture()
    /// The drag under way, from the press on.
    private(set) var drag: RowDragState?

    init(core: TableCore) {
        self.core = core
    }

    /// Puts the drag gesture on the engine's rows.
    func install() {
        guard let engine = core.engine else { return }
        gesture.onBegin { [weak self] x, y in self?.began(x: x, y: y) }
        gesture.onUpdate { [weak self] dx, dy in self?.moved(dx: dx, dy: dy) }
        gesture.onEnd { [weak self] _, _ in self?.ended() }
        gesture.onCancel { [weak self] in self?.cancel() }
        engine.inputWidget.addController(gesture)
        // A table leaving the screen (a screen switch, its window closing) puts the row back.
        engine.tableWidget.onUnmap { [weak self] in self?.cancel() }
    }

    /// Whether a row is lifted now (and not yet dropped).
    var isLifted: Bool { drag?.isLifted == true && drag?.drop == nil }

    /// The lifted row, while one is.
    var liftedRow: TableIndexPath? { isLifted ? drag?.from : nil }

    /// Where the lifted row would land now (its index path after the move).
    var destination: TableIndexPath? { isLifted ? drag?.destination : nil }

    func perform(_ command: TableCommand) -> Bool {
        guard command == .escape, isLifted else { return false }
        cancel()
        return true
    }

    func rowsWillChange(deleting isDeleted: (TableIndexPath) -> Bool) {
        guard let drag, drag.isLifted else {
            cancel()
            return
        }
        let row = drag.from.section == 0 ? "row \(drag.from.row)" : "row \(drag.from.row) in section \(drag.from.section)"
        Diagnostics.warn(
            isDeleted(drag.from)
                ? "\(row) of \(core.tableName) was deleted while it was dragged; the drag ends without a move"
                : "the rows of \(core.tableName) changed while \(row) was dragged; the drag ends without a move")
        cancel()
    }

    /// Ends a drag with no move: the lifted row goes back to its place (Escape, a menu, a
    /// change of rows).
    func cancel() {
        guard let drag else { return }
        endDrawing()
        if drag.isLifted { gesture.reset() }
    }

    // MARK: - The gesture

    private func began(x: Double, y: Double) {
        finishDrop()
        cancel()
        guard let engine = core.engine, let indexPath = engine.row(atX: x, y: y),
            let span = engine.restingItemSpans()[.row(indexPath)]
        else { return }
        drag = RowDragState(from: indexPath, startY: y, grabOffset: y - span.top)
    }

    private func moved(dx: Double, dy: Double) {
        guard var drag else { return }
        drag.offset = (dx, dy)
        self.drag = drag
        if !drag.isLifted {
            guard ReorderMath.liftsRow(dx: dx, dy: dy), core.reorder.canMoveRow(at: drag.from) else { return }
            lift()
        }
        show()
    }

    /// Lifts the drag's row: claims the pointer (no press, no pressed look), has the engine draw
    /// it raised, moves the cursor to it and starts the autoscroll.
    private func lift() {
        guard var drag, let engine = core.engine, let span = engine.restingItemSpans()[.row(drag.from)], engine.liftRow(drag.from)
        else { return }
        gesture.claim()
        drag.isLifted = true
        drag.rowHeight = span.height
        drag.proposed = drag.from
        drag.destination = drag.from
        engine.focusRow(drag.from, reveal: false, movingUp: false)
        drag.tickID = engine.tableWidget.addTickCallback { [weak self] frameTime in
            self?.autoscrollStep(frameTime) ?? false
        }
        self.drag = drag
    }

    /// Draws the lifted row under the pointer and the others where they make room.
    private func show() {
        guard var drag, drag.isLifted, drag.drop == nil, let engine = core.engine else { return }
        let middle = drag.liftedTop + drag.rowHeight / 2
        let proposed =
            ReorderMath.destination(ofLifted: drag.from, middle: middle, known: engine.restingItemSpans(), in: core.layout) ?? drag.from
        if proposed != drag.proposed {
            drag.proposed = proposed
            drag.destination = proposed == drag.from ? proposed : core.reorder.target(from: drag.from, proposed: proposed)
        }
        self.drag = drag
        engine.drawLiftedRow(drag.from, top: drag.liftedTop, destination: drag.destination, rowHeight: drag.rowHeight)
    }

    /// One frame of autoscroll while a row is lifted; returns whether to keep ticking. Each
    /// frame also judges the place again: the rows under a still pointer move as the list
    /// scrolls, and a recycling list lays them out a frame after it.
    private func autoscrollStep(_ frameTime: Int64) -> Bool {
        guard var drag, drag.isLifted, let engine = core.engine else { return false }
        let elapsed = drag.lastFrameTime.map { Double(frameTime - $0) / 1_000_000 } ?? 0
        drag.lastFrameTime = frameTime
        self.drag = drag
        show()
        let adjustment = engine.scrollAdjustment
        let value = ReorderMath.autoscrolledValue(
            adjustment.value, lower: adjustment.lower, upper: adjustment.upper, pageSize: adjustment.pageSize,
            pointerY: drag.pointerY, elapsed: elapsed)
        if value != adjustment.value { adjustment.value = value }
        return true
    }

    /// The release: a lifted row moved to another place is moved once GTK has handled the
    /// release.
    private func ended() {
        guard var drag, drag.drop == nil else { return }
        guard drag.isLifted, drag.destination != drag.from else {
            endDrawing()
            return
        }
        if let tickID = drag.tickID { core.engine?.tableWidget.removeTickCallback(tickID) }
        drag.tickID = nil
        drag.drop = Timeout(milliseconds: 0) { [weak self] in self?.finishDrop() }
        self.drag = drag
    }

    /// Makes the move of a dropped row, if one waits.
    private func finishDrop() {
        guard let drag, drag.isLifted, drag.drop != nil else { return }
        endDrawing()
        core.reorder.moveRow(from: drag.from, to: drag.destination, animated: false)
    }

    /// Puts every row back at rest and forgets the drag.
    private func endDrawing() {
        guard let drag else { return }
        self.drag = nil
        drag.drop?.cancel()
        if let tickID = drag.tickID { core.engine?.tableWidget.removeTickCallback(tickID) }
        if drag.isLifted { core.engine?.endLift(drag.from) }
    }

    // MARK: - Tests

    /// Emits the gesture's begin on the middle of the row at `indexPath` (laid out now) and an
    /// update `dx` pixels right and `dy` down, as a person's drag does; returns whether the row
    /// is there.
    @discardableResult
    func emitDrag(from indexPath: TableIndexPath, dx: Double, dy: Double) -> Bool {
        guard let engine = core.engine, let row = engine.rowWidget(for: indexPath),
            let bounds = row.bounds(relativeTo: engine.inputWidget)
        else { return false }
        gesture.emitBegin(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2)
        gesture.emitUpdate(dx: dx, dy: dy)
        return true
    }

    /// Emits a further update of the drag under way, `dy` pixels from where it began.
    func emitUpdate(dy: Double) {
        gesture.emitUpdate(dx: drag?.offset.dx ?? 0, dy: dy)
    }

    /// Emits the gesture's end.
    func emitEnd() {
        gesture.emitEnd(dx: drag?.offset.dx ?? 0, dy: drag?.offset.dy ?? 0)
    }
}

/// A vertical drag on a row: pending until it passes GTK's drag threshold, then lifted.
/// Coordinates are those of the engine's input widget, which does not move when the list
/// scrolls, so the pointer's place needs no scroll offset.
struct RowDragState {
    /// The row pressed, by its index path when the drag began.
    let from: TableIndexPath
    /// Where the press began.
    let startY: Double
    /// How far below the row's top the press began (the lifted row keeps the pointer there).
    let grabOffset: Double
    /// Whether the row is lifted (past the threshold and movable).
    var isLifted = false
    /// The row's height when it was lifted.
    var rowHeight = 0.0
    /// The place the pointer proposes now, and where the row would land (the source's answer
    /// for it); both index paths after the move.
    var proposed: TableIndexPath
    var destination: TableIndexPath
    /// The pointer's last offset from where the press began.
    var offset = (dx: 0.0, dy: 0.0)
    /// The autoscroll's tick callback and the last frame time it saw.
    var tickID: UInt32?
    var lastFrameTime: Int64?
    /// The move waiting to be made once GTK has handled the release that dropped the row.
    var drop: Timeout?

    init(from: TableIndexPath, startY: Double, grabOffset: Double) {
        self.from = from
        self.startY = startY
        self.grabOffset = grabOffset
        proposed = from
        destination = from
    }

    /// The pointer's height now.
    var pointerY: Double { startY + offset.dy }

    /// The top of the lifted row now.
    var liftedTop: Double { pointerY - grabOffset }
}
