import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// `count` rows of two columns, Name ("name-N") and Number (N), the second sortable.
@MainActor
private final class NumberedRows: ColumnTableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in tableView: ColumnTableView) -> Int { count }

    func columns() -> [TableColumn] {
        [
            TableColumn("name", title: "Name", width: ColumnWidth(.expanding, minimum: 80), text: { "name-\($0)" }),
            TableColumn("number", title: "Number", text: { String($0) }, sortKey: { .integer(Int64($0)) }),
        ]
    }
}

/// What the keyboard and a screen reader reach of a column table: the header row is a Tab stop
/// whose header holds the focus, and each row's name ends with its place among the rows.
final class ColumnTableAccessibilityTests: GTKTestCase {
    /// Guards the header row against being unreachable by the keyboard: a focusable GtkBox hands
    /// a grab to its children and a header's label and arrow take none, so Shift+Tab from the
    /// rows went past the header row (to the window's previous control) and a header never held
    /// the focus that its Left, Right and Space keys need.
    func testShiftTabFromTheRowsReachesTheHeaderWhichHoldsTheFocus() {
        MainActor.assumeIsolated {
            let rows = NumberedRows(count: 100)
            let table = ColumnTableView(columns: rows.columns())
            table.dataSource = rows
            table.reloadData()
            let window = present(table, width: 500, height: 300)
            GTKTestCase.windowsToClose.append(window)
            _ = waitForALayout(of: table)
            XCTAssertTrue(table.takeKeyboardFocus(), "a row takes the focus")
            _ = waitOnMainLoop("a row focused") { table.table.hasRowFocus }

            window.moveFocus(forward: false)
            XCTAssertTrue(table.headerViews[0].isFocusWidget, "Shift+Tab from the rows lands on the first header")
            XCTAssertFalse(table.table.hasRowFocus)

            table.focusHeader(1)
            XCTAssertTrue(table.headerViews[1].isFocusWidget, "a header given the focus holds it")
            XCTAssertFalse(table.headerViews[0].isFocusWidget)
            XCTAssertEqual(table.headerViews.map(\.isFocusable), [false, true], "the header row is one Tab stop")
        }
    }

    /// Guards the row position a screen reader hears ("row 3 of 100"): GTK 4.8 passes no
    /// position in a set to AT-SPI and Orca counts only the rows GTK's list view made, so the
    /// row widget's name ends with it, in display order, also after a sort.
    func testRowWidgetsAreNamedWithTheirPlaceInDisplayOrder() {
        MainActor.assumeIsolated {
            let rows = NumberedRows(count: 100)
            let table = ColumnTableView(columns: rows.columns())
            table.dataSource = rows
            table.reloadData()
            GTKTestCase.windowsToClose.append(present(table, width: 500, height: 300))
            _ = waitForALayout(of: table)
            @MainActor func rowWidgetName(_ displayRow: Int) -> String? {
                table.table.boundCell(for: .row(TableIndexPath(row: displayRow, section: 0)))?.parent?.accessibleLabel
            }
            _ = waitOnMainLoop("row 2 bound", seen: rowWidgetName(2) ?? "nothing") { rowWidgetName(2) != nil }
            XCTAssertEqual(rowWidgetName(0), "Name, name-0, Number, 0, row 1 of 100")
            XCTAssertEqual(rowWidgetName(2), "Name, name-2, Number, 2, row 3 of 100")

            XCTAssertTrue(table.sortByColumn("number"))
            XCTAssertTrue(table.sortByColumn("number"), "a second sort reverses")
            let seen = { @MainActor in rowWidgetName(0) ?? "nothing" }
            _ = waitOnMainLoop("row 0 rebound after a descending sort", seen: seen()) { seen().hasPrefix("Name, name-99,") }
            XCTAssertEqual(rowWidgetName(0), "Name, name-99, Number, 99, row 1 of 100")
            XCTAssertEqual(rowWidgetName(2), "Name, name-97, Number, 97, row 3 of 100")
        }
    }
}
