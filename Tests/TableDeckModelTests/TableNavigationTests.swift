import TableDeckModel
import Testing

@Suite("Type-ahead")
struct TypeAheadTests {
    let names = ["Ada", "Alan", "Alice", "Barbara", "Émile", "Irmak", "İsmail", "ılık", "Zoe"]
    let english = TypeAheadFolding(language: "en_US.UTF-8")

    func type(_ search: inout TypeAheadSearch, _ text: String, at time: Double, cursor: Int?) -> Int? {
        search.type(text, at: time, cursor: cursor, count: names.count) { names[$0] }
    }

    @Test("letters typed together narrow the search; the cursor row is kept while it matches")
    func prefix() {
        var search = TypeAheadSearch(folding: english)
        #expect(type(&search, "a", at: 0, cursor: nil) == 0)
        #expect(type(&search, "l", at: 0.3, cursor: 0) == 1)
        #expect(type(&search, "i", at: 0.6, cursor: 1) == 2)
        #expect(search.buffer == "ali")
    }

    @Test("case- and accent-insensitive: e finds Émile, B finds Barbara")
    func caseAndAccents() {
        // A stand-in for GLib's decomposition, which the views pass.
        let decomposing = TypeAheadFolding(language: "en") { text in
            String(text.flatMap { $0 == "é" ? "e\u{301}" : String($0) })
        }
        var search = TypeAheadSearch(folding: decomposing)
        #expect(type(&search, "B", at: 0, cursor: nil) == 3)
        search.reset()
        #expect(type(&search, "e", at: 5, cursor: 3) == 4)
        // Already decomposed text loses its accents without a decomposer too.
        #expect(english.fold("E\u{301}mile") == "emile")
    }

    @Test("Turkish: i finds İsmail, ı finds Irmak and ılık; English: i finds Irmak and İsmail")
    func turkish() {
        let turkish = TypeAheadFolding(language: "tr_TR.UTF-8")
        #expect(turkish.fold("İsmail") == "ismail")
        #expect(turkish.fold("Irmak") == "ırmak")
        var search = TypeAheadSearch(folding: turkish)
        #expect(type(&search, "i", at: 0, cursor: nil) == 6)
        search.reset()
        #expect(type(&search, "ı", at: 0, cursor: nil) == 5)
        #expect(type(&search, "l", at: 0.2, cursor: 5) == 7)
        #expect(english.fold("İsmail") == "ismail")
        #expect(english.fold("Irmak") == "irmak")
        #expect(TypeAheadFolding(language: "az").fold("I") == "ı")
        #expect(TypeAheadFolding(language: nil).fold("I") == "i")
    }

    @Test("a pause of more than a second starts over; within a second the letters add up")
    func pause() {
        var search = TypeAheadSearch(folding: english)
        #expect(type(&search, "z", at: 10, cursor: nil) == 8)
        #expect(search.isActive(at: 10.9))
        #expect(!search.isActive(at: 11.1))
        #expect(type(&search, "b", at: 11.2, cursor: 8) == 3)
        #expect(search.buffer == "b")
    }

    @Test("the same letter again cycles through the rows starting with it, wrapping round")
    func cycling() {
        var search = TypeAheadSearch(folding: english)
        #expect(type(&search, "a", at: 0, cursor: nil) == 0)
        #expect(type(&search, "a", at: 0.2, cursor: 0) == 1)
        #expect(type(&search, "a", at: 0.4, cursor: 1) == 2)
        #expect(type(&search, "a", at: 0.6, cursor: 2) == 0)
        // After a pause, a new search starts after the cursor too.
        search.reset()
        #expect(type(&search, "a", at: 5, cursor: 1) == 2)
    }

    @Test("the search wraps from the cursor; no match leaves the cursor (nil) and keeps the letters")
    func wrapAndNoMatch() {
        var search = TypeAheadSearch(folding: english)
        #expect(type(&search, "a", at: 0, cursor: 7) == 0)
        #expect(type(&search, "q", at: 0.1, cursor: 0) == nil)
        #expect(search.buffer == "aq")
        var empty = TypeAheadSearch(folding: english)
        #expect(empty.type("a", at: 0, cursor: nil, count: 0) { _ in nil } == nil)
        // A cursor beyond the rows (they shrank) is clamped, rows without text never match.
        var sparse = TypeAheadSearch(folding: english)
        #expect(sparse.type("x", at: 0, cursor: 50, count: 3) { $0 == 1 ? "Xavier" : nil } == 1)
    }

    @Test("digits are letters too: 1 then 2 goes to 12. User")
    func digits() {
        let users = (1...30).map { "\($0). User" }
        var search = TypeAheadSearch(folding: english)
        let first = search.type("1", at: 0, cursor: 0, count: users.count) { users[$0] }
        #expect(first == 9)
        let second = search.type("2", at: 0.3, cursor: first, count: users.count) { users[$0] }
        #expect(second == 11)
    }
}

@Suite("Section index titles to sections")
struct SectionIndexMapTests {
    let folding = TypeAheadFolding(language: "en")

