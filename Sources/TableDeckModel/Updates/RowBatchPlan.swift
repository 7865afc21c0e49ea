/// A checked batch of row changes, ready to apply: where each row before the batch goes, and
/// the order in which to splice a list so that it ends as the batch says.
///
/// It stores the changed indexes only (sorted), never one entry per row, so mapping an index
/// costs a binary search whatever the table's size: a batch that deletes a thousand rows of ten
/// million is as cheap as one of a thousand.
package struct RowBatchPlan: Equatable, Sendable {
    /// Rows before and after the batch.
    package let oldCount: Int
    package let newCount: Int
    /// Deleted rows (indexes before), ascending, no duplicates.
    package let deletions: [Int]
    /// Inserted rows (indexes after), ascending, no duplicates.
    package let insertions: [Int]
    /// Moved rows.
    package let moves: [RowBatch.Move]
    /// Reloaded rows (indexes before), ascending.
    package let reloads: [Int]
    /// Every index before the batch that leaves its place: deletions and move sources, ascending.
    package let removals: [Int]
    /// Every index after the batch that is filled anew: insertions and move destinations, ascending.
    package let additions: [Int]
    /// `additions[k] - k` for each k: how many kept rows come before the k-th addition.
    private let keptBeforeAddition: [Int]
    private let destinationBySource: [Int: Int]

    /// A plan from already checked changes (``RowBatch/plan(oldCount:newCount:)`` makes it).
    init(oldCount: Int, newCount: Int, deletions: [Int], insertions: [Int], moves: [RowBatch.Move], reloads: [Int]) {
        self.oldCount = oldCount
        self.newCount = newCount
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
        removals = (deletions + moves.map(\.from)).sorted()
        additions = (insertions + moves.map(\.to)).sorted()
        keptBeforeAddition = additions.enumerated().map { $0.element - $0.offset }
        destinationBySource = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where the row at `old` (an index before the batch) is after it; `nil` when it was
    /// deleted or is out of range.
    package func newIndex(ofOld old: Int) -> Int? {
        guard old >= 0, old < oldCount else { return nil }
        if let destination = destinationBySource[old] { return destination }
        guard !Self.contains(removals, old) else { return nil }
        // Its rank among the rows that stay where they are...
        let rank = old - Self.countBelow(removals, old)
        // ...is its rank among the places after the batch that no addition fills.
        return rank + Self.countAtMost(keptBeforeAddition, rank)
    }

    /// Whether the row at `new` (an index after the batch) was inserted.
    package func isInserted(new: Int) -> Bool { Self.contains(insertions, new) }

    /// The rows after the batch that were reloaded, at their new indexes.
    package var reloadedNewIndexes: [Int] { reloads.compactMap(newIndex(ofOld:)).sorted() }

    /// One step of turning the old list into the new one, for a list model that only splices.
    package enum Splice: Equatable, Sendable {
        /// Remove the item at `index` (of the list as it is at that step).
        case remove(Int)
        /// Insert an item at `index` (of the list as it is at that step).
        case insert(Int)
    }

    /// Removals from the last to the first (so earlier indexes stay valid), then additions from
    /// the first to the last: each addition's index is then its index after the batch. Runs of
    /// neighbours are merged: `(index, count)`.
    package var splices: [(splice: Splice, count: Int)] {
        var steps: [(Splice, Int)] = []
        for run in Self.runs(removals).reversed() {
            steps.append((.remove(run.lowerBound), run.count))
        }
        for run in Self.runs(additions) {
            steps.append((.insert(run.lowerBound), run.count))
        }
        return steps.map { (splice: $0.0, count: $0.1) }
    }

    /// The indexes after the batch of a set of rows given before it: deleted rows drop out.
    package func mapping(_ set: RangeSet<Int>) -> RangeSet<Int> {
        var mapped: [Int] = []
        for range in set.ranges {
            mapped.append(contentsOf: range.clamped(to: 0..<oldCount).compactMap(newIndex(ofOld:)))
        }
        // Kept rows keep their order; only moved ones can land out of it.
        if !moves.isEmpty { mapped.sort() }
        var result = RangeSet<Int>()
        for run in Self.runs(mapped) {
            result.insert(contentsOf: run)
        }
        return result
    }

    /// Consecutive runs of a sorted list.
    static func runs(_ sorted: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in sorted {
            if let last = runs.last, last.upperBound >= index {
                guard last.upperBound == index else { continue }
                runs[runs.count - 1] = last.lowerBound..<(index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }
        return runs
    }

    /// How many elements of the ascending `sorted` are below `value`.
    package static func countBelow(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many elements of the ascending `sorted` are at most `value`.
    static func countAtMost(_ sorted: [Int], _ value: Int) -> Int {
        countBelow(sorted, value + 1)
    }

    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let position = countBelow(sorted, value)
        return position < sorted.count && sorted[position] == value
    }

    /// Where a keyboard cursor on row `cursor` goes: with its row, or, for a deleted row, to the
    /// row that took its place (the last row when it was at the end).
    package func cursor(after cursor: Int) -> Int {
        if let moved = newIndex(ofOld: cursor) { return moved }
        var next = cursor + 1
        while next < oldCount {
            if let index = newIndex(ofOld: next) { return index }
            next += 1
        }
        return max(0, newCount - 1)
    }
}
