/// One search through a table's rows, done in slices so no frame waits for it: ``run(_:)``
/// tests rows until its `shouldStop` says the slice is over, and carries on from there on the
/// next call. A newer query starts a new search (the newest wins); a query that extends the
/// last one (typing on) tests only the last one's matches.
///
/// Two ways to match: the folded query in the row's folded text (``RowSearchCorpus``, read
/// from the source as the search reaches each row), or the client's own predicate per row.
package struct RowSearch {
    /// How rows are tested.
    package enum Matching {
        /// The row's folded text contains the folded query (its UTF-8 bytes).
        case text(folded: [UInt8])
        /// The client's predicate says (``RowSearch/run(_:)``'s `predicate`); never narrowed, as a
        /// predicate need not agree with a shorter query.
        case predicate
    }

    /// The query as typed.
    package let query: String
    /// How rows are tested.
    package let matching: Matching
    /// How many rows there are (ordinals 0 ..< `rowCount`).
    package let rowCount: Int
    /// The rows to test, by ordinal (a previous search's matches), or `nil` for every row.
    private let candidates: [Int32]?
    /// The next candidate to test (an index into `candidates`, else an ordinal).
    private var next = 0
    /// The rows found so far, by ordinal, ascending.
    package private(set) var matches: [Int32] = []

    /// A search for `query` (as typed) among `rowCount` rows, matched as `matching` says;
    /// `narrowing` is the search before it (when it searched the same rows, to completion), whose
    /// matches are the only candidates when its folded query is part of this one's and they
    /// are at most half the rows.
    package init(query: String, matching: Matching, rowCount: Int, narrowing previous: RowSearch? = nil) {
        self.query = query
        self.matching = matching
        self.rowCount = max(0, rowCount)
        var candidates: [Int32]?
        // Not when most rows matched: a scan of every row's bytes in a block is faster than
        // testing most of them one by one.
        if let previous, previous.isDone, previous.rowCount == rowCount, previous.matches.count <= rowCount / 2,
            case .text(let old) = previous.matching, case .text(let new) = matching,
            RowSearchCorpus.find(old, in: new, from: 0, to: new.count)
        {
            candidates = previous.matches
        }
        self.candidates = candidates
        matches.reserveCapacity(min(candidates?.count ?? self.rowCount, 1 << 16))
    }

    /// How many candidates there are to test in all.
    private var candidateCount: Int { candidates?.count ?? rowCount }

    /// Whether every candidate has been tested.
    package var isDone: Bool { next >= candidateCount }

    /// How far the search is, from 0 to 1.
    package var progress: Double { candidateCount == 0 ? 1 : Double(next) / Double(candidateCount) }

    /// What a slice of searching needs: where row texts come from, and when to stop.
    package struct Slice {
        /// The corpus the text matching reads, filled as far as the search needs.
        package var corpus: RowSearchCorpus
        /// The row's text, for a row the corpus does not hold yet (text matching).
        package var text: (Int) -> String
        /// The client's test of a row (predicate matching).
        package var predicate: (Int) -> Bool
        /// Whether the slice's time is up; asked every few rows.
        package var shouldStop: () -> Bool

        /// A slice reading texts with `text` into `corpus`, or testing rows with `predicate`,
        /// until `shouldStop`.
        package init(
            corpus: RowSearchCorpus, text: @escaping (Int) -> String, predicate: @escaping (Int) -> Bool,
            shouldStop: @escaping () -> Bool
        ) {
            self.corpus = corpus
            self.text = text
            self.predicate = predicate
            self.shouldStop = shouldStop
        }
    }

    /// Tests candidates until the slice is over or none is left; returns whether the search is done.
    @discardableResult
    package mutating func run(_ slice: Slice) -> Bool {
        let total = candidateCount
        if candidates == nil, case .text(let folded) = matching {
            // Every row: read the texts the corpus lacks, then scan a block of rows' bytes at once.
            // Room for every row's text, judged from the first rows read.
            if slice.corpus.count >= Self.rowsBetweenClockReads { slice.corpus.reserveCapacity(forRows: total) }
            while next < total {
                let end = min(total, next + Self.rowsPerScan)
                while slice.corpus.count < end {
                    let stop = min(end, slice.corpus.count + Self.rowsBetweenClockReads)
                    while slice.corpus.count < stop { slice.corpus.append(slice.text(slice.corpus.count)) }
                    if slice.corpus.count < end && slice.shouldStop() {
                        // The rows read are searched before the slice ends: what is found so
                        // far can show (a slow source reads few rows a slice).
                        slice.corpus.findRows(in: next..<slice.corpus.count, containing: folded, into: &matches)
                        next = slice.corpus.count
                        return false
                    }
                }
                slice.corpus.findRows(in: next..<end, containing: folded, into: &matches)
                next = end
                if next < total && slice.shouldStop() { return false }
            }
            return true
        }
        while next < total {
            let end = min(total, next + Self.rowsBetweenClockReads)
            for index in next..<end {
                let row = candidates.map { Int($0[index]) } ?? index
                if test(row, slice) { matches.append(Int32(row)) }
            }
            next = end
            if next < total && slice.shouldStop() { return false }
        }
        return true
    }

    /// Whether `row` matches.
    private func test(_ row: Int, _ slice: Slice) -> Bool {
        switch matching {
        case .predicate:
            return slice.predicate(row)
        case .text(let folded):
            // The corpus holds rows in order: reach this one first.
            while slice.corpus.count <= row { slice.corpus.append(slice.text(slice.corpus.count)) }
            return slice.corpus.row(row, contains: folded)
        }
    }

    /// How many rows of read text one scan covers between two looks at the clock.
    package static let rowsPerScan = 16_384

    /// How many rows are tested between two looks at the clock.
    package static let rowsBetweenClockReads = 256
}
