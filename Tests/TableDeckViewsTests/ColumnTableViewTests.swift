import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// A data source of `count` rows whose names are not in data order ("name-(7·i mod count)",
/// padded so text order is number order), and a delegate that records what it hears.
@MainActor
final class ColumnsLog: ColumnTableViewDataSource, ColumnTableViewDelegate {
    var count: Int
    var presses: [Int] = []
    var sorts: [ColumnSortOrder] = []
    var columnChanges = 0
    var ownOrder: [Int]?

    init(count: Int) {
        self.count = count
    }

    func name(_ row: Int) -> String {
        let number = String((row * 7) % max(1, count))
        return "name-" + String(repeating: "0", count: max(0, 6 - number.count)) + number
    }

    func numberOfRows(in tableView: ColumnTableView) -> Int { count }

    func tableView(_ tableView: ColumnTableView, rowsSortedBy sortOrder: ColumnSortOrder) -> [Int]? { ownOrder }

    func tableView(_ tableView: ColumnTableView, didPressRow row: Int) { presses.append(row) }

    func tableView(_ tableView: ColumnTableView, didSortBy sortOrder: ColumnSortOrder) { sorts.append(sortOrder) }

    func tableViewColumnsDidChange(_ tableView: ColumnTableView) { columnChanges += 1 }

    /// Name (expanding), Number (natural, trailing) and Fixed (100 px, not sortable).
    func columns() -> [TableColumn] {
        [
            TableColumn("name", title: "Name", width: ColumnWidth(.expanding, minimum: 80), text: { [unowned self] in self.name($0) }),
            TableColumn(
                "number", title: "Number", alignment: .trailing, width: ColumnWidth(.natural, minimum: 60, maximum: 200),
                text: { String($0) }, sortKey: { .integer(Int64($0)) }),
            TableColumn(
                "fixed", title: "Fixed", width: ColumnWidth(.fixed(100)), makeCell: { Label() },
                bind: { label, row in label.text = "f\(row)" }),
        ]
    }
}

/// A column table of `log`'s rows, shown in a 600 × 400 window and laid out.
@MainActor
private func presentedColumnTable(_ log: ColumnsLog) -> ColumnTableView {
    let table = ColumnTableView(columns: log.columns())
    table.dataSource = log
    table.delegate = log
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 600, height: 400))
    waitOnMainLoop("row 0 bound and mapped") {
        table.table.boundCell(for: .row(TableIndexPath(row: 0, section: 0)))?.isMappedInWindow ?? false
    }
    _ = waitForALayout(of: table)
    return table
}

/// The data rows shown from the top, as many as are bound in a row.
@MainActor
private func shownRows(_ table: ColumnTableView, first count: Int) -> [Int?] {
    (0..<count).map { table.dataRow(atDisplayRow: $0) }
}

