import TableDeckModel
import Testing

@Suite("Reorder index maths for the recycling table, with only some rows laid out")
struct ReorderMathKnownRowsTests {
    /// Rows `range` of a list of 40 px rows, at rest, in the list's content coordinates.
    private func known(_ range: ClosedRange<Int>) -> [Int: ReorderMath.Span] {
        Dictionary(uniqueKeysWithValues: range.map { ($0, ReorderMath.Span(top: Double($0) * 40, height: 40)) })
    }

    @Test("with every row laid out it agrees with the stack table's rule, for every middle")
    func agreesWhenAllKnown() {
        let all = known(0...5)
        let rows = (0...5).map { all[$0] ?? ReorderMath.Span(top: 0, height: 0) }
        for lifted in 0...5 {
            for middle in stride(from: -60.0, through: 300, by: 7) {
                #expect(
                    ReorderMath.destination(ofLifted: lifted, middle: middle, known: all, count: 6)
                        == ReorderMath.destination(ofLifted: lifted, middle: middle, rows: rows), "row \(lifted) at \(middle)")
            }
        }
    }

    @Test("rows above the laid-out ones count as above, rows below them as below")
    func unknownRowsOutside() {
        // Rows 100…109 laid out (tops 4000…4360) of 1,000; row 103 held.
        let window = known(100...109)
        // At rest, and past one neighbour each way.
        #expect(ReorderMath.destination(ofLifted: 103, middle: 4140, known: window, count: 1000) == 103)
        #expect(ReorderMath.destination(ofLifted: 103, middle: 4181, known: window, count: 1000) == 104)
        #expect(ReorderMath.destination(ofLifted: 103, middle: 4099, known: window, count: 1000) == 102)
        // Above the first laid-out row: its place, not the top of the list.
        #expect(ReorderMath.destination(ofLifted: 103, middle: 3900, known: window, count: 1000) == 100)
        // Below the last one: after it, not the end of the list.
        #expect(ReorderMath.destination(ofLifted: 103, middle: 9000, known: window, count: 1000) == 109)
        // Below the last row of the list: the last place.
        #expect(ReorderMath.destination(ofLifted: 3, middle: 9000, known: known(0...9), count: 10) == 9)
    }

    @Test("the lifted row itself need not be laid out (scrolled far away by autoscroll)")
    func liftedNotKnown() {
        // Row 2 was lifted, then the list scrolled to rows 500…520.
        let window = known(500...520)
        #expect(ReorderMath.destination(ofLifted: 2, middle: 500 * 40 + 20 + 1, known: window, count: 1000) == 500)
        #expect(ReorderMath.destination(ofLifted: 2, middle: 500 * 40 + 19, known: window, count: 1000) == 499)
        // Row 900 lifted, the list scrolled up to rows 10…30.
        #expect(ReorderMath.destination(ofLifted: 900, middle: 10 * 40 + 19, known: known(10...30), count: 1000) == 10)
    }

    @Test("nothing laid out keeps the row; a bad index, or rows out of range, are defined")
    func badInput() {
        #expect(ReorderMath.destination(ofLifted: 4, middle: 100, known: [:], count: 10) == 4)
        #expect(ReorderMath.destination(ofLifted: 10, middle: 100, known: known(0...9), count: 10) == nil)
        #expect(ReorderMath.destination(ofLifted: -1, middle: 100, known: known(0...9), count: 10) == nil)
        #expect(ReorderMath.destination(ofLifted: 0, middle: 0, known: [:], count: 0) == nil)
        // Known rows beyond the count (a stale layout) are ignored.
        #expect(ReorderMath.destination(ofLifted: 0, middle: 9000, known: known(0...20), count: 5) == 4)
    }

    @Test("every row's index after a move is where the move puts it")
    func indexAfterMove() {
        let items = Array(0..<7)
        for from in items {
            for to in items {
                let after = ReorderMath.moved(items, from: from, to: to)
                for row in items {
                    #expect(after[ReorderMath.index(ofRow: row, afterMovingFrom: from, to: to)] == row, "\(row): \(from) → \(to)")
                }
            }
        }
    }
}
