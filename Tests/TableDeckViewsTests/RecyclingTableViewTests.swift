import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A label-like custom view for cells and headers: a box holding one label.
@MainActor
final class TitleView: Box, CellViewBinder {
    static func contentView() -> TitleView { TitleView() }
    private let label = Label("")
    init() {
        super.init(.horizontal)
        append(label)
    }
    var text: String {
        get { label.text }
        set { label.text = newValue }
    }
}

/// A second view type, to check that dequeuing never mixes types.
@MainActor
final class BadgeView: Box, CellViewBinder {
    static func contentView() -> BadgeView { BadgeView() }
    static var identifier: String { "Badge" }
    private let label = Label("")
    init() {
        super.init(.horizontal)
        append(label)
    }
    var text: String {
        get { label.text }
        set { label.text = newValue }
    }
}

/// A data source and delegate that records presses; odd sections use ``BadgeView`` rows when
/// `mixesTypes` is set. Row text is `"S.R"`, header text `"Header S"`.
@MainActor
final class RecordingSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var rows: [Int]
    var headers: Bool
    var mixesTypes = false
    var presses: [TableIndexPath] = []
    var cellRequests = 0
    /// Every selection call, in order: `"select S.R"`, `"deselect S.R"`, `"changed"`.
    var events: [String] = []

    init(rows: [Int], headers: Bool) {
        self.rows = rows
        self.headers = headers
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { rows.count }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { headers }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        cellRequests += 1
        let text = "\(indexPath.section).\(indexPath.row)"
        if mixesTypes && indexPath.section % 2 == 1 {
            let cell = tableView.dequeueCell(BadgeView.self)
            cell.customView.text = text
            return cell
        }
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = text
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "Header \(section)"
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        presses.append(indexPath)
    }

    func tableView(_ tableView: RecyclingTableView, didSelectRowAt indexPath: TableIndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: RecyclingTableView, didDeselectRowAt indexPath: TableIndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.row)")
    }

    func tableViewSelectionDidChange(_ tableView: RecyclingTableView) {
        events.append("changed")
    }
}

/// The text a bound cell shows, whichever view type it hosts.
@MainActor
func shownText(_ cell: TableViewCell) -> String? {
    (cell as? GenericTableViewCell<TitleView>)?.customView.text ?? (cell as? GenericTableViewCell<BadgeView>)?.customView.text
}

/// The text the cell for `item` must show.
func expectedText(_ item: TableItem) -> String {
    switch item {
    case .header(let section): "Header \(section)"
    case .row(let indexPath): "\(indexPath.section).\(indexPath.row)"
    case .footer(let section): "Footer \(section)"
    }
}

/// A table over `source`, registered and loaded.
@MainActor
func makeTable(_ source: RecordingSource) -> RecyclingTableView {
    let table = RecyclingTableView()
    table.register(TitleView.self)
    table.register(BadgeView.self)
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    return table
}

/// Scrolls `table` to `row` and waits until that row is bound, mapped and laid out: a cell can be
/// bound a frame before it is mapped, and under valgrind that frame can take longer than any
/// fixed pause (CI once pressed a bound but unmapped row). Then waits until the list is at rest:
/// the same offset and bound cells over a few frames.
@MainActor
func scroll(_ table: RecyclingTableView, toRow row: Int, section: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(table.scrollToRow(row, section: section), file: file, line: line)
    let target = TableItem.row(TableIndexPath(row: row, section: section))
    waitOnMainLoop(
        "row \(row) shown", timeout: 20, seen: "offset \(table.verticalAdjustment.value)", file: file, line: line
    ) {
        guard let cell = table.boundCell(for: target) else { return false }
        return cell.isMappedInWindow && cell.allocatedHeight > 0
    }
    waitForTheListAtRest(table, file: file, line: line)
}

/// Waits until `table`'s list is at rest: the same offset and the same bound cells over a few
/// frames (a scroll done, the rows it brought bound).
@MainActor
func waitForTheListAtRest(_ table: RecyclingTableView, file: StaticString = #filePath, line: UInt = #line) {
    waitUntilSteady("the list at rest", of: table, file: file, line: line) {
        "offset \(table.verticalAdjustment.value), \(table.boundCells.count) cells bound"
    }
}