/// The column table: sorting by header, widths, resizing, moving and hiding columns, the header's
/// keys, and what it does with bad input.
final class ColumnTableViewTests: GTKTestCase {
    func testAHeaderClickSortsAndASecondReversesKeepingTheSelectionCursorAndTopRow() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 500)
            let table = presentedColumnTable(log)
            table.allowsMultipleSelection = true
            table.selectRow(3)
            table.selectRow(10)
            table.table.cursorIndexPath = TableIndexPath(row: 10, section: 0)
            // A click on the Name header (a press and release on the header row, no drag).
            guard let frame = table.headerViews[0].view.frame(in: table.header) else { return XCTFail("header laid out") }
            table.headerPressGesture.emitBegin(x: frame.x + 20, y: 5)
            table.headerPressGesture.emitEnd(dx: 1, dy: 0)
            XCTAssertEqual(log.sorts.map { $0.primary }, [ColumnSortDescriptor(column: "name", direction: .ascending)])
            XCTAssertEqual(table.headerViews[0].shownSort, .ascending, "the header shows the direction")
            XCTAssertTrue(table.headerViews[0].view.hasAccessibleSort(ascending: true))
            XCTAssertTrue(table.headerViews[1].view.hasAccessibleSort(ascending: nil))
            // Name i is 7i mod 500: sorted, row 0 (name 0) then row 143 (7·143 = 1001 ≡ 1) …
            XCTAssertEqual(shownRows(table, first: 3), [0, 143, 286])
            XCTAssertTrue(waitForALayout(of: table))
            let second = table.table.boundCell(for: .row(TableIndexPath(row: 1, section: 0)))
            XCTAssertEqual(
                second?.parent?.hasAccessibleLabel("Name, name-000001, Number, 143, Fixed, f143, row 2 of 500"), true,
                "the row widget that showed data row 1 is named after data row 143 now")
            XCTAssertEqual(Set(table.selectedRows), [3, 10], "the selection stays on its rows")
            XCTAssertEqual(table.table.cursorIndexPath.flatMap { table.dataRow(atDisplayRow: $0.row) }, 10, "the cursor too")
            table.headerPressGesture.emitBegin(x: frame.x + 20, y: 5)
            table.headerPressGesture.emitEnd(dx: 0, dy: 0)
            XCTAssertEqual(log.sorts.last?.primary, ColumnSortDescriptor(column: "name", direction: .descending))
            XCTAssertEqual(table.headerViews[0].shownSort, .descending)
            XCTAssertEqual(shownRows(table, first: 2), [357, 214], "names 499 and 498")
            XCTAssertEqual(Set(table.selectedRows), [3, 10])
        }
    }

    func testSortingKeepsTheRowFirstOnScreenFirstOnScreen() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 500)
            let table = presentedColumnTable(log)
            XCTAssertTrue(table.scrollToRow(200))
            waitOnMainLoop("row 200 on screen") { table.table.firstRowOnScreen.map { $0.row > 150 } ?? false }
            guard let first = table.table.firstRowOnScreen.flatMap({ table.dataRow(atDisplayRow: $0.row) }) else {
                return XCTFail("a first row")
            }
            XCTAssertTrue(table.sortByColumn("name"))
            waitOnMainLoop("data row \(first) first on screen again") {
                table.table.firstRowOnScreen.flatMap { table.dataRow(atDisplayRow: $0.row) } == first
            }
            XCTAssertNotEqual(table.displayRow(forDataRow: first), first, "it moved in the sorted order")
        }
    }

    func testSecondaryKeysBreakTiesAndTheDataSourceMaySortItself() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 10)
            let table = presentedColumnTable(log)
            table.setSortOrder(ColumnSortOrder([ColumnSortDescriptor(column: "number", direction: .descending)]))
            XCTAssertEqual(shownRows(table, first: 3), [9, 8, 7])
            XCTAssertTrue(log.sorts.isEmpty, "the app's own sort is not reported")
            log.ownOrder = [5, 4, 3, 2, 1, 0, 9, 8, 7, 6]
            table.setSortOrder(ColumnSortOrder([ColumnSortDescriptor(column: "name")]))
            XCTAssertEqual(shownRows(table, first: 7), [5, 4, 3, 2, 1, 0, 9], "the data source's order")
            log.ownOrder = [0, 0, 1]
            let (_, warnings) = capturingStandardError { table.setSortOrder(ColumnSortOrder([ColumnSortDescriptor(column: "number")])) }
            XCTAssertTrue(warnings.contains("not each of its 10 rows once"), warnings)
            XCTAssertEqual(shownRows(table, first: 3), [0, 1, 2], "sorted by the keys instead")
        }
    }

    func testWidthsExpandResizeWithinLimitsAndFixedColumnsStay() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 50)
            let table = presentedColumnTable(log)
            waitOnMainLoop("the columns fill the table") {
                table.widths.reduce(0, +) == table.availableWidth && table.availableWidth > 0
            }
            XCTAssertEqual(table.width(ofColumn: "fixed"), 100)
            let number = table.width(ofColumn: "number") ?? 0
            XCTAssertGreaterThanOrEqual(number, 60)
            XCTAssertEqual(table.setWidth(10_000, ofColumn: "number"), 200, "clamped to the maximum")
            XCTAssertEqual(table.setWidth(1, ofColumn: "number"), 60, "clamped to the minimum")
            XCTAssertEqual(table.widths.reduce(0, +), table.availableWidth, "the expanding column takes the rest")
            // Keys on the focused header: Ctrl+Right widens by the step, Ctrl+Left narrows.
            table.focusHeader(1)
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.right), control: true)))
            XCTAssertEqual(table.width(ofColumn: "number"), 60 + ColumnWidthSolver.keyboardStep)
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.left), control: true)))
            XCTAssertEqual(table.width(ofColumn: "number"), 60)
            table.focusHeader(2)
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.right), control: true)))
            XCTAssertEqual(table.width(ofColumn: "fixed"), 100, "a fixed column does not resize")
            // A drag of the Number header's trailing edge.
            guard let frame = table.headerViews[1].view.frame(in: table.header) else { return XCTFail("header laid out") }
            table.headerPressGesture.emitBegin(x: frame.x + frame.width - 1, y: 5)
            table.headerPressGesture.emitUpdate(dx: 30, dy: 0)
            table.headerPressGesture.emitEnd(dx: 30, dy: 0)
            XCTAssertEqual(table.width(ofColumn: "number"), 90)
            XCTAssertTrue(log.sorts.isEmpty, "a resize sorts nothing")
            XCTAssertGreaterThanOrEqual(log.columnChanges, 2)
            // The rows' cells are placed as the header's.
            XCTAssertTrue(waitForALayout(of: table))
            guard let cell = table.table.boundCell(for: .row(TableIndexPath(row: 0, section: 0))) as? ColumnRowCell,
                let cellFrame = cell.views[1]?.frame(in: cell.columns),
                let headerFrame = table.headerViews[1].view.frame(in: table.header)
            else { return XCTFail("a row laid out") }
            XCTAssertEqual(cellFrame.x, headerFrame.x, accuracy: 0.5)
            XCTAssertEqual(cellFrame.width, headerFrame.width, accuracy: 0.5)
        }
    }

    func testColumnsMoveByDragAndKeysAndHideWhileOneStays() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 50)
            let table = presentedColumnTable(log)
            table.focusHeader(0)
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.right), alt: true)))
            XCTAssertEqual(table.shownColumns.map(\.identifier), ["number", "name", "fixed"])
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.right))), "Right walks the headers")
            XCTAssertEqual(table.focusedHeaderColumn, 2)
            // Rows are read in the order shown.
            XCTAssertTrue(waitForALayout(of: table))
            let row0 = table.table.boundCell(for: .row(TableIndexPath(row: 0, section: 0)))
            XCTAssertEqual(row0?.rowAccessibleName, "Number, 0, Name, name-000000, Fixed, f0")
            XCTAssertEqual(
                row0?.parent?.hasAccessibleLabel("Number, 0, Name, name-000000, Fixed, f0, row 1 of 50"), true,
                "the row widget is named anew, though it shows the same row in the same cell")
            // A drag of the Fixed header to the leading edge.
            guard let frame = table.headerViews[2].view.frame(in: table.header) else { return XCTFail("header laid out") }
            table.headerPressGesture.emitBegin(x: frame.x + 30, y: 5)
            table.headerPressGesture.emitUpdate(dx: -(frame.x + 10), dy: 0)
            table.headerPressGesture.emitEnd(dx: -(frame.x + 10), dy: 0)
            XCTAssertEqual(table.shownColumns.map(\.identifier), ["fixed", "number", "name"])
            XCTAssertTrue(log.sorts.isEmpty, "a drag is no click")
            // Hiding: the last shown column stays.
            XCTAssertTrue(table.setColumn("number", hidden: true))
            XCTAssertTrue(table.setColumn("name", hidden: true))
            XCTAssertFalse(table.setColumn("fixed", hidden: true), "one column stays")
            XCTAssertEqual(table.shownColumns.map(\.identifier), ["fixed"])
            XCTAssertEqual(table.width(ofColumn: "name"), 0)
            XCTAssertTrue(table.setColumn("name", hidden: false))
            XCTAssertEqual(table.shownColumns.map(\.identifier), ["fixed", "name"], "back where it was")
        }
    }

    func testTheHeaderMenuHidesAndShowsColumns() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 20)
            let table = presentedColumnTable(log)
            table.setColumn("fixed", hidden: true)
            table.focusHeader(1)
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.menu)))
            guard let menu = table.headerMenu else { return XCTFail("a menu opened") }
            XCTAssertEqual(menu.labels, ["Sort Ascending", "Sort Descending", "Hide “Number”", "Show “Fixed”"])
            menu.activateItem(3)
            XCTAssertFalse(table.isColumnHidden("fixed"))
            XCTAssertEqual(log.columnChanges, 1)
        }
    }

    func testTypeAheadFindsRowsByTheSortedColumn() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 300)
            let table = presentedColumnTable(log)
            table.setSortOrder(ColumnSortOrder([ColumnSortDescriptor(column: "number", direction: .descending)]))
            for letter in ["1", "5"] {
                XCTAssertTrue(table.table.core.handleKey(TableKeyPress(.text(letter))), "typed \(letter)")
            }
            waitOnMainLoop("the cursor on the first row reading 15… in the sorted column") {
                table.table.cursorIndexPath.flatMap { table.dataRow(atDisplayRow: $0.row) } == 159
            }
        }
    }

    func testBadInputIsDefined() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 5)
            var table: ColumnTableView?
            let (_, noColumns) = capturingStandardError { table = ColumnTableView(columns: []) }
            XCTAssertTrue(noColumns.contains("has no columns"), noColumns)
            table?.dataSource = log
            table?.reloadData()
            XCTAssertEqual(table?.numberOfRows, 0)
            XCTAssertEqual(table?.isShowingEmptyState, true)
            let nothing = TableColumn("none", title: "", makeCell: { () -> Label? in nil }, bind: { _, _ in })
            let long = TableColumn("long", title: String(repeating: "Very long title ", count: 40), text: { "\($0)" })
            let twin = TableColumn("long", title: "Twin", text: { "\($0)" })
            let (_, warnings) = capturingStandardError {
                table?.setColumns([nothing, long, twin])
                table?.reloadData()
                if let table { GTKTestCase.windowsToClose.append(present(table, width: 300, height: 200)) }
                _ = table.map { waitForALayout(of: $0) }
            }
            XCTAssertTrue(warnings.contains("two columns with the identifier 'long'"), warnings)
            XCTAssertTrue(warnings.contains("the column 'none' made no cell view"), warnings)
            XCTAssertEqual(warnings.components(separatedBy: "made no cell view").count, 2, "warned once")
            XCTAssertEqual(table?.columns.count, 2)
            XCTAssertEqual(table?.headerViews[0].view.accessibleLabel, "none", "an empty title is named by the identifier")
            // A very long title is ellipsized: its natural width is some two dozen characters.
            let longWidth = table?.width(ofColumn: "long") ?? 0
            XCTAssertGreaterThan(longWidth, 40)
            XCTAssertLessThan(longWidth, 300, "not the title's whole length")
            // Wider than the window: the rows scroll sideways, the header with them.
            XCTAssertEqual(table?.setWidth(5000, ofColumn: "long"), 5000)
            if let table { _ = waitForALayout(of: table) }
            XCTAssertGreaterThanOrEqual(table?.horizontalAdjustment.upper ?? 0, 5000)
            XCTAssertEqual(table?.sortByColumn("none"), false, "no sort key: no sort")
            XCTAssertEqual(table?.sortByColumn("missing"), false)
            XCTAssertNil(table?.setWidth(10, ofColumn: "missing"))
            log.count = -4
            let (_, negative) = capturingStandardError { table?.reloadData() }
            XCTAssertTrue(negative.contains("returned -4 items; showing none"), negative)
            XCTAssertEqual(table?.numberOfRows, 0)
        }
    }
}

