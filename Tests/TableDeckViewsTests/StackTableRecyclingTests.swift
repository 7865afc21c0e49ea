import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// The stack table's recycling backend: the unchanged `StackTableViewDelegate` on top
/// of the recycling table.
final class StackTableRecyclingTests: GTKTestCase {
    func testDelegateWorksUnchangedAndOnlyVisibleRowsAreAskedFor() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 1_000_000)
            let table = StackTableView(backend: .recycling)
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.backend, .recycling)
            XCTAssertEqual(table.numberOfRows, 1_000_000)
            XCTAssertFalse(table.isShowingEmptyState)
            let window = present(table)
            defer { window.destroy() }
            waitUntilSteady("the rows near the screen built", of: table) { delegate.viewRequests.count }
            XCTAssertGreaterThan(delegate.viewRequests.count, 0)
            // GtkListView 4.8 binds up to 200 rows around the visible ones; never all of them.
            XCTAssertLessThan(delegate.viewRequests.count, 260, "only rows near the screen are built")
            XCTAssertEqual(table.recyclingTable?.emitPress(onCellOf: .row(TableIndexPath(row: 3, section: 0))), true)
            XCTAssertEqual(delegate.presses, [3])

            // Far down, a row's gesture reports that row, and its label is that row's.
            XCTAssertTrue(table.focusRow(at: 999_999))
            waitOnMainLoop("the focus on row 999999", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                table.focusedRowIndex == 999_999
            }
            waitOnMainLoop("row 999998 bound and on screen") { table.rowWidget(at: 999_998)?.isMappedInWindow ?? false }
            XCTAssertEqual(
                table.recyclingTable?.emitPress(onCellOf: .row(TableIndexPath(row: 999_998, section: 0))), true)
            XCTAssertEqual(delegate.presses, [3, 999_998])
            guard let row = table.rowWidget(at: 999_998) as? TableViewCell, let label = row.content as? Label else {
                return XCTFail("row 999998 has no label")
            }
            XCTAssertEqual(label.text, "999998. User")
            XCTAssertFalse(table.focusRow(at: 1_000_000))
        }
    }

    func testZeroRowsAndMissingDelegateShowTheEmptyState() {
        MainActor.assumeIsolated {
            let table = StackTableView(backend: .recycling)
            table.reloadData()
            XCTAssertTrue(table.isShowingEmptyState)
            let delegate = RecordingDelegate(count: -2)
            table.delegate = delegate
            table.reloadData()
            XCTAssertTrue(table.isShowingEmptyState)
            XCTAssertEqual(table.numberOfRows, 0)
        }
    }
}
