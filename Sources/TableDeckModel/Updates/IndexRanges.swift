/// Writes a set of row indexes as sorted, merged ranges: `3`, `3,5-7`, `0-999`, or `none`.
///
/// The stdout event lines of selections and batch updates use it, so a script reads one short
/// line whether one row or a hundred thousand changed. It works on plain arrays: `RangeSet`'s
/// per-element insertion is not specialized by the standard library and costs a generic
/// metadata lookup per index (60 ms for a hundred thousand rows, measured).
package enum IndexRanges {
    /// `indexes` (in any order, duplicates allowed) as sorted, merged ranges.
    package static func ranges(_ indexes: [Int]) -> [Range<Int>] {
        let sorted = indexes.isSorted ? indexes : indexes.sorted()
        var ranges: [Range<Int>] = []
        for index in sorted {
            if let last = ranges.last, index <= last.upperBound {
                if index == last.upperBound { ranges[ranges.count - 1] = last.lowerBound..<(index + 1) }
            } else {
                ranges.append(index..<(index + 1))
            }
        }
        return ranges
    }

    /// The indexes of `indexes` that `keep` keeps, as runs (one range per run, built without a
    /// per-index insertion), asking `keep` once per index in order.
    package static func keeping(_ indexes: RangeSet<Int>, where keep: (Int) -> Bool) -> RangeSet<Int> {
        var kept: [Range<Int>] = []
        for range in indexes.ranges {
            var runStart: Int?
            for index in range {
                if keep(index) {
                    runStart = runStart ?? index
                } else if let start = runStart {
                    kept.append(start..<index)
                    runStart = nil
                }
            }
            if let start = runStart { kept.append(start..<range.upperBound) }
        }
        return RangeSet(kept)
    }

    /// `indexes` (in any order, duplicates allowed) as sorted ranges joined by commas; `none`
    /// when empty.
    package static func describe(_ indexes: [Int]) -> String {
        describe(ranges: ranges(indexes))
    }

    /// Sorted, disjoint `ranges` as ``describe(_:)`` writes them.
    package static func describe(ranges: some Sequence<Range<Int>>) -> String {
        let parts = ranges.filter { !$0.isEmpty }.map { range in
            let last = range.upperBound - 1
            return range.lowerBound == last ? "\(last)" : "\(range.lowerBound)-\(last)"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }
}

extension Array where Element == Int {
    /// Whether the elements are in ascending order (equal neighbours allowed).
    fileprivate var isSorted: Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