extension ColumnTableViewTests {
    func testShiftTabFromTheRowsReachesTheHeaderRowAndDownComesBack() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 50)
            let table = presentedColumnTable(log)
            XCTAssertTrue(table.scrollToRow(3, focus: true))
            waitOnMainLoop("row 3 focused") { table.table.hasRowFocus }
            guard let window = GTKTestCase.windowsToClose.last else { return XCTFail("in a window") }
            XCTAssertTrue(window.moveFocus(forward: false))
            XCTAssertTrue(table.headerViews[0].view.isFocusWidget, "the first header takes Shift+Tab")
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.right))))
            XCTAssertTrue(table.headerViews[1].view.isFocusWidget)
            XCTAssertEqual(table.headerViews.map(\.view.isFocusable), [false, true, false], "the header row is one Tab stop")
            XCTAssertTrue(table.headerKeyPressed(TableKeyPress(.navigation(.down))))
            XCTAssertTrue(table.table.hasRowFocus, "Down goes back to the rows")
            XCTAssertEqual(table.table.cursorIndexPath?.row, 3, "to the row the cursor was on")
            XCTAssertTrue(window.moveFocus(forward: false))
            XCTAssertTrue(table.headerViews[1].view.isFocusWidget, "the header focused last is the Tab stop")
        }
    }
}

extension ColumnTableViewTests {
    /// A window without a default size opens showing every column (the table's natural width
    /// is its columns'), and a sort never narrows a title: the arrow's room is kept unsorted.
    func testTheTableAsksForItsColumnsWidthAndASortKeepsTheHeadersWidth() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 20)
            let columns = [
                TableColumn("a", title: "Alpha", text: { "a\($0)" }),
                TableColumn("b", title: "A rather long title", text: { "b\($0)" }),
                TableColumn("c", title: "Gamma", width: ColumnWidth(.fixed(300)), text: { "c\($0)" }),
            ]
            let table = ColumnTableView(columns: columns)
            table.dataSource = log
            table.reloadData()
            let natural = table.measureWidth(forHeight: -1).natural
            let headerNaturals = table.headerViews.map { $0.view.measureWidth(forHeight: -1).natural }
            XCTAssertGreaterThanOrEqual(natural, headerNaturals[0] + headerNaturals[1] + 300, "every column shown")
            XCTAssertTrue(table.sortByColumn("b"))
            XCTAssertEqual(table.headerViews[1].shownSort, .ascending)
            XCTAssertEqual(table.headerViews[1].view.measureWidth(forHeight: -1).natural, headerNaturals[1], "the arrow had its room")
        }
    }
}
