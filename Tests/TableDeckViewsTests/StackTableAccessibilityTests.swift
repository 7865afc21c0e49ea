import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// What the `.stack` engine tells assistive technologies of its rows: the shape GTK's list
/// views give a recycling table's rows, so a screen reader reads both engines' rows alike.
final class StackTableAccessibilityTests: GTKTestCase {
    /// Guards the list-item shape of stack rows: each row (the delegate's own label) is a list
    /// item, also one a batch inserts or reloads, never "label"; the column holding them is a
    /// list named after the table, also after a reload replaced the column and when the name is
    /// given after the rows exist; a selected row is in the selected state and a deselected
    /// one is not.
    func testRowsAreListItemsOfAListNamedAfterTheTable() {
        MainActor.assumeIsolated {
            let delegate = EditableDelegate(count: 5)
            let table = StackTableView(backend: .stack)
            table.setAccessibleName("People")
            table.delegate = delegate
            table.reloadData()
            GTKTestCase.windowsToClose.append(present(table, width: 400, height: 300))
            waitOnMainLoop("row 0 laid out", seen: "\(table.rowWidget(at: 0)?.allocatedWidth ?? 0) px wide") {
                table.rowWidget(at: 0)?.allocatedWidth ?? 0 > 0
            }
            @MainActor func rowRoles() -> [String] {
                (0..<table.numberOfRows).map { index in
                    guard let row = table.rowWidget(at: index) else { return "\(index): no row" }
                    if row.isListItemForAssistiveTechnologies { return "list item" }
                    return row.hasAccessibleRole(.label) ? "\(index): label" : "\(index): other"
                }
            }
            XCTAssertEqual(rowRoles(), Array(repeating: "list item", count: 5), "every row is a list item")
            XCTAssertTrue(table.rowsColumn?.hasAccessibleRole(.list) ?? false, "the column is a list")
            XCTAssertTrue(table.rowsColumn?.hasAccessibleLabel("People") ?? false, "named after the table")

            delegate.titles.insert("new", at: 1)
            table.insertRows(at: [1])
            delegate.titles[3] = "changed"
            table.reloadRows(at: [3])
            waitForRowsAtRest(table)
            XCTAssertEqual(rowRoles(), Array(repeating: "list item", count: 6), "inserted and reloaded rows too")

            table.selectRow(at: 2)
            XCTAssertTrue(table.rowWidget(at: 2)?.hasAccessibleState(selected: true) ?? false, "a selected row is selected")
            table.deselectRow(at: 2)
            XCTAssertTrue(table.rowWidget(at: 2)?.hasAccessibleState(selected: false) ?? false, "and then not")

            table.reloadData()
            XCTAssertTrue(table.rowsColumn?.hasAccessibleLabel("People") ?? false, "a reload's new column keeps the name")
            table.setAccessibleName("Team")
            XCTAssertTrue(table.rowsColumn?.hasAccessibleLabel("Team") ?? false, "a later name reaches the column")
            XCTAssertEqual(rowRoles(), Array(repeating: "list item", count: 6), "reloaded rows are list items")
        }
    }
}
