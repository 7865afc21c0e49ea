/// Sorts a column table's rows by their keys without moving the data: the result is the
/// order in which to show the data's rows.
///
/// Built for a million rows. Each key closure is called exactly once per row; text keys become
/// collation keys (`strxfrm`, the current `LC_COLLATE`) in one contiguous byte buffer, numbers a
/// flat array; the rows are then sorted by a leading 64-bit word per row (the first key's group
/// and its first bytes or its value), and only rows whose words are equal are compared key by
/// key, reading those buffers without allocating. See ``ColumnSortKey`` for how values order.
public enum RowSorter {
    /// The data indexes `0 ..< count` in display order: sorted by the first key, ties by the
    /// next key, and the remaining ties by data index, ascending even when the keys are
    /// descending, so the order is deterministic and a sort by no key is the data order.
    ///
    /// `count` below one gives `[]`; a count above `Int32.max` is treated as `Int32.max`.
    /// Each `key` is called once for each data index, first key first, indexes ascending.
    public static func order(
        count: Int, by keys: [(direction: ColumnSortDirection, key: (Int) -> ColumnSortKey)]
    ) -> [Int32] {
        let rows = min(max(0, count), Int(Int32.max))
        guard rows > 0 else { return [] }
        guard !keys.isEmpty else { return (0..<rows).map { Int32(truncatingIfNeeded: $0) } }
        let table = SortKeyTable(rows: rows, keys: keys)
        var records = zip(table.leadingWords(), 0..<rows).map { word, row in
            Record(word: word, row: Int32(truncatingIfNeeded: row))
        }
        table.withView { view in
            records.withUnsafeMutableBufferPointer { records in
                records.sort { a, b in
                    if a.word != b.word { return a.word < b.word }
                    return view.precedes(Int(a.row), Int(b.row))
                }
            }
        }
        return records.map(\.row)
    }

    /// The display position of each data index, for an `order` from ``order(count:by:)``:
    /// `inverse[order[position]] == position`, one entry per entry of `order`. An entry of
    /// `order` out of range (negative, or not below `order.count`) is skipped, and a data index
    /// that no position holds maps to -1; an index held twice maps to its last position.
    public static func inverse(of order: [Int32]) -> [Int32] {
        var positions = [Int32](repeating: -1, count: order.count)
        for (position, index) in order.enumerated() where index >= 0 && Int(index) < order.count {
            positions[Int(index)] = Int32(truncatingIfNeeded: position)
        }
        return positions
    }

    /// One row being sorted: its leading word (the first key, roughly) and its data index.
    private struct Record {
        var word: UInt64
        var row: Int32
    }
}
