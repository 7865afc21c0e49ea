import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// Two sections with headers whose rows move (all, or those not in `fixed`) and log the moves.
final class MovableSections: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var sections: [[String]]
    var fixed: Set<TableIndexPath> = []
    var moves: [(TableIndexPath, TableIndexPath)] = []
    var presses: [TableIndexPath] = []

    init() {
        sections = [(0..<5).map { "A\($0)" }, (0..<30).map { "B\($0)" }]
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { sections.count }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { true }
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.setContent(Label(sections[indexPath.section][indexPath.row]))
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.setContent(Label("Section \(section)"))
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { !fixed.contains(indexPath) }
    func tableView(_ tableView: RecyclingTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) { presses.append(indexPath) }
}

/// `RecyclingTableView`'s own move API: the data source's `canMoveRowAt` and
/// `moveRowAt:to:`, driven by a vertical drag and by Alt+Up/Alt+Down, within a section and
/// across sections.
final class RecyclingTableMoveTests: GTKTestCase {
    func testADragMovesARowWithinItsSectionAndTheDataSourceHears() {
        MainActor.assumeIsolated {
            let source = MovableSections()
            let table = presented(source)
            let a1 = TableIndexPath(row: 1, section: 0)
            guard let height = table.boundCell(for: .row(a1))?.parent?.bounds(relativeTo: table)?.height, height > 0 else {
                return XCTFail("no layout")
            }
            XCTAssertTrue(table.emitRowDrag(from: a1, dy: 2.6 * height))
            XCTAssertEqual(table.liftedIndexPath, a1)
            XCTAssertEqual(table.dragDestination, TableIndexPath(row: 3, section: 0))
            XCTAssertEqual((table.liftedRowImage?.content as? Label)?.text, "A1")
            table.emitRowDragEnd()
            waitOnMainLoop("the drop delivered to the data source") { source.moves.count == 1 }
            waitForTheListAtRest(table)
            XCTAssertEqual(source.moves.map { [$0.0, $0.1] }, [[a1, TableIndexPath(row: 3, section: 0)]])
            XCTAssertEqual(source.sections[0], ["A0", "A2", "A3", "A1", "A4"])
            XCTAssertEqual((0..<5).map { text(table, $0, 0) }, ["A0", "A2", "A3", "A1", "A4"], "the list shows the new order")
            XCTAssertEqual(text(table, 0, 1), "B0", "the next section is untouched")
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0), "the moved row has the focus")
            XCTAssertEqual(source.presses, [], "a drag is no press")
            // Held over the next section's second row, the row goes there, past the header.
            XCTAssertTrue(table.emitRowDrag(from: TableIndexPath(row: 0, section: 0), dy: 6.6 * height))
            XCTAssertEqual(table.dragDestination, TableIndexPath(row: 1, section: 1))
            table.emitRowDragEnd()
            waitOnMainLoop("the second drop delivered to the data source") { source.moves.count == 2 }
            waitForTheListAtRest(table)
            XCTAssertEqual(source.sections[0], ["A2", "A3", "A1", "A4"])
            XCTAssertEqual(source.sections[1].prefix(3), ["B0", "A0", "B1"])
            XCTAssertEqual((0..<4).map { text(table, $0, 0) }, ["A2", "A3", "A1", "A4"])
            XCTAssertEqual((0..<3).map { text(table, $0, 1) }, ["B0", "A0", "B1"])
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 1, section: 1), "the moved row has the focus")
            // A row the data source keeps still does not lift; rows that change mid-drag end it.
            source.fixed = [TableIndexPath(row: 2, section: 1)]
            XCTAssertTrue(table.emitRowDrag(from: TableIndexPath(row: 2, section: 1), dy: 3 * height))
            XCTAssertNil(table.liftedIndexPath)
            table.emitRowDragEnd()
            XCTAssertTrue(table.emitRowDrag(from: TableIndexPath(row: 1, section: 1), dy: 2 * height))
            XCTAssertNotNil(table.liftedIndexPath)
            let (_, warnings) = capturingStandardError {
                table.reloadData()
                table.emitRowDragEnd()
            }
            XCTAssertTrue(
                warnings.contains(
                    "the rows of the recycling table changed while row 1 in section 1 was dragged; the drag ends without a move"),
                warnings)
            XCTAssertEqual(source.moves.count, 2)
        }
    }

    func testAltUpAndAltDownMoveTheFocusedRowAndAcrossSectionEnds() {
        MainActor.assumeIsolated {
            let source = MovableSections()
            let table = presented(source)
            XCTAssertTrue(table.focusRow(2, section: 0))
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt))
            waitForTheListAtRest(table)
            XCTAssertEqual(source.moves.map { [$0.0, $0.1] }, [[TableIndexPath(row: 2, section: 0), TableIndexPath(row: 3, section: 0)]])
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0))
            XCTAssertEqual(table.focusedRowAnnouncement, "Moved to position 4 of 5")
            XCTAssertEqual(text(table, 3, 0), "A2")
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt))
            waitForTheListAtRest(table)
            // At the section's end the key takes the row past the next header, to the first
            // place of the next section (where the delegate lets it), and back.
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 4, section: 0))
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt))
            waitForTheListAtRest(table)
            XCTAssertEqual(source.moves.count, 3)
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 0, section: 1))
            XCTAssertEqual(source.sections[1].prefix(2), ["A2", "B0"])
            XCTAssertEqual(text(table, 0, 1), "A2", "the list shows it under the second header")
            XCTAssertEqual(table.layout.sections.map(\.rows), [4, 31])
            XCTAssertTrue(table.handleListKey(KeyValue.up.rawValue, modifiers: .alt))
            waitForTheListAtRest(table)
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 4, section: 0))
            XCTAssertTrue(table.handleListKey(KeyValue.up.rawValue, modifiers: .alt))
            waitForTheListAtRest(table)
            XCTAssertEqual(source.sections[0], ["A0", "A1", "A3", "A2", "A4"])
            // A row that cannot move leaves the key to the window.
            source.fixed = [TableIndexPath(row: 3, section: 0)]
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0))
            XCTAssertFalse(table.handleListKey(KeyValue.up.rawValue, modifiers: .alt))
            XCTAssertEqual(source.moves.count, 5)
        }
    }

    /// Alt+Down on the last row in view takes the row below the view: the list scrolls to keep
    /// it (and the focus) on screen, whether the keys come faster than frames or a frame apart.
    func testAltDownPastTheBottomEdgeKeepsTheMovedRowOnScreen() {
        MainActor.assumeIsolated {
            let source = MovableSections()
            source.sections[1] = (0..<100).map { "B\($0)" }
            let table = presentedRecyclingTable(source, height: 300, showing: TableIndexPath(row: 0, section: 1))
            waitForTheListAtRest(table)
            let lastRowInView = { (0..<100).last { isWhollyOnScreen(table, TableIndexPath(row: $0, section: 1)) } }
            guard let start = lastRowInView(), start > 2, start < 90 else { return XCTFail("no rows laid out") }
            let offset = table.verticalAdjustment.value
            XCTAssertTrue(table.focusRow(start, section: 1))
            // Three keys before a frame comes.
            for _ in 0..<3 { XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt)) }
            waitForTheListAtRest(table)
            XCTAssertEqual(source.moves.count, 3)
            var moved = TableIndexPath(row: start + 3, section: 1)
            XCTAssertEqual(table.focusedIndexPath, moved, "the moved row keeps the focus")
            XCTAssertEqual(text(table, moved.row, 1), "B\(start)")
            XCTAssertGreaterThan(table.verticalAdjustment.value, offset, "the list scrolled")
            XCTAssertTrue(isWhollyOnScreen(table, moved), "the moved row is on screen")
            // Three more, each laid out before the next.
            for _ in 0..<3 {
                XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt))
                waitForTheListAtRest(table)
            }
            moved = TableIndexPath(row: start + 6, section: 1)
            XCTAssertEqual(table.focusedIndexPath, moved)
            XCTAssertEqual(text(table, moved.row, 1), "B\(start)")
            XCTAssertTrue(isWhollyOnScreen(table, moved), "the moved row is still on screen")
        }
    }

    func testByDefaultNoRowMoves() {
        MainActor.assumeIsolated {
            // ActionsDelegate implements neither canMoveRowAt nor moveRowAt:to: for the recycling table.
            let delegate = ActionsDelegate(count: 30)
            let row = TableIndexPath(row: 1, section: 0)
            let table = presentedRecyclingTable(delegate, showing: row)
            XCTAssertTrue(table.emitRowDrag(from: row, dy: 100))
            XCTAssertNil(table.liftedIndexPath)
            table.emitRowDragEnd()
            XCTAssertTrue(table.focusRow(1, section: 0))
            XCTAssertFalse(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt))
            XCTAssertEqual(delegate.moves.count, 0)
        }
    }
}

