import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// Tab and Shift+Tab leave a table from its cursor row, whichever engine shows the rows: the
/// table is one Tab stop, its rows are walked with the arrows.
final class TableFocusParityTests: GTKTestCase {
    func testShiftTabFromARowGoesToTheWidgetBeforeTheTableAndTabComesBack() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let before = Button(label: "Before")
                let table = StackTableView(backend: backend)
                let delegate = EditableDelegate(count: 30)
                table.delegate = delegate
                table.reloadData()
                table.expandsVertically = true
                let column = Box(.vertical)
                column.append(before)
                column.append(table)
                let window = present(column, width: 400, height: 400)
                GTKTestCase.windowsToClose.append(window)
                XCTAssertTrue(table.focusRow(at: 2))
                waitOnMainLoop("row 2 focused", seen: "\(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 2 && table.rowsHaveFocus
                }
                // Shift+Tab, as GtkWindow moves the focus for it.
                _ = window.moveFocus(forward: false)
                waitOnMainLoop("the button before the table focused", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    before.hasFocus
                }
                XCTAssertFalse(table.rowsHaveFocus, "\(backend)")
                // Tab comes back to the cursor row.
                _ = window.moveFocus(forward: true)
                waitOnMainLoop("row 2 focused again", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.rowsHaveFocus && table.focusedRowIndex == 2
                }
            }
        }
    }

    /// A batch that reloads the focused row, or deletes it, takes its widget away: the focus
    /// goes at once to the row's new widget (to the row that took a deleted row's place), in
    /// the rows, not at the list's next frame. Until then the window's focus stayed on the
    /// widget that had left it, and the keys typed meanwhile were lost (CI once saw End lost
    /// after Right opened an outline's folder, and Enter then pressed the folder).
    func testAReloadedOrDeletedFocusedRowLeavesTheFocusInTheRowsAtOnce() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 30)
                let table = presentedTable(delegate, backend: backend)
                XCTAssertTrue(table.focusRow(at: 2))
                waitOnMainLoop("row 2 focused (\(backend))", seen: "\(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 2 && table.rowsHaveFocus
                }
                delegate.titles[2] = "2. Renamed"
                table.reloadRows(at: [2])
                XCTAssertTrue(table.rowsHaveFocus, "\(backend): the reloaded row has the focus at once")
                XCTAssertEqual(table.focusedRowIndex, 2, "\(backend)")
                XCTAssertEqual(shownTitle(table, row: 2), "2. Renamed", "\(backend)")
                delegate.titles.remove(at: 2)
                table.deleteRows(at: [2])
                XCTAssertTrue(table.rowsHaveFocus, "\(backend): the row that took the deleted row's place has the focus at once")
                XCTAssertEqual(table.focusedRowIndex, 2, "\(backend)")
                XCTAssertEqual(shownTitle(table, row: 2), "3. User", "\(backend)")
                // And keeps it over the frames that follow.
                waitForFrames(5, of: table)
                XCTAssertEqual(table.focusedRowIndex, 2, "\(backend)")
            }
        }
    }
}
