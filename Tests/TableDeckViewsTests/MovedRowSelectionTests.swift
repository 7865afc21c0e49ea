import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// Whether the row at `index` is drawn selected: the stack engine styles the row, the recycling
/// engine's list draws its list item `:selected`.
@MainActor
func isDrawnSelected(_ table: StackTableView, _ index: Int) -> Bool {
    guard let row = table.rowWidget(at: index) else { return false }
    if table.backend == .stack { return row.hasCSSClass("tabledeck-selected") }
    return row.parent?.stateFlags.contains(.selected) ?? false
}

/// A selected row moved by the keys or a drop: the selection goes with it, and the rows drawn
/// selected are the selected rows, on both engines.
final class MovedRowSelectionTests: GTKTestCase {
    func testTheSelectionIsDrawnWhereTheMovedRowGoesOnBothEngines() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 40)
                let table = presentedTable(delegate, backend: backend, height: 600)
                table.handleClick(row: 5, modifiers: [])
                XCTAssertTrue(table.focusRow(at: 5))
                waitOnMainLoop("the cursor on row 5 (\(backend))") { table.focusedRowIndex == 5 && table.rowsHaveFocus }
                waitOnMainLoop("row 5 drawn selected (\(backend))") { isDrawnSelected(table, 5) }
                for _ in 0..<3 { XCTAssertTrue(table.handleKey(.down, modifiers: .alt), "\(backend)") }
                waitForRowsAtRest(table)
                XCTAssertEqual(table.indexesForSelectedRows, [8], "the selection went with its row (\(backend))")
                waitOnMainLoop("row 8 drawn selected (\(backend))") { isDrawnSelected(table, 8) }
                for index in 0..<12 where index != 8 {
                    XCTAssertFalse(isDrawnSelected(table, index), "row \(index) is not selected and not drawn so (\(backend))")
                }
            }
        }
    }

    func testAltDownKeepsTheMovedSelectedRowOnScreenOnBothEngines() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 200)
                let table = presentedTable(delegate, backend: backend, height: 520)
                let wholeRows = {
                    (0..<40).filter { index in
                        // A recycled row below the view may stay bound, unmapped, with the place it
                        // had at another offset: only a mapped row is on screen.
                        guard let row = table.rowWidget(at: index), row.isMappedInWindow,
                            let bounds = row.bounds(relativeTo: table)
                        else { return false }
                        return bounds.y >= 0 && bounds.y + bounds.height <= Double(table.allocatedHeight)
                    }
                }
                waitUntilSteady("the rows in view (\(backend))", of: table) { wholeRows() }
                guard let last = wholeRows().last, last > 3 else { return XCTFail("no rows laid out (\(backend))") }
                // As a person does it: a click on the last row wholly in view, then Alt+Down thrice.
                table.handleClick(row: last, modifiers: [])
                XCTAssertTrue(table.focusRow(at: last))
                waitOnMainLoop("the cursor on row \(last) (\(backend))") { table.focusedRowIndex == last && table.rowsHaveFocus }
                for _ in 0..<3 {
                    XCTAssertTrue(table.handleKey(.down, modifiers: .alt), "\(backend)")
                    waitForRowsAtRest(table)
                }
                waitUntilSteady("the list at rest (\(backend))", of: table) { table.verticalAdjustment.value }
                XCTAssertEqual(table.indexesForSelectedRows, [last + 3], "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, last + 3, "\(backend)")
                XCTAssertTrue(wholeRows().contains(last + 3), "the moved row is wholly on screen (\(backend)); in view: \(wholeRows())")
                XCTAssertTrue(isDrawnSelected(table, last + 3), "\(backend)")
            }
        }
    }
}
