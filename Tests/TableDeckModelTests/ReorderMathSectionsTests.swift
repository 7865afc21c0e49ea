import TableDeckModel
import Testing

@Suite("Reorder maths across sections: where a dragged row lands, and what makes room")
struct ReorderMathSectionsTests {
    /// Section 0: a header, 3 rows, a footer; section 1: a header and a footer, no rows;
    /// section 2: a header and 4 rows. Every item 40 px, at position × 40.
    private let layout = SectionLayout([
        .init(rows: 3, hasHeader: true, hasFooter: true),
        .init(rows: 0, hasHeader: true, hasFooter: true),
        .init(rows: 4, hasHeader: true),
    ])

    /// Every item of `layout` whose position is in `positions`, at rest.
    private func known(_ layout: SectionLayout, _ positions: Range<Int>? = nil) -> [TableItem: ReorderMath.Span] {
        var spans: [TableItem: ReorderMath.Span] = [:]
        for position in positions ?? 0..<layout.count {
            guard let item = layout.item(at: position) else { continue }
            spans[item] = ReorderMath.Span(top: Double(position) * 40, height: 40)
        }
        return spans
    }

    private func path(_ row: Int, _ section: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

    private func landing(_ lifted: TableIndexPath, at middle: Double, known: [TableItem: ReorderMath.Span]? = nil) -> TableIndexPath? {
        ReorderMath.destination(ofLifted: lifted, middle: middle, known: known ?? self.known(layout), in: layout)
    }

    @Test("held down over the next sections: its own end, an empty section, the next section's top and rows")
    func downward() {
        let lifted = path(1, 0)  // position 2, middle 100
        #expect(landing(lifted, at: 100) == path(1, 0))
        #expect(landing(lifted, at: 141) == path(2, 0), "past its neighbour's middle")
        #expect(landing(lifted, at: 170) == path(2, 0), "over its own footer: its section's end")
        #expect(landing(lifted, at: 210) == path(0, 1), "over an empty section's header")
        #expect(landing(lifted, at: 250) == path(0, 1), "over an empty section's footer")
        #expect(landing(lifted, at: 290) == path(0, 2), "over the next section's header: its top")
        #expect(landing(lifted, at: 339) == path(0, 2))
        #expect(landing(lifted, at: 345) == path(1, 2), "past that section's first row's middle")
        #expect(landing(lifted, at: 10_000) == path(4, 2), "below everything: the last section's end")
    }

    @Test("held up over the sections above: their ends, an empty one, its own top")
    func upward() {
        let lifted = path(0, 2)  // position 8, middle 340
        #expect(landing(lifted, at: 340) == path(0, 2))
        #expect(landing(lifted, at: 290) == path(0, 2), "over its own header: its own top")
        #expect(landing(lifted, at: 250) == path(0, 1))
        #expect(landing(lifted, at: 150) == path(3, 0), "below the last row's middle of the section above: its end")
        #expect(landing(lifted, at: 130) == path(2, 0))
        #expect(landing(lifted, at: -500) == path(0, 0), "above everything: the first section's top")
    }

    @Test("sections without titles meet at their rows")
    func withoutTitles() {
        let plain = SectionLayout([.init(rows: 3, hasHeader: false), .init(rows: 3, hasHeader: false)])
        let spans = known(plain)
        #expect(ReorderMath.destination(ofLifted: path(2, 0), middle: 115, known: spans, in: plain) == path(2, 0))
        #expect(ReorderMath.destination(ofLifted: path(2, 0), middle: 130, known: spans, in: plain) == path(0, 1))
        #expect(ReorderMath.destination(ofLifted: path(2, 0), middle: 145, known: spans, in: plain) == path(1, 1))
    }

    @Test("only the items near the screen laid out (a recycling list)")
    func partlyKnown() {
        // Section 1 holds 100 rows; only its rows 51…60 and nothing else are laid out.
        let long = SectionLayout([.init(rows: 3, hasHeader: true), .init(rows: 100, hasHeader: true)])
        let window = known(long, 56..<66)  // positions 56…65: rows 51…60 of section 1
        #expect(ReorderMath.destination(ofLifted: path(1, 0), middle: 56 * 40 + 30, known: window, in: long) == path(52, 1))
        #expect(ReorderMath.destination(ofLifted: path(1, 0), middle: 99_999, known: window, in: long) == path(61, 1))
        #expect(ReorderMath.destination(ofLifted: path(1, 0), middle: 0, known: window, in: long) == path(51, 1))
        #expect(ReorderMath.destination(ofLifted: path(1, 0), middle: 0, known: [:], in: long) == path(1, 0), "nothing laid out: it stays")
        #expect(ReorderMath.destination(ofLifted: path(3, 0), middle: 0, known: window, in: long) == nil, "no such row")
    }

    @Test("for every row held anywhere, the landing place is a move a row can make, and never goes back up as it goes down")
    func everyMiddle() {
        for position in 0..<layout.count {
            guard case .row(let lifted) = layout.item(at: position) else { continue }
            var last = -1
            for middle in stride(from: -100.0, through: 600, by: 3) {
                guard let destination = landing(lifted, at: middle) else {
                    Issue.record("no landing for \(lifted) at \(middle)")
                    continue
                }
                guard let spans = ReorderMath.positions(ofMoveFrom: lifted, to: destination, in: layout) else {
                    Issue.record("\(lifted) to \(destination) at \(middle) is no move")
                    continue
                }
                #expect(spans.to >= last, "\(lifted) at \(middle): \(destination)")
                last = spans.to
            }
        }
    }

    @Test("what makes room: every position between the row's place and where it lands, titles included")
    func positionsMakingRoom() {
        // Within a section.
        let within = ReorderMath.positions(ofMoveFrom: path(1, 0), to: path(2, 0), in: layout)
        #expect(within?.from == 2 && within?.to == 3)
        // Down to the next section's top: the rest of section 0, its footer, the empty section
        // and section 2's header move up; section 2's rows stay.
        guard let down = ReorderMath.positions(ofMoveFrom: path(1, 0), to: path(0, 2), in: layout) else {
            Issue.record("no move")
            return
        }
        let shifts = (0..<layout.count).map { ReorderMath.shift(ofRow: $0, from: down.from, to: down.to) }
        #expect(shifts == [0, 0, 0, -1, -1, -1, -1, -1, 0, 0, 0, 0])
        // Up into the empty section: section 1's footer and section 2's header move down.
        guard let up = ReorderMath.positions(ofMoveFrom: path(0, 2), to: path(0, 1), in: layout) else {
            Issue.record("no move")
            return
        }
        let upShifts = (0..<layout.count).map { ReorderMath.shift(ofRow: $0, from: up.from, to: up.to) }
        #expect(upShifts == [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0])
        // Held at rest; and moves no row can make.
        #expect(ReorderMath.positions(ofMoveFrom: path(1, 0), to: path(1, 0), in: layout).map { [$0.from, $0.to] } == [2, 2])
        #expect(ReorderMath.positions(ofMoveFrom: path(1, 0), to: path(0, 3), in: layout) == nil)
        #expect(ReorderMath.positions(ofMoveFrom: path(5, 0), to: path(0, 2), in: layout) == nil)
    }
}
