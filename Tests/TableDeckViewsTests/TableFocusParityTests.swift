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
}
