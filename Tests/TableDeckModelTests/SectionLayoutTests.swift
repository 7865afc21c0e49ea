import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Section layout")
struct SectionLayoutTests {
    private func layout(_ shapes: (rows: Int, header: Bool)...) -> SectionLayout {
        SectionLayout(shapes.map { SectionLayout.Section(rows: $0.rows, hasHeader: $0.header) })
    }

    @Test("zero sections have no positions")
    func zeroSections() {
        let empty = SectionLayout([])
        #expect(empty.count == 0)
        #expect(empty.numberOfSections == 0)
        #expect(empty.item(at: 0) == nil)
        #expect(empty.item(at: -1) == nil)
        #expect(empty.position(ofRow: 0, inSection: 0) == nil)
        #expect(empty.position(of: .header(section: 0)) == nil)
        #expect(SectionLayout.empty == empty)
    }

    @Test("headers and rows interleave in order")
    func interleaving() {
        let sections = layout((2, true), (1, true))
        #expect(sections.count == 5)
        let items = (0..<5).map { sections.item(at: $0) }
        #expect(
            items == [
                .header(section: 0), .row(TableIndexPath(row: 0, section: 0)), .row(TableIndexPath(row: 1, section: 0)),
                .header(section: 1), .row(TableIndexPath(row: 0, section: 1)),
            ])
        #expect(sections.item(at: 5) == nil)
    }

    @Test("empty sections, with and without headers, take only their header's position")
    func emptySections() {
        let sections = layout((0, false), (0, true), (2, false), (0, false), (0, false), (1, true), (0, false))
        #expect(sections.count == 5)
        #expect(sections.item(at: 0) == .header(section: 1))
        #expect(sections.item(at: 1) == .row(TableIndexPath(row: 0, section: 2)))
        #expect(sections.item(at: 2) == .row(TableIndexPath(row: 1, section: 2)))
        #expect(sections.item(at: 3) == .header(section: 5))
        #expect(sections.item(at: 4) == .row(TableIndexPath(row: 0, section: 5)))
        #expect(sections.position(of: .header(section: 0)) == nil, "section 0 has no header")
        #expect(sections.position(ofRow: 0, inSection: 0) == nil, "section 0 has no rows")
        #expect(sections.position(ofRow: 0, inSection: 3) == nil)
        #expect(sections.numberOfRows(inSection: 2) == 2)
        #expect(sections.numberOfRows(inSection: 99) == 0)
    }

    @Test(
        "every position maps to an item and back",
        arguments: [
            [(3, true), (0, true), (5, false), (1, true)],
            [(0, false), (0, false)],
            [(7, false)],
            [(1, true), (1, true), (1, true), (0, false), (4, true)],
        ])
    func roundTrip(shapes: [(Int, Bool)]) throws {
        let sections = SectionLayout(shapes.map { SectionLayout.Section(rows: $0.0, hasHeader: $0.1) })
        #expect(sections.count == shapes.reduce(0) { $0 + $1.0 + ($1.1 ? 1 : 0) })
        for position in 0..<sections.count {
            let item = try #require(sections.item(at: position))
            #expect(sections.position(of: item) == position)
        }
    }

    @Test("out-of-range rows and sections have no position")
    func outOfRange() {
        let sections = layout((3, true))
        #expect(sections.position(ofRow: 3, inSection: 0) == nil)
        #expect(sections.position(ofRow: -1, inSection: 0) == nil)
        #expect(sections.position(ofRow: 0, inSection: 1) == nil)
        #expect(sections.position(ofRow: 0, inSection: -1) == nil)
        #expect(sections.position(ofRow: 2, inSection: 0) == 3)
    }

    @Test("negative row counts are treated as zero")
    func negativeRows() {
        let sections = layout((-4, true), (2, false))
        #expect(sections.count == 3)
        #expect(sections.numberOfRows(inSection: 0) == 0)
        #expect(sections.item(at: 1) == .row(TableIndexPath(row: 0, section: 1)))
    }

    @Test("ten million rows in one section map in constant space")
    func tenMillion() {
        let sections = layout((10_000_000, false))
        #expect(sections.count == 10_000_000)
        #expect(sections.item(at: 9_999_999) == .row(TableIndexPath(row: 9_999_999, section: 0)))
        #expect(sections.position(ofRow: 5_000_000, inSection: 0) == 5_000_000)
    }

    @Test("many sections: binary search agrees with a linear walk")
    func manySections() {
        let shapes = (0..<300).map { SectionLayout.Section(rows: ($0 * 7) % 5, hasHeader: $0 % 3 != 0) }
        let sections = SectionLayout(shapes)
        var expected: [TableItem] = []
        for (index, shape) in shapes.enumerated() {
            if shape.hasHeader { expected.append(.header(section: index)) }
            for row in 0..<shape.rows { expected.append(.row(TableIndexPath(row: row, section: index))) }
        }
        #expect(sections.count == expected.count)
        #expect((0..<expected.count).map { sections.item(at: $0) } == expected.map { Optional($0) })
    }

    @Test("keyboard moves count rows only, step over headers and empty sections, and clamp")
    func rowMoves() {
        let sections = layout((2, true), (0, true), (0, false), (3, true))
        let first = TableIndexPath(row: 0, section: 0)
        let second = TableIndexPath(row: 1, section: 0)
        let next = TableIndexPath(row: 0, section: 3)
        #expect(sections.totalRows == 5)
        #expect(sections.firstRow == first)
        #expect(sections.lastRow == TableIndexPath(row: 2, section: 3))
        #expect(sections.row(from: .row(second), movingBy: 1) == next, "over two headers and two empty sections")
        #expect(sections.row(from: .row(next), movingBy: -1) == second)
        #expect(sections.row(from: .row(first), movingBy: -1) == first, "clamped at the top")
        #expect(sections.row(from: .row(first), movingBy: 100) == sections.lastRow, "clamped at the bottom")
        #expect(sections.row(from: .header(section: 3), movingBy: 1) == next)
        #expect(sections.row(from: .header(section: 3), movingBy: -1) == second)
        #expect(sections.row(from: .header(section: 1), movingBy: 1) == next)
        #expect(sections.row(from: .header(section: 2), movingBy: 1) == nil, "section 2 has no header")
        #expect(layout((0, true), (0, false)).row(from: .header(section: 0), movingBy: 1) == nil, "no rows")
        #expect(SectionLayout.empty.firstRow == nil)
        #expect(layout((10_000_000, false)).row(from: .row(first), movingBy: 9_999_999)?.row == 9_999_999)
    }

    @Test("footers come after their section's rows, and map back")
    func footers() throws {
        let sections = SectionLayout([
            .init(rows: 2, hasHeader: true, hasFooter: true), .init(rows: 0, hasHeader: false, hasFooter: true),
            .init(rows: 0, hasHeader: false), .init(rows: 1, hasHeader: false, hasFooter: true),
        ])
        #expect(sections.count == 7)
        let items = (0..<7).map { sections.item(at: $0) }
        #expect(
            items == [
                .header(section: 0), .row(TableIndexPath(row: 0, section: 0)), .row(TableIndexPath(row: 1, section: 0)),
                .footer(section: 0), .footer(section: 1), .row(TableIndexPath(row: 0, section: 3)), .footer(section: 3),
            ])
        for position in 0..<sections.count {
            let item = try #require(sections.item(at: position))
            #expect(sections.position(of: item) == position)
            #expect(item.section == [0, 0, 0, 0, 1, 3, 3][position])
        }
        #expect(sections.position(of: .footer(section: 2)) == nil, "section 2 has no footer")
        #expect(sections.position(of: .footer(section: 9)) == nil)
        #expect(sections.totalRows == 3, "footers are no rows")
        #expect(sections.firstRowPosition(inSection: 3) == 5)
        let changed = sections.withRowCounts([0, 1, 2, 1])
        #expect(changed.sections.map(\.rows) == [0, 1, 2, 1])
        #expect(changed.sections.map(\.hasFooter) == sections.sections.map(\.hasFooter), "titles stay")
        #expect(changed.item(at: 1) == .footer(section: 0), "the header, then the footer of a section without rows")
    }

    @Test("keyboard moves step over footers too")
    func rowMovesOverFooters() {
        let sections = SectionLayout([
            .init(rows: 2, hasHeader: true, hasFooter: true), .init(rows: 0, hasHeader: true, hasFooter: true),
            .init(rows: 2, hasHeader: true, hasFooter: true),
        ])
        let last = TableIndexPath(row: 1, section: 0)
        let next = TableIndexPath(row: 0, section: 2)
        #expect(sections.row(from: .row(last), movingBy: 1) == next, "over a footer, a header, an empty section's footer and a header")
        #expect(sections.row(from: .row(next), movingBy: -1) == last)
        #expect(sections.row(from: .footer(section: 0), movingBy: -1) == last)
        #expect(sections.row(from: .footer(section: 0), movingBy: 1) == next)
        #expect(sections.row(from: .footer(section: 2), movingBy: 1) == TableIndexPath(row: 1, section: 2), "clamped at the bottom")
        // Positions: H0 r0 r1 F0 H1 F1 H2 r0 r1 F2: three positions down from the last row of
        // section 0 is section 1's footer; the move goes on to the next row.
        #expect(sections.row(from: .row(last), movingByPositions: 3) == next)
        #expect(sections.row(from: .row(next), movingByPositions: -2) == last)
    }

    @Test("index paths order by section, then row, and print as in events")
    func indexPaths() {
        #expect(TableIndexPath(row: 9, section: 0) < TableIndexPath(row: 0, section: 1))
        #expect(TableIndexPath(row: 1, section: 2) < TableIndexPath(row: 2, section: 2))
        #expect(TableIndexPath(row: 4, section: 3).description == "section 3 row 4")
        #expect(StdoutEvent.cellPressed(TableIndexPath(row: 4, section: 3)).line == "Item pressed at section 3 row 4")
    }
}

