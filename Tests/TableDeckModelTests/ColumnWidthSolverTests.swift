import TableDeckModel
import Testing

private typealias Column = (width: ColumnWidth, natural: Int, userWidth: Int?)

private func solve(_ columns: [Column], _ available: Int) -> [Int] {
    ColumnWidthSolver.widths(for: columns, available: available)
}

@Suite("Column widths")
struct ColumnWidthSolverTests {
    @Test("bounds: a negative minimum is 0, a maximum below the minimum is the minimum")
    func bounds() {
        let width = ColumnWidth(.natural, minimum: -20, maximum: 100)
        #expect(width.minimum == 0)
        #expect(width.maximum == 100)
        #expect(ColumnWidth(minimum: 80, maximum: 50).maximum == 80)
        #expect(ColumnWidth(minimum: -5, maximum: -9).maximum == 0)
        #expect(ColumnWidth() == ColumnWidth(.natural, minimum: 40, maximum: nil))
        #expect(ColumnWidth(minimum: 80, maximum: 50).clamped(10) == 80)
        #expect(ColumnWidth(minimum: 80, maximum: 50).clamped(500) == 80)
        var later = ColumnWidth()
        later.minimum = -7
        later.maximum = -30
        #expect(later.clamped(-100) == 0, "bounds set after creation follow the same rules")
        #expect(later.clamped(25) == 0)
    }

    @Test("natural, fixed and user widths, each within its bounds")
    func plainColumns() {
        let widths = solve(
            [
                (ColumnWidth(.natural), 120, nil),
                (ColumnWidth(.natural, minimum: 60), 10, nil),
                (ColumnWidth(.fixed(90)), 500, nil),
                (ColumnWidth(.fixed(900), maximum: 300), 0, nil),
                (ColumnWidth(.fixed(90)), 0, 150),
                (ColumnWidth(.natural, maximum: 200), 80, 1_000),
                (ColumnWidth(.expanding, minimum: 50), 0, 20),
            ], 0)
        #expect(widths == [120, 60, 90, 300, 150, 200, 50])
    }

    @Test("expanding columns share the leftover equally and fill the width exactly")
    func sharing() {
        let widths = solve(
            [(ColumnWidth(.fixed(100)), 0, nil), (ColumnWidth(.expanding), 100, nil), (ColumnWidth(.expanding), 50, nil)],
            351)
        #expect(widths == [100, 151, 100], "101 left over: 51 and 50, the odd pixel to the first")
        #expect(widths.reduce(0, +) == 351)
    }

    @Test("the remainder pixels go to the first expanding columns")
    func remainder() {
        let columns: [Column] = (0..<4).map { _ in (ColumnWidth(.expanding, minimum: 0), 0, nil) }
        #expect(solve(columns, 7) == [2, 2, 2, 1])
        #expect(solve(columns, 2) == [1, 1, 0, 0])
    }

    @Test("a capped column's share goes to the others")
    func caps() {
        let widths = solve(
            [
                (ColumnWidth(.expanding, maximum: 120), 100, nil),
                (ColumnWidth(.expanding), 100, nil),
                (ColumnWidth(.expanding, maximum: 100), 100, nil),
                (ColumnWidth(.expanding), 100, nil),
            ], 700)
        #expect(widths == [120, 240, 100, 240])
        #expect(widths.reduce(0, +) == 700)
    }

    @Test("all expanding columns capped: the widths stay short of the available width")
    func allCapped() {
        let widths = solve(
            [(ColumnWidth(.expanding, maximum: 150), 100, nil), (ColumnWidth(.natural), 100, nil)], 1_000)
        #expect(widths == [150, 100])
    }

    @Test("an expanding column the user sized does not expand")
    func userSizedExpanding() {
        let widths = solve([(ColumnWidth(.expanding), 100, 130), (ColumnWidth(.expanding), 100, nil)], 500)
        #expect(widths == [130, 370])
        #expect(solve([(ColumnWidth(.expanding), 100, 130)], 500) == [130])
    }

    @Test("too little room: nothing shrinks, the table scrolls")
    func overfull() {
        let columns: [Column] = [(ColumnWidth(.expanding), 300, nil), (ColumnWidth(.fixed(200)), 0, nil)]
        #expect(solve(columns, 400) == [300, 200])
        #expect(solve(columns, -50) == [300, 200])
        #expect(solve(columns, 500) == [300, 200])
        #expect(solve([], 500) == [])
    }

    @Test("huge widths do not overflow")
    func huge() {
        let columns: [Column] = [
            (ColumnWidth(.fixed(Int.max)), 0, nil), (ColumnWidth(.expanding), Int.max, nil), (ColumnWidth(.expanding), 0, nil),
        ]
        #expect(solve(columns, Int.max) == [Int.max, Int.max, 40])
        #expect(solve([(ColumnWidth(.expanding), 0, nil)], Int.max) == [Int.max])
    }

    @Test("resizing by a drag or a key press stays within the bounds")
    func resizing() {
        let column = ColumnWidth(.natural, minimum: 50, maximum: 300)
        #expect(ColumnWidthSolver.resized(100, by: ColumnWidthSolver.keyboardStep, column: column) == 110)
        #expect(ColumnWidthSolver.resized(100, by: -ColumnWidthSolver.keyboardStep, column: column) == 90)
        #expect(ColumnWidthSolver.resized(55, by: -10, column: column) == 50)
        #expect(ColumnWidthSolver.resized(295, by: 10, column: column) == 300)
        #expect(ColumnWidthSolver.resized(Int.max, by: Int.max, column: ColumnWidth()) == Int.max)
        #expect(ColumnWidthSolver.resized(Int.min, by: -1, column: ColumnWidth()) == 40)
        #expect(ColumnWidthSolver.keyboardStep == 10)
    }
}
