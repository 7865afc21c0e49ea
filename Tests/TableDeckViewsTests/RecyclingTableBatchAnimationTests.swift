import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A data source of titled rows in one section, shown in the table's generic cells.
@MainActor
private final class TitlesSource: RecyclingTableViewDataSource {
    var titles: [String]

    init(count: Int) {
        titles = (0..<count).map { "Row \($0)" }
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { 1 }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = titles[indexPath.row]
        return cell
    }
}

private func row(_ index: Int) -> TableIndexPath { TableIndexPath(row: index, section: 0) }

/// A table of `count` rows on screen, and its source.
@MainActor
private func presented(count: Int) -> (TitlesSource, RecyclingTableView) {
    let source = TitlesSource(count: count)
    let table = RecyclingTableView()
    table.register(TitleView.self)
    table.dataSource = source
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: 300))
    waitOnMainLoop("row 0 bound and shown") { table.boundCell(for: .row(row(0)))?.isMappedInWindow ?? false }
    return (source, table)
}

/// What the rows on screen show, top to bottom, once the batch is over and a frame laid them
/// out; each row's cell drawn at rest (at the top of its row, opaque).
@MainActor
private func restingTitles(_ table: RecyclingTableView, _ rows: Range<Int>) -> [String?] {
    waitOnMainLoop("the batch's animation ended") { !table.isAnimatingChanges }
    XCTAssertTrue(waitForALayout(of: table))
    return rows.map { index in
        guard let cell = table.boundCell(for: .row(row(index))) as? GenericTableViewCell<TitleView> else { return nil }
        XCTAssertEqual(cell.opacity, 1, "row \(index) fully shown")
        if let rowWidget = cell.parent, let bounds = cell.bounds(relativeTo: rowWidget) {
            XCTAssertEqual(bounds.y, 0, "row \(index) at rest in its row")
            XCTAssertEqual(Double(rowWidget.allocatedHeight), bounds.height, accuracy: 0.5, "row \(index) wholly open")
        }
        return cell.customView.text
    }
}

/// A recycling table used directly animates its own batches (the decision is ``RowMotionPlan``'s,
/// drawn on the list's row widgets around any cell).
final class RecyclingTableBatchAnimationTests: GTKTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { Widget.animationsEnabled = true }
    }

    override func tearDown() {
        MainActor.assumeIsolated { Widget.animationsEnabled = true }
        super.tearDown()
    }

    func testADeletionOnScreenGlidesTheRowsBelowAndTheyEndAtRestInOrder() {
        MainActor.assumeIsolated {
            let (source, table) = presented(count: 40)
            source.titles.remove(at: 2)
            table.deleteRows(at: [row(2)])
            XCTAssertTrue(table.isAnimatingChanges, "the rows below the deleted one glide")
            let motions = table.lastRowMotions
            XCTAssertEqual(motions.leaving.map(\.old), [2])
            let glide = motions.glides.first { $0.old == 3 }
            XCTAssertEqual(glide?.new, 2)
            XCTAssertGreaterThan(glide?.from ?? 0, 0, "row 3 starts where it was, lower than its new place")
            XCTAssertEqual(restingTitles(table, 0..<5), ["Row 0", "Row 1", "Row 3", "Row 4", "Row 5"])
        }
    }

    func testUIKitsRowAnimationNoneDoesNotAnimateAndEveryOtherOneDoes() {
        MainActor.assumeIsolated {
            let (source, table) = presented(count: 40)
            source.titles.insert("quiet", at: 2)
            table.insertRows(at: [row(2)], with: .none)
            XCTAssertFalse(table.isAnimatingChanges)
            XCTAssertEqual(table.lastRowMotions, .none)
            XCTAssertEqual(restingTitles(table, 0..<4), ["Row 0", "Row 1", "quiet", "Row 2"])
            source.titles.remove(at: 2)
            table.deleteRows(at: [row(2)], with: .fade)
            XCTAssertTrue(table.isAnimatingChanges)
            XCTAssertEqual(table.lastRowMotions.leaving.map(\.old), [2])
        }
    }

    func testAnInsertionOnScreenOpensTheNewRowAndAMoveEndsInPlace() {
        MainActor.assumeIsolated {
            let (source, table) = presented(count: 40)
            source.titles.insert("new", at: 2)
            table.insertRows(at: [row(2)])
            XCTAssertTrue(table.isAnimatingChanges)
            XCTAssertEqual(table.lastRowMotions.appearing, [2])
            XCTAssertEqual(restingTitles(table, 0..<4), ["Row 0", "Row 1", "new", "Row 2"])
            source.titles.swapAt(0, 1)
            table.moveRow(at: row(0), to: row(1))
            XCTAssertTrue(table.isAnimatingChanges, "the moved rows glide")
            XCTAssertEqual(table.lastRowMotions.glides.first { $0.old == 0 }?.new, 1)
            XCTAssertEqual(restingTitles(table, 0..<4), ["Row 1", "Row 0", "new", "Row 2"])
        }
    }

    func testOffScreenOrWithAnimationsOffNothingMoves() {
        MainActor.assumeIsolated {
            let (source, table) = presented(count: 40)
            source.titles.insert("far", at: 39)
            table.insertRows(at: [row(39)])
            XCTAssertFalse(table.isAnimatingChanges, "a row inserted far below the screen moves nothing")
            XCTAssertTrue(table.lastRowMotions.isEmpty)
            Widget.animationsEnabled = false
            source.titles.remove(at: 1)
            table.deleteRows(at: [row(1)])
            XCTAssertFalse(table.isAnimatingChanges)
            XCTAssertTrue(table.lastRowMotions.isEmpty)
            XCTAssertEqual(restingTitles(table, 0..<3), ["Row 0", "Row 2", "Row 3"])
        }
    }
}
