import TableDeckBridge
import TableDeckModel

/// Animates the `.recycling` backend's batch updates on screen, about 200 ms from the frame
/// clock, through each recycled cell's ``MotionLayout``: inserted rows open and fade in while
/// the rows below slide down. GTK 4.8's list view destroys a deleted row's widget at once and
/// lays its rows out itself, so deletions and moves are not animated here.
///
/// A cell bound to another row during the animation (a scroll) is put at rest first.
@MainActor
final class RecycledRowAnimator {
    /// What one cell does.
    enum Motion {
        /// Opening and fading in.
        case appear
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
        }
    }
}
