/// How the rows in view move when a batch changes a table: the one decision every engine draws
/// (the stack engine fading and pinning row widgets, the recycling engine shifting and opening
/// the list's rows).
///
/// It is made from a checked batch (``RowBatchPlan``, over ordinals), where the rows in view were
/// before the batch, and the screen's extent, all in one coordinate space. "In view" is the
/// screen and a screenful below it: rows there glide up into sight when rows on screen leave.
///
/// - Deleted rows in view **leave** from where they were.
/// - Rows in view that stay (kept or moved, not reloaded) **glide** from where they were. Each
///   glide also says how far below its new place the row starts (`from`), as far as the rows of
///   known height tell: the rows in view that left from above it, less those that arrived above
///   it. Inserted rows are not counted there (their height is known only once laid out): an
///   engine that opens new rows from nothing lets them push the rows below.
/// - Inserted rows from the first row on screen down to the first row that stays below the view
///   **appear**.
///
/// Rows that change above the first row on screen move nothing: both engines keep the rows on
/// screen still there (anchored on the first row on screen that stays, ``RowBatchPlan/firstKept(atOrAfter:)``).
/// With no row on screen, a batch that only reloads rows, or changes out of view, nothing moves.
package struct RowMotionPlan: Equatable, Sendable {
    /// Where a row is drawn: its top and height, in the coordinates of the screen's extent.
    package typealias Frame = ReorderMath.Span

    /// A deleted row in view: `old` is its ordinal before the batch, `frame` where it was.
    package struct Leave: Equatable, Sendable {
        package var old: Int
        package var frame: Frame
    }

    /// A row in view that stays: from ordinal `old` (drawn at `frame`) to ordinal `new`, starting
    /// `from` pixels below its new place (above it when negative).
    package struct Glide: Equatable, Sendable {
        package var old: Int
        package var new: Int
        package var frame: Frame
        package var from: Double
    }

    /// Deleted rows in view, by ascending `old`.
    package let leaving: [Leave]
    /// Rows in view that stay, by ascending `new`.
    package let glides: [Glide]
    /// Inserted rows (ordinals after the batch) that come into view, ascending.
    package let appearing: [Int]

    /// Nothing moves.
    package static let none = RowMotionPlan(leaving: [], glides: [], appearing: [])

    private init(leaving: [Leave], glides: [Glide], appearing: [Int]) {
        self.leaving = leaving
        self.glides = glides
        self.appearing = appearing
    }

    /// Whether no row moves.
    package var isEmpty: Bool { leaving.isEmpty && glides.isEmpty && appearing.isEmpty }

    /// The motions of the rows of `frames` (ordinal before the batch → where it is drawn; rows
    /// not given are taken to be out of view) when `plan` changes the table and `screen` is the
    /// part shown, all in one coordinate space.
    package init(_ plan: RowBatchPlan, frames: [Int: Frame], screen: Range<Double>) {
        let extent = screen.upperBound - screen.lowerBound
        let view = screen.lowerBound..<(screen.upperBound + extent)
        let inView = frames.filter { row, frame in
            row >= 0 && row < plan.oldCount && frame.bottom > view.lowerBound && frame.top < view.upperBound
        }
        let onScreen = inView.filter { $0.value.bottom > screen.lowerBound && $0.value.top < screen.upperBound }
        guard extent > 0, !(plan.removals.isEmpty && plan.additions.isEmpty), let first = onScreen.keys.min(),
            let last = inView.keys.max()
        else {
            self = .none
            return
        }
        let boundary = plan.firstKept(atOrAfter: first)
        // Below the view: the first row that stays in its order (moved rows may land anywhere).
        let below = (last + 1..<plan.oldCount).lazy.first { !RowBatchPlan.contains(plan.removals, $0) }
        let limit = below.flatMap(plan.newIndex(ofOld:)) ?? plan.newCount
        var leaving: [Leave] = []
        // Every row in view that stays, new index and height, for what arrives above a row.
        var staying: [(old: Int, new: Int, frame: Frame)] = []
        for (old, frame) in inView.sorted(by: { $0.key < $1.key }) {
            if let new = plan.newIndex(ofOld: old) {
                staying.append((old, new, frame))
            } else {
                leaving.append(Leave(old: old, frame: frame))
            }
        }
        let reloads = Set(plan.reloads)
        var glides: [Glide] = []
        for row in staying where !reloads.contains(row.old) {
            // Rows that were above it in view and are not any more (deleted, moved below it or
            // above the anchor), less rows from below it in view that are now above it.
            var left = 0.0
            for other in inView where other.key < row.old {
                let new = plan.newIndex(ofOld: other.key)
                if new.map({ $0 > row.new || $0 < boundary }) ?? true { left += other.value.height }
            }
            var arrived = 0.0
            for other in staying where other.old > row.old && other.new < row.new && other.new >= boundary {
                arrived += other.frame.height
            }
            glides.append(Glide(old: row.old, new: row.new, frame: row.frame, from: left - arrived))
        }
        glides.sort { $0.new < $1.new }
        let window = boundary..<max(boundary, limit)
        let appearing = plan.insertions[RowBatchPlan.countBelow(plan.insertions, window.lowerBound)...].prefix { window.contains($0) }
        // Nothing leaves, appears or glides any distance: the changes are out of view.
        guard !leaving.isEmpty || !appearing.isEmpty || glides.contains(where: { $0.from != 0 }) else {
            self = .none
            return
        }
        self.init(leaving: leaving, glides: glides, appearing: Array(appearing))
    }
}

extension RowBatchPlan {
    /// The index after the batch of the first row at or after `old` (an index before it) that
    /// is not deleted; ``newCount`` when there is none. The rows on screen stay still around the
    /// first row on screen that stays: changes above it are above the screen.
    package func firstKept(atOrAfter old: Int) -> Int {
        (max(0, old)..<oldCount).lazy.compactMap(newIndex(ofOld:)).first ?? newCount
    }
}

extension ReorderMath.Span {
    /// The row's bottom.
    package var bottom: Double { top + height }
}
