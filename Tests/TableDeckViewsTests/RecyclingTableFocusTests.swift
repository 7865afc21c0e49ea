import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// A table of `rows` rows in a window, row `focused` having the keyboard focus.
@MainActor
private func focusedTable(rows: Int, focused: Int) -> (RecordingSource, RecyclingTableView) {
    let source = RecordingSource(rows: [rows], headers: false)
    let table = makeTable(source)
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: 300))
    XCTAssertTrue(table.scrollToRow(focused, section: 0, focus: true))
    waitOnMainLoop("the focus on row \(focused)") { table.focusedIndexPath == TableIndexPath(row: focused, section: 0) }
    return (source, table)
}

/// Where the recycling table's focus goes when its rows change under it, or when a row still to
/// be bound was to take it.
final class RecyclingTableFocusTests: GTKTestCase {
    /// The recycling table's own batches (not a stack table's backend): a reloaded focused row
    /// keeps the focus on its new widget at once, a deleted one passes it to the row that took
    /// its place; a key right after acts on that row.
    func testABatchThatReplacesTheFocusedRowKeepsTheFocusInTheRowsAtOnce() {
        MainActor.assumeIsolated {
            let (source, table) = focusedTable(rows: 40, focused: 3)
            let before = table.rowWidget(for: TableIndexPath(row: 3, section: 0))
            table.reloadRows(at: [TableIndexPath(row: 3, section: 0)], with: .automatic)
            XCTAssertNotEqual(table.rowWidget(for: TableIndexPath(row: 3, section: 0))?.identity, before?.identity, "GTK made the row anew")
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0), "the new row widget has the focus at once")
            source.rows[0] -= 1
            table.deleteRows(at: [TableIndexPath(row: 3, section: 0)], with: .automatic)
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0), "the row that took its place has it")
            XCTAssertTrue(table.handleKey(.down))
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses, [TableIndexPath(row: 4, section: 0)])
        }
    }

    /// A focus that waits for its row to be bound gives up once the cursor went elsewhere: a
    /// row bound later must not take the focus back from the row a later key moved to.
    func testARowStillToBeBoundDoesNotTakeTheFocusBackFromALaterMove() {
        MainActor.assumeIsolated {
            let (_, table) = focusedTable(rows: 5000, focused: 2)
            // Row 4000 is to take the focus once bound (without scrolling there); Down moves on.
            guard let far = table.layout.position(of: .row(TableIndexPath(row: 4000, section: 0))) else { return XCTFail("no row 4000") }
            table.scrollToPosition(far, focus: true, scroll: false)
            XCTAssertTrue(table.handleKey(.down))
            waitOnMainLoop("the focus on row 3") { table.focusedIndexPath == TableIndexPath(row: 3, section: 0) }
            // Row 4000 bound now: the focus stays where the key put it.
            XCTAssertTrue(table.scrollToRow(4000, section: 0))
            waitOnMainLoop("row 4000 bound") { table.boundCell(for: .row(TableIndexPath(row: 4000, section: 0))) != nil }
            waitForFrames(5, of: table)
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0))
        }
    }

    /// Rows read anew (``RecyclingTableView/reloadData()``) are all made anew: the focus stays on
    /// the cursor's place at once (the last row when fewer are left), as on the stack table.
    func testAReloadKeepsTheFocusOnTheCursorsPlaceAtOnce() {
        MainActor.assumeIsolated {
            let (source, table) = focusedTable(rows: 40, focused: 3)
            table.reloadData()
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0), "row 3's new widget has the focus at once")
            source.rows[0] = 2
            table.reloadData()
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 1, section: 0), "the last row, with fewer rows")
            XCTAssertTrue(table.handleKey(.up))
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses, [TableIndexPath(row: 0, section: 0)])
        }
    }
}
