import TableDeckModel
import Testing

@Suite("Reorder index maths")
struct ReorderMathTests {
    /// Four rows 40 px tall from 0.
    private let rows = (0..<4).map { ReorderMath.Span(top: Double($0) * 40, height: 40) }

    @Test("a lifted row stays at its place until its middle passes a neighbour's middle")
    func destinationByMiddles() {
        // Row 1's middle is 60 at rest; row 2's middle is 100.
        #expect(ReorderMath.destination(ofLifted: 1, middle: 60, rows: rows) == 1)
        #expect(ReorderMath.destination(ofLifted: 1, middle: 99, rows: rows) == 1)
        #expect(ReorderMath.destination(ofLifted: 1, middle: 101, rows: rows) == 2)
        #expect(ReorderMath.destination(ofLifted: 1, middle: 141, rows: rows) == 3)
        #expect(ReorderMath.destination(ofLifted: 1, middle: 19, rows: rows) == 0)
    }

    @Test("beyond the ends the row goes to the first or last place; a bad index gives nil")
    func destinationAtEnds() {
        #expect(ReorderMath.destination(ofLifted: 2, middle: -500, rows: rows) == 0)
        #expect(ReorderMath.destination(ofLifted: 2, middle: 5000, rows: rows) == 3)
        #expect(ReorderMath.destination(ofLifted: 4, middle: 0, rows: rows) == nil)
        #expect(ReorderMath.destination(ofLifted: -1, middle: 0, rows: rows) == nil)
        #expect(ReorderMath.destination(ofLifted: 0, middle: 10, rows: []) == nil)
    }

    @Test("destination is the index after the move, as UIKit's moveRowAt:to:")
    func afterMoveSemantics() {
        #expect(ReorderMath.moved(["a", "b", "c", "d"], from: 1, to: 3) == ["a", "c", "d", "b"])
        #expect(ReorderMath.moved(["a", "b", "c", "d"], from: 3, to: 0) == ["d", "a", "b", "c"])
        #expect(ReorderMath.moved(["a", "b", "c", "d"], from: 2, to: 2) == ["a", "b", "c", "d"])
        #expect(ReorderMath.moved(["a", "b"], from: 0, to: 2) == ["a", "b"])
    }

    @Test("rows between the old and the new place make room, the others stay")
    func shifts() {
        // Row 0 held over place 2: rows 1 and 2 move up.
        #expect((0..<4).map { ReorderMath.shift(ofRow: $0, from: 0, to: 2) } == [0, -1, -1, 0])
        // Row 3 held over place 1: rows 1 and 2 move down.
        #expect((0..<4).map { ReorderMath.shift(ofRow: $0, from: 3, to: 1) } == [0, 1, 1, 0])
        #expect((0..<4).map { ReorderMath.shift(ofRow: $0, from: 2, to: 2) } == [0, 0, 0, 0])
    }

    @Test("moving rows as the shifts show gives the same order as the move")
    func shiftsAgreeWithMove() {
        for from in 0..<4 {
            for to in 0..<4 {
                var places = Array(0..<4)
                for row in 0..<4 { places[row] = row == from ? to : row + ReorderMath.shift(ofRow: row, from: from, to: to) }
                var order = [Int](repeating: -1, count: 4)
                for row in 0..<4 { order[places[row]] = row }
                #expect(order == ReorderMath.moved(Array(0..<4), from: from, to: to), "from \(from) to \(to)")
            }
        }
    }

    @Test("Alt+Up and Alt+Down move one place and do nothing at the ends")
    func keyboard() {
        #expect(ReorderMath.keyboardDestination(of: 2, up: true, count: 5) == 1)
        #expect(ReorderMath.keyboardDestination(of: 2, up: false, count: 5) == 3)
        #expect(ReorderMath.keyboardDestination(of: 0, up: true, count: 5) == nil)
        #expect(ReorderMath.keyboardDestination(of: 4, up: false, count: 5) == nil)
        #expect(ReorderMath.keyboardDestination(of: 0, up: false, count: 1) == nil)
        #expect(ReorderMath.keyboardDestination(of: 7, up: true, count: 5) == nil)
    }

