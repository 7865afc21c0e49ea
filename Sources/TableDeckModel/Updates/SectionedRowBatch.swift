/// The row changes of a table in sections, by index path, in UIKit's terms: deletions, reloads
/// and move sources are index paths *before* the batch; insertions and move destinations are
/// index paths *after* it. Each section follows ``RowBatch``'s rules; a move between sections
/// is, in each section's changes, a deletion and an insertion, and one move across the table.
///
/// ``plan(oldCounts:newCounts:)`` checks the batch against each section's row count before and
/// after it. Sections are not inserted or deleted by a row batch.
package struct SectionedRowBatch: Equatable, Sendable {
    /// A row that moves from `from` (before the batch) to `to` (after it).
    package struct Move: Equatable, Hashable, Sendable {
        /// The row's index path before the batch.
        package var from: TableIndexPath
        /// The row's index path after the batch.
        package var to: TableIndexPath

        /// A move from `from` to `to`.
        package init(from: TableIndexPath, to: TableIndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Rows removed, by their index path before the batch.
    package var deletions: [TableIndexPath] = []
    /// Rows added, by their index path after the batch.
    package var insertions: [TableIndexPath] = []
    /// Rows moved.
    package var moves: [Move] = []
    /// Rows whose content changed, by their index path before the batch.
    package var reloads: [TableIndexPath] = []

    /// A batch of the changes given.
    package init(
        deletions: [TableIndexPath] = [], insertions: [TableIndexPath] = [], moves: [Move] = [], reloads: [TableIndexPath] = []
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
    }

    /// Whether the batch changes nothing.
    package var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// Adds `other`'s changes to this batch (a batch opened inside a batch joins it).
    package mutating func append(_ other: SectionedRowBatch) {
        deletions += other.deletions
        insertions += other.insertions
        moves += other.moves
        reloads += other.reloads
    }

    /// A checked batch: what changes in each section, and across the whole table.
    package struct Plan: Equatable, Sendable {
        /// The changes of each section that changes, by section.
        package let sections: [Int: RowBatchPlan]
        /// The same changes over the rows of the whole table counted in order (their ordinals,
        /// headers left out): where each row goes, for the selection and the cursor.
        package let ordinals: RowBatchPlan
        /// Each section's row count after the batch.
        package let newCounts: [Int]

        /// A plan of the changes given.
        package init(sections: [Int: RowBatchPlan], ordinals: RowBatchPlan, newCounts: [Int]) {
            self.sections = sections
            self.ordinals = ordinals
            self.newCounts = newCounts
        }

        /// The index path after the batch of the row at `indexPath` before it (`nil`: deleted),
        /// given each section's count before the batch.
        package func newIndexPath(ofOld indexPath: TableIndexPath, oldCounts: [Int]) -> TableIndexPath? {
            guard indexPath.section >= 0, indexPath.section < oldCounts.count else { return nil }
            let old = oldCounts[..<indexPath.section].reduce(0, +) + indexPath.row
            guard let new = ordinals.newIndex(ofOld: old) else { return nil }
            var start = 0
            for (section, count) in newCounts.enumerated() {
                if new < start + count { return TableIndexPath(row: new - start, section: section) }
                start += count
            }
            return nil
        }
    }

    /// A problem with a batch: what it is, and whether the table can still apply the batch.
    package struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, for a warning.
        package let description: String
        /// Whether the table can apply the batch anyway (it drops duplicates).
        package let isRecoverable: Bool
    }

    /// Checks the batch against `oldCounts` (each section's rows before the batch) and
    /// `newCounts` (after it). Returns the plan (`nil` when a problem is not recoverable: the
    /// table must reload whole) and the problems found.
    package func plan(oldCounts: [Int], newCounts: [Int]) -> (plan: Plan?, problems: [Problem]) {
        guard oldCounts.count == newCounts.count else {
            let text =
                "the number of sections changed from \(oldCounts.count) to \(newCounts.count); a row update cannot insert or delete sections"
            return (nil, [Problem(description: text, isRecoverable: false)])
        }
        var problems: [Problem] = []
        let outside = { (paths: [TableIndexPath], kind: String, counts: [Int]) in
            if let bad = paths.first(where: { $0.section < 0 || $0.section >= counts.count }) {
                problems.append(
                    Problem(description: "\(kind) names section \(bad.section), which the table does not have", isRecoverable: false))
            }
        }
        outside(deletions + reloads + moves.map(\.from), "a change before the update", oldCounts)
        outside(insertions + moves.map(\.to), "a change after the update", newCounts)
        guard problems.isEmpty else { return (nil, problems) }
        var sections: [Int: RowBatchPlan] = [:]
        for section in oldCounts.indices {
            var batch = RowBatch(
                deletions: deletions.filter { $0.section == section }.map(\.row),
                insertions: insertions.filter { $0.section == section }.map(\.row),
                reloads: reloads.filter { $0.section == section }.map(\.row))
            for move in moves {
                if move.from.section == section && move.to.section == section {
                    batch.moves.append(RowBatch.Move(from: move.from.row, to: move.to.row))
                } else if move.from.section == section {
                    batch.deletions.append(move.from.row)
                } else if move.to.section == section {
                    batch.insertions.append(move.to.row)
                }
            }
            guard !batch.isEmpty || oldCounts[section] != newCounts[section] else { continue }
            let (plan, found) = batch.plan(oldCount: oldCounts[section], newCount: newCounts[section])
            problems += found.map { Problem(description: "section \(section): \($0)", isRecoverable: $0.isRecoverable) }
            if let plan { sections[section] = plan }
        }
        guard problems.allSatisfy(\.isRecoverable) else { return (nil, problems) }
        let ordinals = ordinalPlan(oldCounts: oldCounts, newCounts: newCounts)
        guard let ordinals else {
            return (nil, problems + [Problem(description: "its changes across sections do not add up", isRecoverable: false)])
        }
        return (Plan(sections: sections, ordinals: ordinals, newCounts: newCounts), problems)
    }

    /// The batch over ordinals (rows counted across sections, headers left out).
    private func ordinalPlan(oldCounts: [Int], newCounts: [Int]) -> RowBatchPlan? {
        let starts = { (counts: [Int]) -> [Int] in counts.reduce(into: [0]) { $0.append($0.last! + $1) } }
        let oldStarts = starts(oldCounts)
        let newStarts = starts(newCounts)
        let old = { (path: TableIndexPath) in oldStarts[path.section] + path.row }
        let new = { (path: TableIndexPath) in newStarts[path.section] + path.row }
        let batch = RowBatch(
            deletions: deletions.map(old), insertions: insertions.map(new),
            moves: moves.map { RowBatch.Move(from: old($0.from), to: new($0.to)) }, reloads: reloads.map(old))
        return batch.plan(oldCount: oldStarts.last ?? 0, newCount: newStarts.last ?? 0).plan
    }
}
