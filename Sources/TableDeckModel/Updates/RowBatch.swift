/// The row changes a table is told about in one batch, in UIKit's terms: deletions, reloads
/// and move sources are indexes *before* the batch; insertions and move destinations are indexes
/// *after* it.
///
/// A batch is only a record of what the caller said. ``plan(oldCount:newCount:)`` checks it
/// against the counts before and after and turns it into a ``RowBatchPlan``, or says what is wrong.
package struct RowBatch: Equatable, Sendable {
    /// A row that moves from `from` (before the batch) to `to` (after it).
    package struct Move: Equatable, Hashable, Sendable {
        /// The row's index before the batch.
        package var from: Int
        /// The row's index after the batch.
        package var to: Int

        /// A move from `from` to `to`.
        package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Rows removed, by their index before the batch, in the order given (duplicates kept, so
    /// that validation can report them).
    package var deletions: [Int] = []
    /// Rows added, by their index after the batch.
    package var insertions: [Int] = []
    /// Rows moved.
    package var moves: [Move] = []
    /// Rows whose content changed, by their index before the batch.
    package var reloads: [Int] = []

    /// An empty batch.
    package init(deletions: [Int] = [], insertions: [Int] = [], moves: [Move] = [], reloads: [Int] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
    }

    /// Whether the batch changes nothing.
    package var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// Adds `other`'s changes to this batch (a batch opened inside a batch joins it).
    package mutating func append(_ other: RowBatch) {
        deletions += other.deletions
        insertions += other.insertions
        moves += other.moves
        reloads += other.reloads
    }

    /// What can be wrong with a batch. Every case but ``duplicates`` makes the table reload
    /// whole; duplicates are counted once.
    package enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// An index outside the rows it refers to (`count` rows before or after the batch).
        case outOfRange(kind: String, index: Int, count: Int)
        /// The same row named twice in one kind of change (counted once).
        case duplicates(kind: String, indexes: [Int])
        /// A row named in two changes that cannot both happen (deleted and moved, say).
        case conflict(String)
        /// The count after the batch is not the count before plus insertions minus deletions.
        case countMismatch(before: Int, after: Int, expected: Int)

        /// Whether the table can still apply the batch (it drops the duplicates).
        package var isRecoverable: Bool {
            if case .duplicates = self { return true }
            return false
        }

        package var description: String {
            switch self {
            case .outOfRange(let kind, let index, let count):
                return "\(kind) index \(index) is out of range (0..<\(count))"
            case .duplicates(let kind, let indexes):
                return "\(kind) names rows \(IndexRanges.describe(indexes)) more than once; each counts once"
            case .conflict(let text):
                return text
            case .countMismatch(let before, let after, let expected):
                return
                    "the number of rows after the update (\(after)) must equal the number before it (\(before)) "
                    + "plus the inserted minus the deleted rows (\(expected))"
            }
        }
    }

    /// Checks the batch against `oldCount` rows before and `newCount` after it.
    ///
    /// Returns the plan to apply (with duplicates dropped) and the problems found. When any
    /// problem is not ``Problem/isRecoverable``, the plan is `nil`: the table must reload whole.
    package func plan(oldCount: Int, newCount: Int) -> (plan: RowBatchPlan?, problems: [Problem]) {
        var problems: [Problem] = []
        func unique(_ indexes: [Int], kind: String) -> [Int] {
            var seen = Set<Int>()
            var duplicates = Set<Int>()
            for index in indexes where !seen.insert(index).inserted {
                duplicates.insert(index)
            }
            if !duplicates.isEmpty {
                problems.append(.duplicates(kind: kind, indexes: duplicates.sorted()))
            }
            return seen.sorted()
        }
        func checkRange(_ indexes: [Int], kind: String, count: Int) {
            if let bad = indexes.first(where: { $0 < 0 || $0 >= count }) {
                problems.append(.outOfRange(kind: kind, index: bad, count: count))
            }
        }
        let deleted = unique(deletions, kind: "deleteRows")
        let inserted = unique(insertions, kind: "insertRows")
        let reloaded = unique(reloads, kind: "reloadRows")
        let moveList = Array(Set(moves)).sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        if moveList.count < moves.count {
            problems.append(.duplicates(kind: "moveRow", indexes: moves.map(\.from)))
        }
        checkRange(deleted, kind: "deleteRows", count: oldCount)
        checkRange(reloaded, kind: "reloadRows", count: oldCount)
        checkRange(moveList.map(\.from), kind: "moveRow(at:)", count: oldCount)
        checkRange(inserted, kind: "insertRows", count: newCount)
        checkRange(moveList.map(\.to), kind: "moveRow(to:)", count: newCount)
        let sources = moveList.map(\.from)
        let destinations = moveList.map(\.to)
        let deletedSet = Set(deleted)
        let insertedSet = Set(inserted)
        if Set(sources).count < sources.count {
            problems.append(.conflict("moveRow moves one row to two places"))
        }
        if Set(destinations).count < destinations.count {
            problems.append(.conflict("moveRow moves two rows to one place"))
        }
        if let row = sources.first(where: deletedSet.contains) {
            problems.append(.conflict("row \(row) is both deleted and moved"))
        }
        if let row = reloaded.first(where: { deletedSet.contains($0) || sources.contains($0) }) {
            problems.append(.conflict("row \(row) is reloaded and also deleted or moved; reload it after the batch"))
        }
        if let row = destinations.first(where: insertedSet.contains) {
            problems.append(.conflict("row \(row) after the update is both inserted and a move's destination"))
        }
        let expected = oldCount - deleted.count + inserted.count
        if expected != newCount {
            problems.append(.countMismatch(before: oldCount, after: newCount, expected: expected))
        }
        guard problems.allSatisfy(\.isRecoverable) else { return (nil, problems) }
        // A move whose two indexes are equal is kept: with other rows deleted or inserted around
        // it, the same number names two different places (the table warns about a lone one).
        let plan = RowBatchPlan(
            oldCount: oldCount, newCount: newCount, deletions: deleted, insertions: inserted, moves: moveList,
            reloads: reloaded)
        return (plan, problems)
    }
}