    @Test("autoscroll: none in the middle, faster nearer the edge, capped past it")
    func autoscroll() {
        let height = 400.0
        #expect(ReorderMath.autoscrollSpeed(pointerY: 200, viewportHeight: height) == 0)
        #expect(ReorderMath.autoscrollSpeed(pointerY: 48, viewportHeight: height) == 0)
        let near = ReorderMath.autoscrollSpeed(pointerY: 24, viewportHeight: height)
        #expect(near < 0 && near == -ReorderMath.autoscrollMaximumSpeed / 2)
        #expect(ReorderMath.autoscrollSpeed(pointerY: 0, viewportHeight: height) == -ReorderMath.autoscrollMaximumSpeed)
        #expect(ReorderMath.autoscrollSpeed(pointerY: -300, viewportHeight: height) == -ReorderMath.autoscrollMaximumSpeed)
        #expect(ReorderMath.autoscrollSpeed(pointerY: 376, viewportHeight: height) == ReorderMath.autoscrollMaximumSpeed / 2)
        #expect(ReorderMath.autoscrollSpeed(pointerY: 900, viewportHeight: height) == ReorderMath.autoscrollMaximumSpeed)
        #expect(ReorderMath.autoscrollSpeed(pointerY: 10, viewportHeight: 0) == 0)
        #expect(ReorderMath.autoscrollSpeed(pointerY: .nan, viewportHeight: height) == 0)
    }

    @Test("an autoscroll step: speed × time, a late frame counted as 0.1 s, kept within the range")
    func autoscrollStep() {
        let step = { (value: Double, pointerY: Double, elapsed: Double) in
            ReorderMath.autoscrolledValue(value, lower: 0, upper: 1_000, pageSize: 400, pointerY: pointerY, elapsed: elapsed)
        }
        #expect(step(100, 200, 0.016) == 100, "the pointer away from the edges")
        #expect(step(100, 400, 0) == 100, "no time elapsed")
        #expect(step(100, 400, 0.01) == 109, "at the bottom edge, 900 px/s")
        #expect(step(100, 0, 0.01) == 91, "at the top edge, up")
        #expect(step(100, 400, 2) == 190, "a frame 2 s late moves as one of 0.1 s")
        #expect(step(595, 400, 0.01) == 600, "not past the end (upper - pageSize)")
        #expect(step(5, 0, 0.01) == 0, "not before the start")
        let short = ReorderMath.autoscrolledValue(0, lower: 0, upper: 100, pageSize: 400, pointerY: 400, elapsed: 0.01)
        #expect(short == 0, "content shorter than the view does not scroll")
    }

    @Test("a drag lifts a row past the threshold and only when mostly vertical")
    func lift() {
        #expect(!ReorderMath.liftsRow(dx: 0, dy: 5))
        #expect(ReorderMath.liftsRow(dx: 0, dy: 8))
        #expect(ReorderMath.liftsRow(dx: 3, dy: -20))
        #expect(!ReorderMath.liftsRow(dx: 30, dy: 20))
    }
}

@Suite("Context menu checks")
struct ContextMenuCheckTests {
    @Test("no actions: no menu; empty titles are named by position")
    func outcomes() {
        #expect(ContextMenuCheck.outcome(titles: []) == .noMenu)
        #expect(ContextMenuCheck.outcome(titles: ["Delete", "Copy"]) == .menu(emptyTitles: []))
        #expect(ContextMenuCheck.outcome(titles: ["Delete", "", "  "]) == .menu(emptyTitles: [1, 2]))
    }

    @Test("underscores are shown literally, not as mnemonics")
    func literal() {
        #expect(ContextMenuCheck.literalMenuLabel("Save_as") == "Save__as")
        #expect(ContextMenuCheck.literalMenuLabel("Delete") == "Delete")
    }
}
