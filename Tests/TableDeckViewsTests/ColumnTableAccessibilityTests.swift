import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// `count` rows of two columns, Name ("name-N") and Number (N), the second sortable.
@MainActor
private final class NumberedRows: ColumnTableViewDataSource {
    var count: Int

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

/// What a screen reader hears of a column table's rows: each row's name ends with its place
/// among the rows (the header row's keyboard focus: ColumnTableViewTests).
final class ColumnTableAccessibilityTests: GTKTestCase {
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

            // A row added at the end: every bound row is read with the new count, also those
            // that stay where they were (GTK does not bind them again).
            rows.count += 1
            table.insertRows(at: [100], with: .none)
            _ = waitForALayout(of: table)
            XCTAssertEqual(rowWidgetName(0), "Name, name-0, Number, 0, row 1 of 101")
            XCTAssertEqual(rowWidgetName(2), "Name, name-2, Number, 2, row 3 of 101")

            XCTAssertTrue(table.sortByColumn("number"))
            XCTAssertTrue(table.sortByColumn("number"), "a second sort reverses")
            let seen = { @MainActor in rowWidgetName(0) ?? "nothing" }
            _ = waitOnMainLoop("row 0 rebound after a descending sort", seen: seen()) { seen().hasPrefix("Name, name-100,") }
            XCTAssertEqual(rowWidgetName(0), "Name, name-100, Number, 100, row 1 of 101")
            XCTAssertEqual(rowWidgetName(2), "Name, name-98, Number, 98, row 3 of 101")

        }
    }
}
