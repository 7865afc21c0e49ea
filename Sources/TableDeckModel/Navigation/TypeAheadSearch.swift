/// Type-ahead in a table, as GTK's tree views and file choosers had it: typed letters collect
/// in a buffer and move the cursor to the first row whose text starts with them.
///
/// - A pause of more than ``timeout`` (one second) between two letters starts a new search.
/// - A new search starts after the cursor row and wraps round to it, so typing a letter again
///   after a pause goes on to the next row with that letter; a longer search keeps the cursor
///   row while it still matches.
/// - The same letter typed again and again ("aaa") cycles through the rows starting with it,
///   rather than looking for rows starting with "aaa".
/// - Text is compared folded (``TypeAheadFolding``): case- and accent-insensitive, in the
///   user's language.
///
/// The rows' texts are read lazily, one row at a time, so a million-row table costs only the
/// rows the search passes.
package struct TypeAheadSearch: Sendable {
    /// The longest pause between letters of one search, in seconds.
    package static let timeout = 1.0

    /// How text is compared.
    package let folding: TypeAheadFolding
    /// The letters typed so far in this search.
    package private(set) var buffer = ""
    /// When the last letter was typed, in seconds on any monotonic clock.
    private var lastTime: Double?

    /// A search with nothing typed yet, comparing text with `folding`.
    package init(folding: TypeAheadFolding) {
        self.folding = folding
    }

    /// Whether a search is going on at `time`: letters were typed less than ``timeout`` ago.
    /// A table takes Space as one more letter then (as GTK's search entry did) and as a press
    /// otherwise.
    package func isActive(at time: Double) -> Bool {
        guard let lastTime, !buffer.isEmpty else { return false }
        return time - lastTime <= Self.timeout && time >= lastTime
    }

    /// Forgets the letters typed (the cursor moved another way, or the table lost focus).
    package mutating func reset() {
        buffer = ""
        lastTime = nil
    }

    /// Adds `text` (one typed character, or a few) at `time` and returns the row to move the
    /// cursor to, or `nil` when no row matches (the cursor stays; the letters are kept, as GTK
    /// kept them, so a mistyped letter can be followed by a pause).
    ///
    /// - Parameters:
    ///   - cursor: the cursor row, or `nil` for none (the search then starts at the first row).
    ///   - count: how many rows there are.
    ///   - rowText: the text of the row at an index in `0..<count`; `nil` for a row without
    ///     text, which never matches.
    package mutating func type(
        _ text: String, at time: Double, cursor: Int?, count: Int, rowText: (Int) -> String?
    ) -> Int? {
        if !isActive(at: time) { buffer = "" }
        let isNewSearch = buffer.isEmpty
        buffer += text
        lastTime = time
        guard count > 0 else { return nil }
        let query = folding.fold(buffer)
        guard !query.isEmpty else { return nil }
        let cursor = cursor.map { min(max($0, 0), count - 1) }
        // One letter typed over and over: the next row starting with that letter.
        if let letter = query.first, query.count > 1, query.allSatisfy({ $0 == letter }) {
            return firstMatch(String(letter), after: cursor, including: false, count: count, rowText: rowText)
        }
        return firstMatch(query, after: cursor, including: !isNewSearch, count: count, rowText: rowText)
    }

    /// The first row from the cursor (the row itself when `including`, else the one after it)
    /// round to the rows before it whose folded text starts with `query`.
    private func firstMatch(
        _ query: String, after cursor: Int?, including: Bool, count: Int, rowText: (Int) -> String?
    ) -> Int? {
        let start: Int
        if let cursor {
            start = including ? cursor : (cursor + 1) % count
        } else {
            start = 0
        }
        for step in 0..<count {
            let index = (start + step) % count
            if matches(rowText(index), query) { return index }
        }
        return nil
    }

    /// Whether `text` folded starts with the folded `query`. Only the beginning of the text is
    /// folded: a long row costs no more than a short one.
    private func matches(_ text: String?, _ query: String) -> Bool {
        guard let text else { return false }
        // Folding may lengthen a character (one capital to two letters) but rarely more.
        let head = String(text.prefix(query.count * 2 + 2))
        return folding.fold(head).hasPrefix(query)
    }
}