/// Checks that every bound cell shows its own item.
@MainActor
func assertCellsShowTheirItems(_ table: RecyclingTableView, file: StaticString = #filePath, line: UInt = #line) {
    let cells = table.boundCells.filter { $0.item != nil }
    XCTAssertFalse(cells.isEmpty, file: file, line: line)
    for cell in cells {
        guard let item = cell.item else { continue }
        XCTAssertEqual(shownText(cell), expectedText(item), "\(item)", file: file, line: line)
    }
}

/// Runs `body` with stderr going to a pipe; returns what it wrote.
@MainActor
func capturingStderr(_ body: () -> Void) -> String {
    let pipe = Pipe()
    let saved = dup(2)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}

final class RecyclingTableViewTests: GTKTestCase {
    func testDequeueAlwaysReturnsTheRequestedType() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [30, 30, 30, 30], headers: true)
            source.mixesTypes = true
            let table = makeTable(source)
            XCTAssertEqual(table.dequeueCell(TitleView.self).customView.text, "", "a new cell, unconfigured")
            XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "Badge") is GenericTableViewCell<BadgeView>)
            XCTAssertEqual(TitleView.identifier, "TitleView", "the identifier defaults to the type's name")
            let window = present(table)
            defer { window.destroy() }
            // Scroll through sections of both types: recycled cells must keep matching their row's type.
            for (row, section) in [(10, 1), (29, 2), (5, 3), (0, 0), (20, 3)] {
                scroll(table, toRow: row, section: section)
                for cell in table.boundCells {
                    guard case .row(let indexPath) = cell.item else { continue }
                    if indexPath.section % 2 == 1 {
                        XCTAssertTrue(cell is GenericTableViewCell<BadgeView>, "\(indexPath)")
                    } else {
                        XCTAssertTrue(cell is GenericTableViewCell<TitleView>, "\(indexPath)")
                    }
                }
                assertCellsShowTheirItems(table)
            }
        }
    }

    func testUnregisteredIdentifierGivesAnEmptyCellNotACrash() {
        MainActor.assumeIsolated {
            let table = RecyclingTableView()
            var cell: TableViewCell?
            let message = capturingStderr {
                cell = table.dequeueReusableCell(withIdentifier: "NeverRegistered")
                _ = table.dequeueReusableCell(withIdentifier: "NeverRegistered")
            }
            XCTAssertEqual(cell?.reuseIdentifier, "NeverRegistered")
            XCTAssertNil(cell?.content)
            let lines = message.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "reported once, not per row: \(message)")
            XCTAssertTrue(message.hasPrefix("tabledeck: warning: no cell type is registered for the identifier 'NeverRegistered'"))
            XCTAssertTrue(message.contains("register"))
            // A typed dequeue of an unregistered view registers it and still returns its type.
            let typed = table.dequeueCell(BadgeView.self)
            XCTAssertEqual(typed.reuseIdentifier, "Badge")
            XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "Badge") is GenericTableViewCell<BadgeView>)
        }
    }

    func testHeadersAndRowsInterleaveWithOneViewType() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [2, 0, 3], headers: true)
            let table = makeTable(source)
            XCTAssertEqual(table.numberOfPositions, 8)
            let window = present(table, height: 600)
            defer { window.destroy() }
            waitOnMainLoop("the 8 positions bound and laid out", seen: "\(table.boundCells.count) cells bound") {
                let cells = table.boundCells.filter { $0.item != nil }
                return cells.count == 8 && cells.allSatisfy { $0.allocatedHeight > 0 }
            }
            let header = table.boundCell(for: .header(section: 1))
            XCTAssertTrue(header is GenericTableViewCell<TitleView>, "a header uses the rows' view type")
            XCTAssertTrue(header?.hasCSSClass("tabledeck-cell-header") ?? false)
            let row = table.boundCell(for: .row(TableIndexPath(row: 2, section: 2)))
            XCTAssertTrue(row is GenericTableViewCell<TitleView>)
            XCTAssertFalse(row?.hasCSSClass("tabledeck-cell-header") ?? true)
            XCTAssertTrue(table.emitPress(onCellOf: .header(section: 1)))
            XCTAssertTrue(table.emitPress(onCellOf: .row(TableIndexPath(row: 2, section: 2))))
            XCTAssertEqual(source.presses, [TableIndexPath(row: 2, section: 2)], "headers are not pressable rows")
            assertCellsShowTheirItems(table)
            // Order on screen follows the flattened positions.
            let tops = [
                TableItem.header(section: 0), .row(TableIndexPath(row: 1, section: 0)), .header(section: 1),
                .header(section: 2), .row(TableIndexPath(row: 0, section: 2)),
            ].map { item -> Double in
                guard let cell = table.boundCell(for: item) else { return -1 }
                return cell.translate(x: 0, y: 0, to: table)?.y ?? 0
            }
            XCTAssertEqual(tops, tops.sorted())
            XCTAssertFalse(tops.contains(-1))
        }
    }

    /// `cellForRow(at:)`, UIKit's name: the cell showing a row on screen, `nil` for a row far
    /// off screen (and for a header), and after a scroll the cell showing it then.
    func testCellForRowIsTheCellShowingTheRowOrNilOffScreen() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [1000], headers: true)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            let second = TableIndexPath(row: 2, section: 0)
            guard let cell = table.cellForRow(at: second) else { return XCTFail("row 2 has a cell") }
            XCTAssertEqual(shownText(cell), "0.2")
            XCTAssertNil(table.cellForRow(at: TableIndexPath(row: 900, section: 0)), "far off screen")
            XCTAssertNil(table.cellForRow(at: TableIndexPath(row: 0, section: 5)), "no such section")
            scroll(table, toRow: 900)
            XCTAssertEqual(table.cellForRow(at: TableIndexPath(row: 900, section: 0)).flatMap(shownText), "0.900")
            XCTAssertNil(table.cellForRow(at: second), "row 2 is off screen now")
        }
    }

    func testRecycledCellShowsTheNewRowAndPressReachesIt() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [1000], headers: false)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            let rowA = TableItem.row(TableIndexPath(row: 2, section: 0))
            guard let cell = table.boundCell(for: rowA) else { return XCTFail("row 2 not bound") }
            XCTAssertEqual(shownText(cell), "0.2")
            // Where row A is on screen now, in the list's coordinates.
            let point = cell.translate(x: Double(cell.allocatedWidth) / 2, y: Double(cell.allocatedHeight) / 2, to: table.listWidget)
            let pointX = point?.x ?? 0
            let pointY = point?.y ?? 0
            table.emitPress(atX: pointX, y: pointY)
            XCTAssertEqual(source.presses, [TableIndexPath(row: 2, section: 0)])

            // Every cell and the row it showed before scrolling.
            let before = Dictionary(
                uniqueKeysWithValues: table.boundCells.compactMap { cell in
                    cell.item.map { (ObjectIdentifier(cell), $0) }
                })
            scroll(table, toRow: 700)
            // A cell now on screen that showed another row before: recycled, not rebuilt.
            // Whole on screen (GtkListView also keeps cells above and below the view), and the
            // topmost such cell, so the choice does not depend on dictionary order.
            let visibleHeight = table.verticalAdjustment.pageSize
            let recycled = table.boundCells.filter { cell in
                guard let extent = table.verticalExtent(of: cell) else { return false }
                return cell.isMappedInWindow && extent.top >= 0 && extent.bottom <= visibleHeight
                    && before[ObjectIdentifier(cell)] != nil && before[ObjectIdentifier(cell)] != cell.item
            }.min { (table.verticalExtent(of: $0)?.top ?? 0) < (table.verticalExtent(of: $1)?.top ?? 0) }
            guard let recycled, let rowB = recycled.item else { return XCTFail("no visible cell was recycled") }
            XCTAssertEqual(shownText(recycled), expectedText(rowB), "a recycled cell shows its new row")
            XCTAssertNotEqual(shownText(recycled), before[ObjectIdentifier(recycled)].map(expectedText))
            XCTAssertTrue(table.emitPress(onCellOf: rowB))
            XCTAssertEqual(source.presses.last, recycled.indexPath)

            // A press at the same point as before scrolling reports the row there now, never row A.
            table.emitPress(atX: pointX, y: pointY)
            let under = table.boundCells.first { candidate in
                let y = table.listWidget.translate(x: pointX, y: pointY, to: candidate)?.y ?? 0
                // GtkListView keeps off-screen items too; only mapped ones are on screen.
                return candidate.item != nil && candidate.isMappedInWindow && y >= 0
                    && y < Double(candidate.allocatedHeight)
            }
            XCTAssertNotNil(under?.indexPath)
            XCTAssertEqual(source.presses.count, 3)
            XCTAssertEqual(source.presses.last, under?.indexPath)
            XCTAssertNotEqual(source.presses.last, TableIndexPath(row: 2, section: 0), "never the row before recycling")
            assertCellsShowTheirItems(table)
        }
    }

    func testLiveCellsStayBoundedIndependentOfRowCount() {
        MainActor.assumeIsolated {
            var counts: [Int: (live: Int, created: Int)] = [:]
            for rowCount in [1000, 1_000_000] {
                let source = RecordingSource(rows: [rowCount], headers: false)
                let table = makeTable(source)
                let window = present(table)
                for row in [rowCount / 2, rowCount - 1, rowCount / 3, 0] {
                    scroll(table, toRow: row)
                }
                assertCellsShowTheirItems(table)
                counts[rowCount] = (table.liveCellCount, table.createdCellCount)
                // Nothing to wait for: the next table waits for its own window.
                window.destroy()
            }
            let small = counts[1000]
            let large = counts[1_000_000]
            XCTAssertNotNil(small)
            XCTAssertNotNil(large)
            if let small, let large {
                // GtkListView 4.8 keeps up to 200 list items around the visible ones
                // (GTK_LIST_VIEW_MAX_LIST_ITEMS), so the bound is about 200, whatever the row count.
                XCTAssertLessThan(large.live, 260, "a few hundred cells, not a million")
                XCTAssertLessThan(large.created, 260)
                XCTAssertLessThanOrEqual(abs(large.live - small.live), 10, "\(small) vs \(large)")
            }
        }
    }

    func testScrollToRowBringsTheRowOnScreenAndFocusesIt() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [1_000_000], headers: false)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            XCTAssertFalse(table.scrollToRow(1_000_000, section: 0), "no such row")
            XCTAssertFalse(table.scrollToRow(0, section: 1), "no such section")
            for target in [654_321, 999_999, 12] {
                XCTAssertTrue(table.scrollToRow(target, section: 0, focus: true))
                let item = TableItem.row(TableIndexPath(row: target, section: 0))
                waitOnMainLoop("the focus on row \(target)", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                    table.focusedIndexPath?.row == target
                }
                guard let cell = table.boundCell(for: item) else { return XCTFail("row \(target) not bound") }
                waitForTheListAtRest(table)
                XCTAssertTrue(cell.isMappedInWindow, "row \(target) is on screen")
                let y = cell.translate(x: 0, y: 0, to: table)?.y ?? 0
                XCTAssertGreaterThanOrEqual(y, -1, "row \(target) starts inside the view")
                XCTAssertLessThanOrEqual(y + Double(cell.allocatedHeight), Double(table.allocatedHeight) + 1)
            }
        }
    }

    func testKeysStepOverHeadersAndEnterPressesTheFocusedRow() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [2, 0, 40], headers: true)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            XCTAssertTrue(table.scrollToRow(1, section: 0, focus: true))
            waitOnMainLoop("the focus on row 1 of section 0", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 1, section: 0)
            }
            XCTAssertTrue(table.handleKey(.down))
            waitOnMainLoop("the focus on row 0 of section 2", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 2)
            }
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses, [TableIndexPath(row: 0, section: 2)])
            XCTAssertTrue(table.handleKey(.end))
            waitOnMainLoop("the focus on row 39 of section 2", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 39, section: 2)
            }
            XCTAssertTrue(table.handleKey(.pageUp))
            waitOnMainLoop("the focus a page up", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                (table.focusedIndexPath?.row ?? 39) < 39
            }
            XCTAssertTrue(table.handleKey(.home))
            waitOnMainLoop("the focus on row 0 of section 0", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 0)
            }
            XCTAssertTrue(table.handleKey(.space))
            XCTAssertEqual(source.presses.last, TableIndexPath(row: 0, section: 0))
            // Every key goes through the one key map: a letter is type-ahead's, Delete is not the
            // table's and goes on to GTK.
            XCTAssertTrue(table.handleKey(.letterA), "a letter is type-ahead's")
            XCTAssertFalse(table.handleKey(.delete), "other keys go on to GTK")
        }
    }

    /// Guards a fast typist's Home then Enter (seen end to end on a loaded machine): End or Home
    /// to a row far away moves the cursor at once, though the row takes the focus only once the
    /// list has scrolled to it and bound it; Enter pressed meanwhile presses that row, not the
    /// row that still has the focus.
    func testEnterRightAfterEndPressesTheLastRowBeforeItIsFocused() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [5000], headers: false)
            let table = makeTable(source)
            GTKTestCase.windowsToClose.append(present(table, width: 400, height: 300))
            XCTAssertTrue(table.scrollToRow(2, section: 0, focus: true))
            waitOnMainLoop("the focus on row 2", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 2, section: 0)
            }
            // A row added above: until the rows are laid out again, a move waits for them.
            source.rows[0] += 1
            table.insertRows(at: [TableIndexPath(row: 0, section: 0)], with: .none)
            XCTAssertTrue(table.handleKey(.end))
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0), "the last row has not taken the focus yet")
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses, [TableIndexPath(row: 5000, section: 0)])
            waitOnMainLoop("the focus on the last row", seen: "focused \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 5000, section: 0)
            }
            XCTAssertTrue(table.handleKey(.up))
            waitOnMainLoop("the focus on row 4999") { table.focusedIndexPath == TableIndexPath(row: 4999, section: 0) }
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses.last, TableIndexPath(row: 4999, section: 0), "the cursor is the focused row again")
        }
    }

    func testReloadDataRebindsAndEmptyStates() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [50], headers: false)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            XCTAssertFalse(table.isShowingEmptyState)
            source.rows = [3, 4]
            source.headers = true
            table.reloadData()
            XCTAssertTrue(waitForALayout(of: table), "a frame bound the reloaded rows")
            XCTAssertEqual(table.numberOfPositions, 9)
            assertCellsShowTheirItems(table)
            XCTAssertNotNil(table.boundCell(for: .header(section: 1)))
            source.rows = []
            table.reloadData()
            XCTAssertTrue(table.isShowingEmptyState)
            source.rows = [-5]
            table.reloadData()
            XCTAssertEqual(table.numberOfPositions, 1, "a section with a header and no rows shows its header")
            source.headers = false
            table.reloadData()
            XCTAssertTrue(table.isShowingEmptyState)
            XCTAssertEqual(table.numberOfPositions, 0)
        }
    }

    func testDataSourceAndDelegateAreWeakAndCellsAreFreed() {
        MainActor.assumeIsolated {
            var watches: [FinalizationWatch] = []
            do {
                let table = RecyclingTableView()
                do {
                    let source = RecordingSource(rows: [100], headers: false)
                    table.register(TitleView.self)
                    table.dataSource = source
                    table.delegate = source
                    table.reloadData()
                    let window = present(table)
                    waitForTheListAtRest(table)
                    watches = table.boundCells.map { FinalizationWatch($0) }
                    XCTAssertFalse(watches.isEmpty)
                    window.destroy()
                }
                XCTAssertNil(table.dataSource)
                XCTAssertNil(table.delegate)
            }
            waitUntilFinalized(watches, "the cells finalized with their table")
            XCTAssertTrue(watches.allSatisfy(\.isFinalized), "cells go away with their table")
        }
    }
}
