import TableDeckModel
import Testing

@Suite("Row search")
struct RowSearchTests {
    private let texts = ["Émile Zola", "Ken Adams", "kenji ito", "Çağ", "İstanbul", "Irmak", "Zoë"]

    private func folder(_ language: String? = nil) -> ScalarFolder {
        // Decomposes the few precomposed letters of the texts, as GLib would.
        ScalarFolder(
            folding: TypeAheadFolding(language: language) { text in
                var out = ""
                for scalar in text.unicodeScalars {
                    switch scalar {
                    case "é": out += "e\u{301}"
                    case "ç": out += "c\u{327}"
                    case "ğ": out += "g\u{306}"
                    case "ë": out += "e\u{308}"
                    default: out.unicodeScalars.append(scalar)
                    }
                }
                return out
            })
    }

    /// Runs a search of `texts` for `query` to its end, in slices of `rowsPerSlice` clock reads.
    private func matches(
        _ query: String, in texts: [String], folder: ScalarFolder, narrowing previous: RowSearch? = nil,
        slices: inout Int
    ) -> RowSearch {
        let corpus = RowSearchCorpus(folder: folder)
        var search = RowSearch(
            query: query, matching: .text(folded: folder.fold(query)), rowCount: texts.count, narrowing: previous)
        slices = 0
        while !search.isDone {
            slices += 1
            search.run(.init(corpus: corpus, text: { texts[$0] }, predicate: { _ in false }, shouldStop: { true }))
        }
        return search
    }

    private func found(_ query: String, language: String? = nil) -> [Int32] {
        var slices = 0
        return matches(query, in: texts, folder: folder(language), slices: &slices).matches
    }

    @Test("case- and accent-insensitive, anywhere in the text")
    func folding() {
        #expect(found("emile") == [0])
        #expect(found("KEN") == [1, 2])
        #expect(found("ada") == [1])
        #expect(found("cag") == [3])
        #expect(found("zo") == [0, 6])
        #expect(found("zoe") == [6])
    }

    @Test("Turkish case rules: i finds İ, ı finds I")
    func turkish() {
        #expect(found("istanbul", language: "tr_TR.UTF-8") == [4])
        #expect(found("ırmak", language: "tr_TR.UTF-8") == [5])
        #expect(found("irmak", language: "tr_TR.UTF-8") == [])
        #expect(found("irmak") == [5])
    }

    @Test("ASCII texts, folded byte by byte, fold as the language's rules fold them")
    func asciiFastPath() {
        let ascii = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        for language in [nil, "tr_TR.UTF-8"] {
            let folder = folder(language)
            for text in [ascii, "Ken ADAMS ken.adams123@example.org Lisbon 5/3/2001 87.5", "ILIK", ""] {
                #expect(folder.fold(text) == Array(folder.folding.fold(text).utf8), "\(language ?? "C"): \(text)")
            }
        }
        // One letter past ASCII folds the whole text as before, ASCII letters too.
        #expect(folder().fold("ÉMILE Zola") == Array("emile zola".utf8))
    }

    @Test("a query matching every row, none, and one of 10,000 characters")
    func extremes() {
        #expect(found("") == (0..<Int32(texts.count)).map { $0 })
        #expect(found("zz") == [])
        #expect(found(String(repeating: "k", count: 10_000)) == [])
    }

