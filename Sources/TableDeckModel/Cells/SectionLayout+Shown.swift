import Glibc

/// The rows a search shows: a layout can show some of its rows (``shownOrdinals``), and every
/// lookup by position or by moving from row to row sees only those; ordinals and index paths
/// still name every row, shown or not, so a row keeps its name (and its selection) while a
/// search hides it.
extension SectionLayout {
    /// The same sections showing only the rows whose ordinals are in `shown` (ascending), or
    /// every row for `nil`.
    package func showing(_ shown: [Int32]?) -> SectionLayout {
        SectionLayout(sections, showing: shown)
    }

    /// Whether a search picks the rows shown (``shownOrdinals`` is set), even if it shows all.
    package var isFiltered: Bool { shownOrdinals != nil }

    /// How many rows show.
    package var shownRowCount: Int { shownOrdinals?.count ?? totalRows }

    /// How many of `section`'s rows show.
    package func numberOfShownRows(inSection section: Int) -> Int {
        shownCounts.indices.contains(section) ? shownCounts[section] : 0
    }

    /// The index among the shown rows of `section`'s first shown row.
    func firstShownIndex(inSection section: Int) -> Int {
        isFiltered ? shownStarts[section] : rowStarts[section]
    }

    /// Whether the row with ordinal `ordinal` shows.
    package func isShown(ordinal: Int) -> Bool {
        guard ordinal >= 0, ordinal < totalRows else { return false }
        guard let shown = shownOrdinals else { return true }
        let index = Self.lowerBound(of: ordinal, in: shown)
        return index < shown.count && Int(shown[index]) == ordinal
    }

    /// The shown rows among `ordinals`: all of them without a filter. Consecutive shown rows
    /// make one range, so a search showing every other row costs a range per row.
    package func shownRows(among ordinals: RangeSet<Int>) -> RangeSet<Int> {
        guard let shown = shownOrdinals else { return ordinals }
        var result = RangeSet<Int>()
        for range in ordinals.ranges {
            var index = Self.lowerBound(of: range.lowerBound, in: shown)
            while index < shown.count, Int(shown[index]) < range.upperBound {
                let start = Int(shown[index])
                var end = start + 1
                index += 1
                while index < shown.count, Int(shown[index]) == end, end < range.upperBound {
                    end += 1
                    index += 1
                }
                result.insert(contentsOf: start..<end)
            }
        }
        return result
    }

    /// How many of this layout's first positions `grown` shows as they are, when `grown` lays
    /// out the same sections and shows the rows this one shows and more after them (a search
    /// still running shows more of its matches): every position up to this layout's last shown
    /// row (a footer after it is not kept: rows may come before it). `nil` when `grown` is not
    /// such a layout.
    package func positionsKept(by grown: SectionLayout) -> Int? {
        guard let old = shownOrdinals, let new = grown.shownOrdinals, new.count >= old.count, sections == grown.sections
        else { return nil }
        // Compared as bytes: a running search of a million rows compares its matches each time.
        let same = old.withUnsafeBytes { old in
            new.withUnsafeBytes { new in
                guard let oldBytes = old.baseAddress, let newBytes = new.baseAddress else { return old.isEmpty }
                return memcmp(oldBytes, newBytes, old.count) == 0
            }
        }
        guard same else { return nil }
        guard let last = old.last, let row = row(atOrdinal: Int(last)), let position = position(of: .row(row)) else { return 0 }
        return position + 1
    }

    /// Every shown row, as ordinals.
    package var allShownRows: RangeSet<Int> { shownRows(among: RangeSet(0..<totalRows)) }

    /// How many shown rows come before the row with ordinal `ordinal` (its place among the
    /// shown rows when it shows; the ordinal itself without a filter).
    package func shownIndex(atOrAfter ordinal: Int) -> Int {
        guard let shown = shownOrdinals else { return ordinal }
        return Self.lowerBound(of: ordinal, in: shown)
    }

    /// The ordinal of the `index`-th shown row.
    package func ordinal(ofShownIndex index: Int) -> Int {
        shownOrdinals.map { Int($0[index]) } ?? index
    }

    /// The first index in `sorted` whose value is not below `value`.
    static func lowerBound(of value: Int, in sorted: [Int32]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if Int(sorted[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
