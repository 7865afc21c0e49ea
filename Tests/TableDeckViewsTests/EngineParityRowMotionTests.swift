import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// One batch, the same motions on both engines: the decision is ``RowMotionPlan``'s, made from
/// where the rows are, whichever engine draws it.
final class EngineParityRowMotionTests: GTKTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { Widget.animationsEnabled = true }
        super.tearDown()
    }

    func testTheSameBatchMovesTheSameRowsOnBothEngines() {
        MainActor.assumeIsolated {
            Widget.animationsEnabled = true
            var decisions: [TableBackend: RowMotionPlan] = [:]
            for backend in [TableBackend.stack, .recycling] {
                // Every row on screen on both engines: both know where each row is.
                let delegate = EditableDelegate(count: 8)
                let table = presentedTable(delegate, backend: backend, height: 600)
                _ = titlesShown(table, count: 8)
                let old = delegate.titles
                // Row 1 deleted, "new" inserted at 3, row 5 moved to 6.
                delegate.titles = [old[0], old[2], old[3], "new", old[4], old[6], old[5], old[7]]
                table.performBatchUpdates {
                    table.deleteRows(at: [1])
                    table.insertRows(at: [3])
                    table.moveRow(at: 5, to: 6)
                }
                XCTAssertTrue(table.isAnimatingChanges, "\(backend)")
                let motions = table.lastRowMotions
                decisions[backend] = motions
                XCTAssertEqual(motions.leaving.map(\.old), [1], "\(backend)")
                XCTAssertEqual(motions.appearing, [3], "\(backend)")
                XCTAssertEqual(motions.glides.map(\.old), [0, 2, 3, 4, 6, 5, 7], "\(backend)")
                XCTAssertEqual(motions.glides.map(\.new), [0, 1, 2, 4, 5, 6, 7], "\(backend)")
                waitForRowsAtRest(table)
                XCTAssertEqual(titlesShown(table, count: 8), delegate.titles, "\(backend)")
            }
            let stack = decisions[.stack]
            let recycling = decisions[.recycling]
            XCTAssertEqual(stack?.leaving.map(\.old), recycling?.leaving.map(\.old))
            XCTAssertEqual(stack?.appearing, recycling?.appearing)
            XCTAssertEqual(stack?.glides.map { [$0.old, $0.new] }, recycling?.glides.map { [$0.old, $0.new] })
            // Which rows rise (rows left above them), which sink (a moved row passed them), which stay.
            let directions = { (plan: RowMotionPlan?) in plan?.glides.map { $0.from < 0 ? -1 : ($0.from == 0 ? 0 : 1) } }
            XCTAssertEqual(directions(stack), [0, 1, 1, 1, 1, 0, 1])
            XCTAssertEqual(directions(stack), directions(recycling))
        }
    }
}

/// The titles of rows 0 to `count` as shown, once shown.
@MainActor
private func titlesShown(_ table: StackTableView, count: Int) -> [String?] {
    waitOnMainLoop("\(count) rows shown", seen: "\((0..<count).map { shownTitle(table, row: $0) })") {
        (0..<count).allSatisfy { shownTitle(table, row: $0) != nil }
    }
    return (0..<count).map { shownTitle(table, row: $0) }
}
