import TableDeckBridge
import TableDeckModel

/// Animates the `.recycling` backend's batch updates on screen, about 200 ms from the frame
/// clock, through ``MotionLayout``s: inserted rows open and fade in (the cell's own layout)
/// while the rows below slide down, and the rows below a deleted row glide up into its place
/// from where they were (the layout of the list's row around the cell, so the cell's padding
/// and separator move with it). GTK 4.8's list view destroys a deleted row's widget at once, so
/// the deleted row itself does not fade: the gap it leaves closes.
///
/// A cell bound to another row during the animation (a scroll) is put at rest first.
@MainActor
final class RecycledRowAnimator {
    /// What one cell does.
    enum Motion {
        /// Opening and fading in.
        case appear
        /// Drawn `from` pixels lower at first, gliding to its place.
        case glide(from: Double)
    }

    private weak var host: Widget?
    private var cells: [ObjectIdentity: (cell: TableViewCell, layout: MotionLayout, motion: Motion)] = [:]
    private var timing: PageAnimation?
    private var tickID: UInt32?

    /// An animator whose frame clock is `host`'s (the table).
    init(host: Widget) {
        self.host = host
    }

    /// Whether cells are moving now.
    var isAnimating: Bool { !cells.isEmpty }

    /// Sets `cell` moving (restarting the clock when nothing moved); drawn at its first frame now.
    func start(_ cell: TableViewCell, layout: MotionLayout, motion: Motion) {
        cells[cell.identity] = (cell, layout, motion)
        show(cell, layout, motion, progress: timing == nil ? 0 : currentProgress)
        guard tickID == nil, let host else { return }
        tickID = host.addTickCallback { [weak self] frameTime in
            self?.step(frameTime) ?? false
        }
    }

    /// Puts `cell` at rest, if it was moving (it is being bound to another row).
    func forget(_ cell: TableViewCell) {
        guard let entry = cells.removeValue(forKey: cell.identity) else { return }
        show(entry.cell, entry.layout, entry.motion, progress: 1)
    }

    /// Puts every moving cell at rest.
    func finishAll() {
        if let tickID, let host { host.removeTickCallback(tickID) }
        tickID = nil
        timing = nil
        for entry in cells.values { show(entry.cell, entry.layout, entry.motion, progress: 1) }
        cells = [:]
    }

    private var currentProgress = 0.0

    private func step(_ frameTime: Int64) -> Bool {
        let timing = self.timing ?? PageAnimation(from: 0, to: 1, startTime: frameTime, duration: StackTableRowAnimator.duration)
        self.timing = timing
        if timing.isFinished(at: frameTime) || cells.isEmpty {
            tickID = nil
            self.timing = nil
            for entry in cells.values { show(entry.cell, entry.layout, entry.motion, progress: 1) }
            cells = [:]
            return false
        }
        currentProgress = timing.position(at: frameTime)
        for entry in cells.values { show(entry.cell, entry.layout, entry.motion, progress: currentProgress) }
        return true
    }

    private func show(_ cell: TableViewCell, _ layout: MotionLayout, _ motion: Motion, progress: Double) {
        switch motion {
        case .appear:
            cell.opacity = progress
            layout.set(reveal: progress)
        case .glide(let from):
            layout.set(shift: progress >= 1 ? 0 : from * (1 - progress))
        }
    }
}
