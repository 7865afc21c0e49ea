/// Writes a set of row indexes as sorted, merged ranges: `3`, `3,5-7`, `0-999`, or `none`.
///
/// The stdout event lines of selections and batch updates use it, so a script reads one short
/// line whether one row or a hundred thousand changed.
package enum IndexRanges {
    /// `indexes` (in any order, duplicates allowed) as sorted ranges joined by commas; `none`
    /// when empty.
    package static func describe(_ indexes: some Sequence<Int>) -> String {
        var set = RangeSet<Int>()
        for index in indexes {
            set.insert(index, within: Int.min..<Int.max)
        }
        return describe(set)
    }

    /// The ranges of `set`, as ``describe(_:)-(Sequence)`` writes them.
    package static func describe(_ set: RangeSet<Int>) -> String {
        guard !set.isEmpty else { return "none" }
        return set.ranges.map { range in
            let last = range.upperBound - 1
            return range.lowerBound == last ? "\(last)" : "\(range.lowerBound)-\(last)"
        }.joined(separator: ",")
    }
}