    @Test("the block scan and the row test agree with a plain search, across row boundaries too")
    func scansAgreeWithAPlainSearch() {
        // Rows of a small alphabet, so queries start often, repeat their first letter, end a
        // row, or would match only across two rows' texts (which must not count).
        var generator = SystemRandomNumberGenerator()
        let letters: [Character] = ["a", "b", "a", "c"]
        let rows = (0..<400).map { _ in
            String((0..<Int.random(in: 0...6, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        let folder = folder()
        let corpus = RowSearchCorpus(folder: folder)
        for row in rows { corpus.append(row) }
        for query in ["a", "aa", "ab", "aab", "ca", "bac", "abca", "aaaa", "cc", "d"] {
            let expected = rows.indices.filter { rows[$0].contains(query) }.map { Int32($0) }
            var scanned: [Int32] = []
            corpus.findRows(in: 0..<rows.count, containing: folder.fold(query), into: &scanned)
            #expect(scanned == expected, "block scan for \(query)")
            #expect(rows.indices.filter { corpus.row($0, contains: folder.fold(query)) }.map { Int32($0) } == expected, "rows for \(query)")
            var part: [Int32] = []
            corpus.findRows(in: 100..<300, containing: folder.fold(query), into: &part)
            #expect(part == expected.filter { (100..<300).contains($0) }, "a range for \(query)")
        }
    }

    @Test("a long search makes room for every row's text once its first rows are read")
    func roomForEveryRow() {
        let rows = (0..<5_000).map { "row \($0) of five thousand" }
        let folder = folder()
        let corpus = RowSearchCorpus(folder: folder)
        var search = RowSearch(query: "99", matching: .text(folded: folder.fold("99")), rowCount: rows.count)
        var reads = 0
        let slice = RowSearch.Slice(corpus: corpus, text: { rows[$0] }, predicate: { _ in false }) {
            reads += 1
            return reads % 3 == 0
        }
        search.run(slice)
        search.run(slice)
        #expect(corpus.count > 0 && corpus.count < rows.count, "part of the rows read")
        #expect(corpus.rowCapacity >= rows.count, "room for every row, not grown by doubling")
        while !search.isDone { search.run(slice) }
        #expect(corpus.count == rows.count)
        #expect(search.matches == rows.indices.filter { String($0).contains("99") }.map { Int32($0) })
    }

    @Test("a query that extends the last one tests only its matches")
    func narrowing() {
        let many = (0..<2_000).map { $0 % 3 == 0 ? "alpha \($0)" : "beta \($0)" }
        let folder = folder()
        var slices = 0
        let first = matches("a", in: many, folder: folder, slices: &slices)
        #expect(first.matches.count == 2_000)
        #expect(slices == 8)  // every row, 256 per slice
        let second = matches("alp", in: many, folder: folder, narrowing: first, slices: &slices)
        #expect(second.matches.count == 667)
        #expect(slices == 8, "every row matched \"a\": scanned again whole, not one by one")
        let third = matches("alpha 1", in: many, folder: folder, narrowing: second, slices: &slices)
        #expect(slices == 3, "only the 667 candidates, a third of the rows")
        #expect(third.matches.allSatisfy { many[Int($0)].hasPrefix("alpha 1") })
        // Not an extension: every row again.
        let other = matches("beta", in: many, folder: folder, narrowing: third, slices: &slices)
        #expect(other.matches.count == 1_333)
        #expect(slices == 8)
    }

    @Test("a slice stops when told, and the search carries on where it stopped")
    func slices() {
        let rows = (0..<1_000).map { "row \($0)" }
        let corpus = RowSearchCorpus(folder: folder())
        var search = RowSearch(query: "9", matching: .text(folded: [UInt8(ascii: "9")]), rowCount: rows.count)
        var done = search.run(.init(corpus: corpus, text: { rows[$0] }, predicate: { _ in false }, shouldStop: { true }))
        #expect(!done)
        #expect(corpus.count == 256)
        #expect(search.progress == 0.256)
        done = search.run(.init(corpus: corpus, text: { rows[$0] }, predicate: { _ in false }, shouldStop: { false }))
        #expect(done)
        #expect(search.matches.count == rows.filter { $0.contains("9") }.count)
    }

    @Test("a predicate decides alone, and is never narrowed")
    func predicate() {
        let corpus = RowSearchCorpus(folder: folder())
        var even = RowSearch(query: "x", matching: .predicate, rowCount: 10)
        even.run(.init(corpus: corpus, text: { _ in "" }, predicate: { $0 % 2 == 0 }, shouldStop: { false }))
        #expect(even.matches == [0, 2, 4, 6, 8])
        var next = RowSearch(query: "xy", matching: .predicate, rowCount: 10, narrowing: even)
        next.run(.init(corpus: corpus, text: { _ in "" }, predicate: { $0 % 2 == 1 }, shouldStop: { false }))
        #expect(next.matches == [1, 3, 5, 7, 9])
        #expect(corpus.count == 0)
    }
}

@Suite("Where a search's query shows in a row")
struct MatchRangesTests {
    private let folder = ScalarFolder(
        folding: TypeAheadFolding(language: nil) { text in
            text.unicodeScalars.map { $0 == "é" ? "e\u{301}" : String($0) }.joined()
        })

    private func matched(_ query: String, in text: String) -> [String] {
        folder.matchRanges(of: folder.fold(query), in: text).map { String(text[$0]) }
    }

    @Test("every match, in the text's own letters, case and accents aside")
    func ranges() {
        #expect(matched("emi", in: "Émile") == ["Émi"])
        #expect(matched("AN", in: "banana") == ["an", "an"])
        #expect(matched("ana", in: "banana") == ["ana"], "matches do not overlap")
        #expect(matched("x", in: "banana").isEmpty)
        #expect(matched("", in: "banana").isEmpty)
        #expect(matched("le z", in: "Émile Zola") == ["le Z"])
    }
}
