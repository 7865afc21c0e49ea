import Glibc

/// Every row's text, folded for searching (``TypeAheadFolding``), kept as one run of UTF-8
/// bytes: a search of a million rows reads their text from the source once, then each key only
/// scans bytes.
///
/// Rows are added in order, from the first (``append(_:)``), as a search reaches them; a
/// change to the rows makes the table start a new corpus.
package final class RowSearchCorpus {
    /// The folded text of every row added, one after another.
    private var bytes: [UInt8] = []
    /// Where each row's text ends in ``bytes``.
    private var ends: [Int] = []
    /// Folds the rows' texts, and queries the same way.
    package let folder: ScalarFolder

    /// An empty corpus folding with `folder`.
    package init(folder: ScalarFolder) {
        self.folder = folder
    }

    /// How many rows it holds (rows 0 ..< `count`).
    package var count: Int { ends.count }

    /// How many rows it has room for without growing.
    package var rowCapacity: Int { ends.capacity }

    /// Makes room for `rows` rows in all, their bytes estimated from the rows held so far (an
    /// eighth more): a million rows' texts grew the bytes by doubling, and each copy held the
    /// main thread, the last one 60 MB for 20 ms. Does nothing once there is room, or before
    /// any row is held.
    package func reserveCapacity(forRows rows: Int) {
        guard !ends.isEmpty, rows > ends.capacity else { return }
        ends.reserveCapacity(rows)
        let estimate = bytes.count / ends.count * rows
        bytes.reserveCapacity(estimate + estimate / 8)
    }

    /// Adds the next row's text, folded.
    package func append(_ text: String) {
        folder.append(text, to: &bytes)
        ends.append(bytes.count)
    }

    /// Whether row `row`'s folded text contains `query` (folded UTF-8); an empty query is in
    /// every row.
    package func row(_ row: Int, contains query: [UInt8]) -> Bool {
        let start = row == 0 ? 0 : ends[row - 1]
        return Self.find(query, in: bytes, from: start, to: ends[row])
    }

    /// Appends to `matches` the rows among `rows` (held by the corpus) whose text contains
    /// `query`, in one pass over their bytes: a match found ends its row's scan.
    package func findRows(in rows: Range<Int>, containing query: [UInt8], into matches: inout [Int32]) {
        guard !rows.isEmpty else { return }
        guard !query.isEmpty else {
            matches.append(contentsOf: rows.map { Int32($0) })
            return
        }
        bytes.withUnsafeBufferPointer { text in
            ends.withUnsafeBufferPointer { ends in
                query.withUnsafeBufferPointer { query in
                    var row = rows.lowerBound
                    var start = row == 0 ? 0 : ends[row - 1]
                    let end = ends[rows.upperBound - 1]
                    while let index = Self.firstIndex(of: query, in: text, from: start, to: end) {
                        while ends[row] <= index { row += 1 }
                        guard index + query.count <= ends[row] else {
                            // Across two rows' texts: no match; on from the next byte.
                            start = index + 1
                            continue
                        }
                        matches.append(Int32(row))
                        start = ends[row]
                        row += 1
                        if row >= rows.upperBound { break }
                    }
                }
            }
        }
    }

    /// Whether `needle` occurs in `haystack[start ..< end]`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int, to end: Int) -> Bool {
        guard !needle.isEmpty else { return true }
        return needle.withUnsafeBufferPointer { query in
            haystack.withUnsafeBufferPointer { text in firstIndex(of: query, in: text, from: start, to: end) != nil }
        }
    }

    /// Where `query` (not empty) first occurs in `text[start ..< end]`, if it does: the C
    /// library's `memchr` finds each place its first byte is, several times faster than a loop
    /// over the bytes (a query that extends a common one scans every row's bytes, 60 MB at a
    /// million of the Table screen's people).
    @inline(__always)
    private static func firstIndex(
        of query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int? {
        let length = query.count
        guard let base = text.baseAddress, let needle = query.baseAddress, end - start >= length else { return nil }
        let first = Int32(needle[0])
        let last = end - length
        var index = start
        while index <= last {
            guard let hit = memchr(base + index, first, last - index + 1) else { return nil }
            let found = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if length == 1 || memcmp(base + found + 1, needle + 1, length - 1) == 0 { return found }
            index = found + 1
        }
        return nil
    }
}
