import TableDeckBridge
import TableDeckModel

/// Draws a recycling table's batch updates (its own, its diffable data source's, or a stack
/// table's `.recycling` backend's), about 200 ms from the frame clock, as ``RowMotionPlan``
/// decides them, through the ``MotionLayout`` of the list's row widget around each cell (so any
/// ``TableViewCell``, its padding and separator move together):
///
/// - a row that stays glides from `from` pixels away to its place;
/// - a new row opens (the row widget unfolds) and fades in when it is first bound, pushing the
///   rows below down;
/// - a deleted row does not fade out, unlike on the stack engine: GTK 4.8's list view destroys
///   its widget at once, so the rows below glide up and close the gap it leaves.
///
/// A row widget bound to another row during the animation (a scroll) is put at rest first; a
/// drag, a reload or a new batch puts every row at rest.
@MainActor
final class RecyclingRowAnimator {
    /// What one row does.
    enum Motion {
        /// Opening and fading in.
        case appear
        /// Drawn `from` pixels lower at first (higher when negative), gliding to its place.
        case glide(from: Double)
    }

    private struct Moving {
        let row: Widget
        let layout: MotionLayout
        let cell: TableViewCell
        let motion: Motion
    }

    private weak var table: RecyclingTableView?
    private var moving: [ObjectIdentity: Moving] = [:]
    /// New rows (ordinals after the batch) that open when they are bound while the batch animates.
    private var toOpen: Set<Int> = []
    private var timing: PageAnimation?
    private var tickID: UInt32?
    private var progress = 0.0
    /// The motions of the last animated batch.
    private(set) var lastPlan = RowMotionPlan.none

    /// An animator for `table`'s rows, on its frame clock.
    init(table: RecyclingTableView) {
        self.table = table
    }

    /// Whether a batch animates now.
    var isAnimating: Bool { tickID != nil }

    /// The motions of `plan` for the rows on screen now, before the table shows the change.
    func motions(of plan: RowBatchPlan) -> RowMotionPlan {
        guard let table else { return .none }
        var frames: [Int: RowMotionPlan.Frame] = [:]
        for cell in table.boundCells {
            guard let indexPath = cell.indexPath, let ordinal = table.layout.ordinal(of: indexPath),
                let extent = table.verticalExtent(of: cell)
            else { continue }
            frames[ordinal] = RowMotionPlan.Frame(top: extent.top, height: extent.bottom - extent.top)
        }
        return RowMotionPlan(plan, frames: frames, screen: 0..<table.verticalAdjustment.pageSize)
    }

    /// Plays `plan` on the table as it is now, after the change: the rows that stay start where
    /// they were, the new ones open as they are bound.
    func play(_ plan: RowMotionPlan) {
        finishAll()
        lastPlan = plan
        guard let table, !plan.isEmpty else { return }
        toOpen = Set(plan.appearing)
        // The rows bound already (while the list model was spliced) open now.
        for cell in table.boundCells {
            open(cell)
        }
        for glide in plan.glides where glide.from != 0 {
            guard let indexPath = table.layout.row(atOrdinal: glide.new), let cell = table.boundCell(for: .row(indexPath)) else {
                continue
            }
            start(cell, .glide(from: glide.from))
        }
        tickID = table.addTickCallback { [weak self] frameTime in
            self?.step(frameTime) ?? false
        }
    }

    /// `cell` was bound to a row (or another item): its row widget stops moving, and opens if
    /// it is a new row of the batch that animates.
    func rowBound(_ cell: TableViewCell) {
        guard let row = cell.parent else { return }
        forget(row)
        open(cell)
    }

    /// Opens `cell`'s row if it is a new row of the animating batch not yet opened.
    private func open(_ cell: TableViewCell) {
        guard let table, !toOpen.isEmpty, let indexPath = cell.indexPath, let ordinal = table.layout.ordinal(of: indexPath),
            toOpen.remove(ordinal) != nil
        else { return }
        start(cell, .appear)
    }

    /// Puts the row widget around `cell` at rest, if it was moving (its cell leaves it).
    func rowUnbound(_ cell: TableViewCell) {
        if let row = cell.parent { forget(row) }
    }

    /// Puts every moving row at rest and forgets the rows still to open.
    func finishAll() {
        if let tickID, let table { table.removeTickCallback(tickID) }
        tickID = nil
        timing = nil
        progress = 0
        toOpen = []
        for entry in moving.values { show(entry, progress: 1) }
        moving = [:]
    }

    private func start(_ cell: TableViewCell, _ motion: Motion) {
        guard let row = cell.parent else { return }
        let entry = Moving(row: row, layout: row.motionLayout(), cell: cell, motion: motion)
        moving[row.identity] = entry
        show(entry, progress: progress)
    }

    private func forget(_ row: Widget) {
        guard let entry = moving.removeValue(forKey: row.identity) else { return }
        show(entry, progress: 1)
    }

    private func step(_ frameTime: Int64) -> Bool {
        let timing = self.timing ?? PageAnimation(from: 0, to: 1, startTime: frameTime, duration: StackTableRowAnimator.duration)
        self.timing = timing
        guard !timing.isFinished(at: frameTime) else {
            // The tick callback ends with this frame: it is not removed again.
            tickID = nil
            finishAll()
            return false
        }
        progress = timing.position(at: frameTime)
        for entry in moving.values { show(entry, progress: progress) }
        return true
    }

    private func show(_ entry: Moving, progress: Double) {
        switch entry.motion {
        case .appear:
            entry.cell.opacity = progress
            entry.layout.set(reveal: progress)
        case .glide(let from):
            entry.layout.set(shift: progress >= 1 ? 0 : from * (1 - progress))
        }
    }
}
