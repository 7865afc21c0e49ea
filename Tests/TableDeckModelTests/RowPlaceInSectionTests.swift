import TableDeckAppModel
import TableDeckModel
import Testing

/// Where a row stands in its section: the one decision both engines draw a grouped style's
/// cards from (rounded corners on a section's first and last rows only).
@Suite("A row's place in its section")
struct RowPlaceInSectionTests {
    private func row(_ row: Int, _ section: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

    private func place(first: Bool, last: Bool, opens: Bool = false) -> RowPlaceInSection {
        RowPlaceInSection(isFirst: first, isLast: last, opensSection: opens)
    }

    @Test("a section's first and last rows are its card's edges; the rows between are neither")
    func edges() {
        let layout = SectionLayout([.init(rows: 4, hasHeader: true)])
        #expect(layout.placeInSection(of: row(0, 0)) == place(first: true, last: false))
        #expect(layout.placeInSection(of: row(1, 0)) == .middle)
        #expect(layout.placeInSection(of: row(2, 0)) == .middle)
        #expect(layout.placeInSection(of: row(3, 0)) == place(first: true, last: false).flipped)
    }

    @Test("a section of one row is both first and last: rounded on every corner")
    func onlyRow() {
        let layout = SectionLayout([.init(rows: 1, hasHeader: true, hasFooter: true)])
        #expect(layout.placeInSection(of: row(0, 0)) == place(first: true, last: true))
    }

    @Test("the first row of a section without a header opens the section; with a header it does not")
    func opensSection() {
        let layout = SectionLayout([.init(rows: 2, hasHeader: false), .init(rows: 2, hasHeader: true, hasFooter: true)])
        #expect(layout.placeInSection(of: row(0, 0)) == place(first: true, last: false, opens: true))
        #expect(layout.placeInSection(of: row(1, 0))?.opensSection == false, "only a first row opens a section")
        #expect(layout.placeInSection(of: row(0, 1)) == place(first: true, last: false))
        #expect(RowPlaceInSection(isFirst: false, isLast: true, opensSection: true).opensSection == false)
    }

    @Test("rows that do not exist have no place: empty sections, header-only sections, out of range")
    func noPlace() {
        let layout = SectionLayout([
            .init(rows: 0, hasHeader: false), .init(rows: 0, hasHeader: true), .init(rows: 0, hasHeader: true, hasFooter: true),
            .init(rows: 2, hasHeader: false),
        ])
        #expect(layout.placeInSection(of: row(0, 0)) == nil)
        #expect(layout.placeInSection(of: row(0, 1)) == nil, "a section with only a header draws no card")
        #expect(layout.placeInSection(of: row(0, 2)) == nil)
        #expect(layout.placeInSection(of: row(2, 3)) == nil)
        #expect(layout.placeInSection(of: row(-1, 3)) == nil)
        #expect(layout.placeInSection(of: row(0, 4)) == nil)
        #expect(layout.placeInSection(of: row(0, -1)) == nil)
        #expect(SectionLayout.empty.placeInSection(of: row(0, 0)) == nil)
        #expect(SectionLayout.empty.sectionEdgeRows.isEmpty)
        #expect(layout.sectionEdgeRows.map(\.indexPath) == [row(0, 3), row(1, 3)], "no edges in empty sections")
    }

    @Test("the edge rows are exactly the rows whose place is not the middle, in order", arguments: [1, 2, 3, 4, 5])
    func edgeRowsAgreeWithEveryRow(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let sections = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
            SectionLayout.Section(
                rows: Int.random(in: 0...4, using: &generator), hasHeader: Bool.random(using: &generator),
                hasFooter: Bool.random(using: &generator))
        }
        let layout = SectionLayout(sections)
        var expected: [TableIndexPath] = []
        for (section, shape) in sections.enumerated() {
            for index in 0..<shape.rows {
                let place = layout.placeInSection(of: row(index, section))
                #expect(place != nil)
                if place != .middle { expected.append(row(index, section)) }
            }
        }
        #expect(layout.sectionEdgeRows.map(\.indexPath) == expected)
        #expect(layout.sectionEdgeRows.allSatisfy { layout.placeInSection(of: $0.indexPath) == $0.place })
    }

    @Test("after rows are inserted and deleted at a section's edges, the new edges are the new first and last rows")
    func afterABatch() throws {
        let before = SectionLayout([.init(rows: 3, hasHeader: true), .init(rows: 1, hasHeader: false)])
        // Section 0: a row appended after its last; section 1: its only row deleted.
        let batch = SectionedRowBatch(deletions: [row(0, 1)], insertions: [row(3, 0)])
        let plan = try #require(batch.plan(oldCounts: [3, 1], newCounts: [4, 0]).plan)
        let after = before.withRowCounts(plan.newCounts)
        #expect(after.placeInSection(of: row(2, 0)) == .middle, "the old last row is no edge any more")
        #expect(after.placeInSection(of: row(3, 0))?.isLast == true)
        #expect(after.placeInSection(of: row(0, 1)) == nil, "the emptied section has no card")
        #expect(after.sectionEdgeRows.map(\.indexPath) == [row(0, 0), row(3, 0)])
    }

    @Test("styles: plain draws no cards, both grouped styles do; raw values are the command line's names")
    func styles() {
        #expect(TableStyle.allCases == [.plain, .grouped, .insetGrouped])
        #expect(TableStyle.allCases.map(\.rawValue) == ["plain", "grouped", "inset-grouped"])
        #expect(TableStyle.allCases.map(\.drawsSectionsAsCards) == [false, true, true])
        #expect(TableStyle(rawValue: "insetGrouped") == nil)
    }
}

extension RowPlaceInSection {
    /// The same place seen from the other end of the section: first and last swapped.
    fileprivate var flipped: RowPlaceInSection { RowPlaceInSection(isFirst: isLast, isLast: isFirst, opensSection: false) }
}
