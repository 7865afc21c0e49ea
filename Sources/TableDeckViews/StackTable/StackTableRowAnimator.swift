import TableDeckBridge
import TableDeckModel

/// Animates a stack table's batch updates on screen, about 200 ms from the frame clock: rows
/// that stay glide from where they were to where they are now, inserted rows fade in sliding
/// down a little, and deleted rows fade out where they were while the rows below close the gap
/// (they take no space from the first frame, so the layout is final at once and only drawing
/// moves). One tick callback drives every row; rows off screen never move.
///
/// A new batch or a reload first finishes the running animation, so rows never stack motions.
@MainActor
final class StackTableRowAnimator {
    /// How long a batch animates, in microseconds of frame time.
    static let duration: Int64 = 200_000
    /// How far an inserted row slides down while it fades in, in pixels.
    static let slideDistance = 12.0

    /// What one row does during the animation.
    enum Motion {
        /// A row that stays: drawn from its old top (`from`, column coordinates) to its place.
        case glide(from: Double)
        /// A new row: fades in, sliding down into place.
        case appear
        /// A deleted row: stays drawn at its old top while it fades out, then leaves the column.
        case leave(from: Double)
    }

    /// The widget whose frame clock drives the motions.
    private weak var host: Widget?
    private var box: RowsBox?
    private var rows: [(row: Widget, motion: Motion)] = []
    /// The opacity each fading row had before it began to fade (a row view's own, set by its
    /// delegate), by the row's identity: a fade ends there, not at full opacity.
    private var restingOpacity: [ObjectIdentity: Double] = [:]
    private var timing: PageAnimation?
    private var tickID: UInt32?

    init(host: Widget) {
        self.host = host
    }

    /// The motions of the last batch (``RowMotionPlan/none`` when it did not animate); set by
    /// the engine, which draws them through this animator.
    var lastPlan = RowMotionPlan.none

    /// Whether rows are moving now.
    var isAnimating: Bool { !rows.isEmpty }

    /// Starts `motions` on rows of `box`, drawn at their first frame before anything is shown.
    func animate(_ motions: [(row: Widget, motion: Motion)], in box: RowsBox) {
        finishAll()
        guard !motions.isEmpty, let host else { return }
        self.box = box
        rows = motions
        restingOpacity = Dictionary(motions.map { ($0.row.identity, $0.row.opacity) }, uniquingKeysWith: { first, _ in first })
        show(progress: 0)
        tickID = host.addTickCallback { [weak self] frameTime in
            self?.step(frameTime) ?? false
        }
    }

    /// Puts every moving row at its end state at once (deleted rows leave the column).
    func finishAll() {
        if let tickID, let host { host.removeTickCallback(tickID) }
        tickID = nil
        guard !rows.isEmpty else { return }
        show(progress: 1)
        rows = []
        timing = nil
        box = nil
    }

    private func step(_ frameTime: Int64) -> Bool {
        let timing = self.timing ?? PageAnimation(from: 0, to: 1, startTime: frameTime, duration: Self.duration)
        self.timing = timing
        if timing.isFinished(at: frameTime) {
            tickID = nil
            show(progress: 1)
            rows = []
            self.timing = nil
            box = nil
            return false
        }
        show(progress: timing.position(at: frameTime))
        return true
    }

    /// Draws every moving row at eased progress `progress` (0 … 1); at 1, at rest.
    private func show(progress: Double) {
        guard let box else { return }
        let remaining = 1 - progress
        for (row, motion) in rows {
            let resting = restingOpacity[row.identity] ?? 1
            switch motion {
            case .glide(let from):
                if progress >= 1 {
                    box.setMotion(of: row)
                } else {
                    box.setMotion(of: row, pinnedTop: from, fraction: remaining)
                }
            case .appear:
                row.opacity = resting * progress
                box.setMotion(of: row, shift: progress >= 1 ? 0 : -Self.slideDistance * remaining)
            case .leave(let from):
                if progress >= 1 {
                    box.remove(row)
                } else {
                    row.opacity = resting * remaining
                    box.setMotion(of: row, pinnedTop: from, fraction: 1, reveal: 0)
                }
            }
        }
    }
}
