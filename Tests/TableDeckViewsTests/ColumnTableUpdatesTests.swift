import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// Rows holding a number each, in one sortable column.
@MainActor
private final class NumbersSource: ColumnTableViewDataSource {
    var values: [Int]

    init(_ values: [Int]) {
        self.values = values
    }

    func numberOfRows(in tableView: ColumnTableView) -> Int { values.count }

    func column() -> TableColumn {
        TableColumn(
            "value", title: "Value", text: { [unowned self] in self.values.indices.contains($0) ? String(self.values[$0]) : "?" },
            sortKey: { [unowned self] in self.values.indices.contains($0) ? .integer(Int64(self.values[$0])) : .missing })
    }
}

@MainActor
private func presentedNumbers(_ source: NumbersSource) -> ColumnTableView {
    let table = ColumnTableView(columns: [source.column()])
    table.dataSource = source
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 300, height: 400))
    _ = waitForALayout(of: table)
    return table
}

/// The values shown from the top, read from the cells on screen.
@MainActor
private func shownValues(_ table: ColumnTableView, _ count: Int) -> [String] {
    (0..<count).map { row in
        let cell = table.table.boundCell(for: .row(TableIndexPath(row: row, section: 0))) as? ColumnRowCell
        return (cell?.views.first as? Label)?.text ?? "-"
    }
}

/// Batch updates by data row on a column table, sorted and not.
final class ColumnTableUpdatesTests: GTKTestCase {
    func testUnsortedInsertionsAndDeletionsChangeTheRowsInPlaceAndTheSelectionFollows() {
        MainActor.assumeIsolated {
            let source = NumbersSource(Array(0..<20))
            let table = presentedNumbers(source)
            table.selectRow(6)
            source.values.remove(at: 5)
            source.values.remove(at: 2)
            source.values.insert(100, at: 0)
            table.performBatchUpdates {
                table.deleteRows(at: [2, 5])
                table.insertRows(at: [0])
            }
            XCTAssertEqual(table.numberOfRows, 19)
            XCTAssertTrue(waitForALayout(of: table))
            waitOnMainLoop("the rows settled") { !table.isAnimatingChanges }
            XCTAssertEqual(shownValues(table, 6), ["100", "0", "1", "3", "4", "6"])
            XCTAssertEqual(table.selectedRows, [5], "the selected value 6 is data row 5 now")
        }
    }

    func testSortedInsertionsGoWhereTheSortPutsThemAndAReloadedRowMoves() {
        MainActor.assumeIsolated {
            let source = NumbersSource([50, 10, 40, 20, 30])
            let table = presentedNumbers(source)
            table.setSortOrder(ColumnSortOrder([ColumnSortDescriptor(column: "value")]))
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(shownValues(table, 5), ["10", "20", "30", "40", "50"])
            table.selectRow(2)  // 40
            source.values.append(25)
            table.insertRows(at: [5])
            XCTAssertEqual(table.displayRow(forDataRow: 5), 2)
            waitOnMainLoop("the rows settled") { !table.isAnimatingChanges }
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(shownValues(table, 6), ["10", "20", "25", "30", "40", "50"])
            XCTAssertEqual(table.selectedRows, [2], "40 stays selected")
            source.values[1] = 45  // 10 becomes 45
            table.reloadRows(at: [1])
            waitOnMainLoop("the rows settled") { !table.isAnimatingChanges }
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(shownValues(table, 6), ["20", "25", "30", "40", "45", "50"])
            XCTAssertEqual(table.selectedRows, [2])
        }
    }

    func testASortWhileABatchAnimatesShowsTheSortedRows() {
        MainActor.assumeIsolated {
            let source = NumbersSource(Array(0..<30))
            let table = presentedNumbers(source)
            source.values.removeSubrange(0..<3)
            table.deleteRows(at: [0, 1, 2])
            XCTAssertEqual(table.isAnimatingChanges, Widget.animationsEnabled, "the deletion animates where GTK animates")
            table.setSortOrder(ColumnSortOrder([ColumnSortDescriptor(column: "value", direction: .descending)]))
            XCTAssertFalse(table.isAnimatingChanges, "the sort finished the animation")
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(shownValues(table, 3), ["29", "28", "27"])
        }
    }

    func testAnInconsistentBatchIsWarnedAboutAndReloads() {
        MainActor.assumeIsolated {
            let source = NumbersSource(Array(0..<10))
            let table = presentedNumbers(source)
            source.values.append(10)
            let (_, warnings) = capturingStandardError {
                table.deleteRows(at: [3])
            }
            XCTAssertTrue(warnings.contains("the data source has 11 rows after the update, but 10 - 1 deleted + 0 inserted is 9"), warnings)
            XCTAssertEqual(table.numberOfRows, 11, "reloaded")
            let (_, outOfRange) = capturingStandardError {
                table.reloadRows(at: [40])
            }
            XCTAssertTrue(outOfRange.contains("row 40 to delete or reload is not one of the 11 rows"), outOfRange)
        }
    }
}