@Suite("Page Up and Page Down over sections")
struct SectionPagingTests {
    private let sections = SectionLayout([
        .init(rows: 3, hasHeader: true), .init(rows: 2, hasHeader: true), .init(rows: 0, hasHeader: true),
        .init(rows: 4, hasHeader: true),
    ])

    @Test("headers count as the space they take: 4 positions from row 0 of section 0 is row 0 of section 1")
    func headersCount() {
        // Positions: H0 r0 r1 r2 H1 r0 r1 H2 H3 r0 r1 r2 r3.
        let from = TableItem.row(TableIndexPath(row: 0, section: 0))
        #expect(sections.row(from: from, movingByPositions: 2) == TableIndexPath(row: 2, section: 0))
        #expect(sections.row(from: from, movingByPositions: 3) == TableIndexPath(row: 0, section: 1))
        #expect(sections.row(from: from, movingByPositions: 4) == TableIndexPath(row: 0, section: 1))
    }

    @Test("landing on headers goes on in the direction of the move, then back at the ends")
    func landingOnHeaders() {
        let from = TableItem.row(TableIndexPath(row: 1, section: 1))
        #expect(sections.row(from: from, movingByPositions: 1) == TableIndexPath(row: 0, section: 3))
        #expect(sections.row(from: from, movingByPositions: -2) == TableIndexPath(row: 2, section: 0))
        #expect(sections.row(from: .row(TableIndexPath(row: 1, section: 0)), movingByPositions: -5) == TableIndexPath(row: 0, section: 0))
        #expect(sections.row(from: from, movingByPositions: 100) == TableIndexPath(row: 3, section: 3))
    }

    @Test("no rows or an unknown item give nil")
    func nothingToMoveTo() {
        #expect(SectionLayout([.init(rows: 0, hasHeader: true)]).row(from: .header(section: 0), movingByPositions: 3) == nil)
        #expect(sections.row(from: .row(TableIndexPath(row: 9, section: 0)), movingByPositions: 1) == nil)
    }
}