@MainActor
private func presented(_ source: MovableSections) -> RecyclingTableView {
    presentedRecyclingTable(source, height: 600, showing: TableIndexPath(row: 4, section: 1))
}

/// A recycling table with cells of identifier "row" over `source` (its data source and
/// delegate, held weakly: the caller keeps it), in a 400 × `height` window, once the row at
/// `shown` is on screen.
@MainActor
func presentedRecyclingTable(
    _ source: some RecyclingTableViewDataSource & RecyclingTableViewDelegate, height: Int = 300, showing shown: TableIndexPath
) -> RecyclingTableView {
    let table = RecyclingTableView()
    table.register(identifier: "row") { TableViewCell(reuseIdentifier: "row") }
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: height))
    waitOnMainLoop("row \(shown.row) of section \(shown.section) on screen") {
        table.boundCell(for: .row(shown))?.isMappedInWindow ?? false
    }
    return table
}

@MainActor
private func text(_ table: RecyclingTableView, _ row: Int, _ section: Int) -> String? {
    (table.boundCell(for: .row(TableIndexPath(row: row, section: section)))?.content as? Label)?.text
}

/// Whether the row at `indexPath` is whole in the visible part of `table`'s list. A recycled
/// row below the view can be bound and keep the allocation it had when it was last laid out,
/// yet not be mapped: only a mapped row is on screen.
@MainActor
private func isWhollyOnScreen(_ table: RecyclingTableView, _ indexPath: TableIndexPath) -> Bool {
    guard let cell = table.boundCell(for: .row(indexPath)), cell.isMappedInWindow, let extent = table.verticalExtent(of: cell) else {
        return false
    }
    return extent.top >= -0.5 && extent.bottom <= table.verticalAdjustment.pageSize + 0.5
}
