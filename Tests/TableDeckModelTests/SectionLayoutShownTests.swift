import TableDeckModel
import Testing

@Suite("Section layout showing a search's rows")
struct SectionLayoutShownTests {
    /// Section 0: header, rows 0–3 (ordinals 0–3), footer; section 1: header, rows 0–2
    /// (ordinals 4–6); section 2: header, rows 0–1 (ordinals 7–8).
    private let sections = [
        SectionLayout.Section(rows: 4, hasHeader: true, hasFooter: true),
        SectionLayout.Section(rows: 3, hasHeader: true),
        SectionLayout.Section(rows: 2, hasHeader: true),
    ]

    private func path(_ row: Int, _ section: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

    @Test("only shown rows take positions; a section without one hides, header and footer too")
    func positions() {
        let layout = SectionLayout(sections).showing([1, 3, 8])
        #expect(layout.isFiltered)
        #expect(layout.shownRowCount == 3)
        #expect(layout.totalRows == 9)
        let items = (0..<layout.count).map { layout.item(at: $0) }
        #expect(
            items == [
                .header(section: 0), .row(path(1, 0)), .row(path(3, 0)), .footer(section: 0),
                .header(section: 2), .row(path(1, 2)),
            ])
        #expect(layout.position(of: .header(section: 1)) == nil)
        #expect(layout.position(of: .row(path(0, 0))) == nil)
        #expect(layout.position(of: .row(path(3, 0))) == 2)
        #expect(layout.position(of: .footer(section: 0)) == 3)
        #expect(layout.position(of: .row(path(1, 2))) == 5)
        // Rows keep their names and ordinals, shown or not.
        #expect(layout.ordinal(of: path(0, 1)) == 4)
        #expect(layout.row(atOrdinal: 5) == path(1, 1))
        #expect(layout.numberOfShownRows(inSection: 1) == 0)
        #expect(layout.numberOfShownRows(inSection: 0) == 2)
    }

    @Test("a result that only adds rows after the last shown keeps every position up to it, not the footer after it")
    func positionsKept() {
        let layout = SectionLayout(sections)
        let some = layout.showing([1, 2])
        // Header, 1, 2, footer: more rows in section 0 come before its footer; rows of later
        // sections after it. Either way the first three positions stay.
        #expect(some.positionsKept(by: layout.showing([1, 2, 3])) == 3)
        let grown = layout.showing([1, 2, 3, 5, 8])
        #expect(some.positionsKept(by: grown) == 3)
        let items = (0..<grown.count).map { grown.item(at: $0) }
        #expect(Array(items.prefix(3)) == (0..<3).map { some.item(at: $0) })
        // The same rows: all kept but the footer, which is replaced by itself.
        #expect(some.positionsKept(by: some) == 3)
        // Nothing shown yet: nothing to keep.
        #expect(layout.showing([]).positionsKept(by: grown) == 0)
        // Not an extension: another row among them, fewer rows, every row, or other sections.
        #expect(some.positionsKept(by: layout.showing([0, 1, 2])) == nil)
        #expect(some.positionsKept(by: layout.showing([1])) == nil)
        #expect(some.positionsKept(by: layout.showing(nil)) == nil)
        #expect(layout.positionsKept(by: grown) == nil)
        #expect(some.positionsKept(by: SectionLayout(Array(sections.prefix(2))).showing([1, 2, 3])) == nil)
    }

    @Test("nil shows every row; an empty list shows none")
    func allAndNone() {
        let all = SectionLayout(sections).showing(nil)
        #expect(all == SectionLayout(sections))
        #expect(!all.isFiltered)
        let none = SectionLayout(sections).showing([])
        #expect(none.count == 0)
        #expect(none.firstRow == nil && none.lastRow == nil)
        #expect(none.row(from: .row(path(0, 0)), movingBy: 1) == nil)
        // Ordinals past the end are dropped.
        #expect(SectionLayout(sections).showing([2, 40]).shownOrdinals == [2])
    }

    @Test("moving by rows steps over hidden rows, from a shown or a hidden row")
    func movingByRows() {
        let layout = SectionLayout(sections).showing([1, 3, 8])
        #expect(layout.firstRow == path(1, 0))
        #expect(layout.lastRow == path(1, 2))
        #expect(layout.row(from: .row(path(1, 0)), movingBy: 1) == path(3, 0))
        #expect(layout.row(from: .row(path(3, 0)), movingBy: 1) == path(1, 2))
        #expect(layout.row(from: .row(path(1, 2)), movingBy: 1) == path(1, 2))
        #expect(layout.row(from: .row(path(1, 0)), movingBy: -1) == path(1, 0))
        // From a hidden row: Down goes to the next shown row, Up to the one before.
        #expect(layout.row(from: .row(path(0, 1)), movingBy: 1) == path(1, 2))
        #expect(layout.row(from: .row(path(0, 1)), movingBy: -1) == path(3, 0))
        #expect(layout.row(from: .row(path(2, 0)), movingBy: 0) == path(3, 0))
        // By positions (Page Down): headers and footers count, hidden rows do not.
        #expect(layout.row(from: .row(path(1, 0)), movingByPositions: 3) == path(1, 2))
        #expect(layout.row(from: .row(path(0, 1)), movingByPositions: -1) == path(3, 0))
    }

    @Test("shown rows among ranges, and places in sections among the shown rows")
    func shownRowsAndPlaces() {
        let layout = SectionLayout(sections).showing([1, 2, 3, 5, 8])
        #expect(layout.shownRows(among: RangeSet(0..<9)) == RangeSet([1..<4, 5..<6, 8..<9]))
        #expect(layout.shownRows(among: RangeSet(2..<6)) == RangeSet([2..<4, 5..<6]))
        #expect(layout.allShownRows.ranges.count == 3)
        #expect(layout.isShown(ordinal: 5) && !layout.isShown(ordinal: 4) && !layout.isShown(ordinal: 9))
        #expect(layout.placeInSection(of: path(1, 0))?.isFirst == true)
        #expect(layout.placeInSection(of: path(3, 0))?.isLast == true)
        #expect(layout.placeInSection(of: path(0, 0)) == nil)
        let edges = layout.sectionEdgeRows.map(\.indexPath)
        #expect(edges == [path(1, 0), path(3, 0), path(1, 1), path(1, 2)])
    }
}