    @Test("a title with no section goes to the next title's section; Q goes to R")
    func nextSection() {
        let map = SectionIndexMap(
            titles: ["A", "B", "Q", "R", "S"], sectionTitles: ["A", "B", "R", "S"], sectionCount: 4, folding: folding)
        #expect(map.sections == [0, 1, 2, 2, 3])
        #expect(map.problems.isEmpty)
    }

    @Test("titles with none after them go to the last section, reported")
    func trailing() {
        let map = SectionIndexMap(titles: ["A", "Y", "Z"], sectionTitles: ["a", "B"], sectionCount: 2, folding: folding)
        #expect(map.sections == [0, 1, 1])
        #expect(map.problems.count == 2)
        #expect(map.problems[0].contains("'Y'"))
        #expect(map.section(forTitleAt: 5) == nil)
    }

    @Test("without section titles, title i is section i; beyond the last, the last, reported")
    func positional() {
        let map = SectionIndexMap(titles: ["1", "2", "3"], sectionTitles: [], sectionCount: 2, folding: folding)
        #expect(map.sections == [0, 1, 1])
        #expect(map.problems.count == 1)
    }

    @Test("no titles, or no sections: nothing maps")
    func empty() {
        #expect(SectionIndexMap(titles: [], sectionTitles: ["A"], sectionCount: 1, folding: folding).sections == [])
        let none = SectionIndexMap(titles: ["A"], sectionTitles: [], sectionCount: 0, folding: folding)
        #expect(none.sections == [])
        #expect(none.problems.count == 1)
    }
}

@Suite("Pinned section headers")
struct PinnedHeaderLayoutTests {
    @Test("the section's header is pinned at the top while its rows scroll under it")
    func pinned() {
        let pin = PinnedHeaderLayout.pin(
            scrollOffset: 100, sectionAtTop: 0, hasHeader: true,
            headers: [.init(section: 0, top: 0), .init(section: 1, top: 400)], headerHeight: 50)
        #expect(pin == .init(section: 0, offset: 0))
    }

    @Test("the next header pushes it up by as much as it overlaps")
    func pushed() {
        let pin = PinnedHeaderLayout.pin(
            scrollOffset: 370, sectionAtTop: 0, hasHeader: true, headers: [.init(section: 1, top: 400)], headerHeight: 50)
        #expect(pin == .init(section: 0, offset: -20))
    }

    @Test("nothing is pinned when the header is in its own place, or the section has none")
    func notPinned() {
        #expect(
            PinnedHeaderLayout.pin(
                scrollOffset: 0, sectionAtTop: 0, hasHeader: true, headers: [.init(section: 0, top: 0)], headerHeight: 50) == nil)
        #expect(PinnedHeaderLayout.pin(scrollOffset: 80, sectionAtTop: 2, hasHeader: false, headers: [], headerHeight: 50) == nil)
        #expect(PinnedHeaderLayout.pin(scrollOffset: .nan, sectionAtTop: 0, hasHeader: true, headers: [], headerHeight: 50) == nil)
    }

    @Test("headers far away (not laid out) leave the pinned header at the top")
    func farAway() {
        let pin = PinnedHeaderLayout.pin(scrollOffset: 9000, sectionAtTop: 7, hasHeader: true, headers: [], headerHeight: 50)
        #expect(pin == .init(section: 7, offset: 0))
    }
}

@Suite("Section index strip")
struct SectionIndexStripTests {
    let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }

    @Test("every title shown when each gets 24 px; y picks the title, clamped to the strip")
    func allShown() {
        let strip = SectionIndexStrip(titles: letters, height: 26 * 24)
        #expect(strip.entries.count == 26)
        #expect(strip.entryHeight == 24)
        #expect(strip.title(atY: 0) == 0)
        #expect(strip.title(atY: 24 * 2 + 5) == 2)
        #expect(strip.title(atY: -40) == 0)
        #expect(strip.title(atY: 10_000) == 25)
    }

    @Test("a short strip folds titles into • entries, each at least 24 px, first and last kept")
    func folded() {
        let strip = SectionIndexStrip(titles: letters, height: 300)
        #expect(strip.entries.count <= 12)
        #expect(strip.entryHeight >= SectionIndexStrip.minimumTargetHeight)
        #expect(strip.entries.first?.label == "A")
        #expect(strip.entries.last?.label == "Z")
        #expect(strip.entries.contains { $0.isFold && $0.label == "•" })
        // Every title is still reachable by dragging along the strip.
        let reached = Set(stride(from: 0.0, to: 300, by: 1).compactMap { strip.title(atY: $0) })
        #expect(reached == Set(0..<26))
        // Entries cover the titles in order, without gaps.
        #expect(strip.entries.map(\.titles.count).reduce(0, +) == 26)
    }

    @Test("no titles, no height: defined")
    func degenerate() {
        #expect(SectionIndexStrip(titles: [], height: 300).title(atY: 5) == nil)
        let tiny = SectionIndexStrip(titles: letters, height: 10)
        #expect(tiny.entries.count == 1)
        #expect(tiny.title(atY: 9.9) == 25)
        #expect(SectionIndexStrip(titles: letters, height: .nan).entries.count == 1)
    }
}
