import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A delegate that records what the table asks and reports.
@MainActor
final class RecordingDelegate: StackTableViewDelegate {
    var count: Int
    var presses: [Int] = []
    var viewRequests: [Int] = []
    var onPress: ((StackTableView, Int) -> Void)?

    init(count: Int) {
        self.count = count
    }

    func numberOfItems(in tableView: StackTableView) -> Int { count }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        viewRequests.append(index)
        return Label("\(index). User")
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {
        presses.append(index)
        onPress?(tableView, index)
    }
}

/// Emits a real `pressed` and `released` on row `index`, at (10, 10) of the row and at `point`
/// (by default a point inside it), through the engine's own gesture: the row's click gesture
/// (`.stack`), or the list's press gesture (`.recycling`, the row scrolled wholly on screen first,
/// given the focus as GTK's list item does on a real press), with the points in the row view's
/// coordinates either way. A press is a release on the row, so
/// the table is shown in a window first if it is in none (rows are laid out only there);
/// ``GTKTestCase`` closes it.
@MainActor
func click(
    _ table: StackTableView, row index: Int, releasedAt point: (x: Double, y: Double) = (10, 10), file: StaticString = #filePath,
    line: UInt = #line
) {
    if !table.isRooted {
        GTKTestCase.windowsToClose.append(present(table))
    }
    if let recycling = table.recyclingTable {
        let indexPath = table.indexPath(forItemAt: index) ?? TableIndexPath(row: index, section: 0)
        return click(recycling, row: indexPath, releasedAt: point, file: file, line: line)
    }
    guard let gesture = table.rowGesture(at: index) else {
        return XCTFail("row \(index) has no gesture", file: file, line: line)
    }
    // Rows made by a reload are laid out at the next frame.
    if let row = table.rowWidget(at: index), row.allocatedWidth == 0 {
        waitOnMainLoop("row \(index) laid out", seen: "\(row.allocatedWidth) px wide", file: file, line: line) { row.allocatedWidth > 0 }
    }
    gesture.emitPressed(x: 10, y: 10)
    gesture.emitReleased(x: point.x, y: point.y)
}

/// ``click(_:row:releasedAt:file:line:)`` for the `.recycling` backend: the press and release go
/// to the list's gesture, at the points of the row's cell translated to the list.
@MainActor
private func click(
    _ recycling: RecyclingTableView, row index: TableIndexPath, releasedAt point: (x: Double, y: Double), file: StaticString, line: UInt
) {
    // A person's click comes frames after what came before it (a reload rebinds the rows at
    // the next layout), as the stack table's rows are laid out before its clicks.
    waitForALayout(of: recycling, file: file, line: line)
    let item = TableItem.row(index)
    let wholeOnScreen = { () -> Bool in
        guard let cell = recycling.boundCell(for: item), let extent = recycling.verticalExtent(of: cell) else { return false }
        return extent.top >= 0 && extent.bottom <= Double(recycling.listWidget.allocatedHeight)
    }
    if !wholeOnScreen() {
        scroll(recycling, toRow: index.row, section: index.section, file: file, line: line)
    }
    guard let cell = recycling.boundCell(for: item), let from = cell.translate(x: 10, y: 10, to: recycling.listWidget),
        let to = cell.translate(x: point.x, y: point.y, to: recycling.listWidget)
    else {
        return XCTFail("row \(index) is not on screen", file: file, line: line)
    }
    // What GTK's own list item does on a press, before the table's gesture sees it: the row
    // takes the focus (an emitted press reaches only the table's gesture).
    XCTAssertEqual(cell.parent?.grabFocus(), true, "row \(index) took the focus", file: file, line: line)
    recycling.emitPress(fromX: from.x, y: from.y, toX: to.x, y: to.y)
}

final class StackTableViewTests: GTKTestCase {
    func testZeroRowsShowsEmptyState() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 0)
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 0)
            XCTAssertTrue(table.isShowingEmptyState)
            XCTAssertEqual(delegate.viewRequests, [])
        }
    }

    func testNegativeCountIsTreatedAsZero() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: -5)
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 0)
            XCTAssertTrue(table.isShowingEmptyState)
        }
    }

    func testNoDelegateShowsEmptyState() {
        MainActor.assumeIsolated {
            let table = StackTableView()
            table.reloadData()
            XCTAssertTrue(table.isShowingEmptyState)
        }
    }

    func testOneRowAndAThousandRows() {
        MainActor.assumeIsolated {
            for count in [1, 1000] {
                let delegate = RecordingDelegate(count: count)
                let table = StackTableView()
                table.delegate = delegate
                table.reloadData()
                XCTAssertEqual(table.numberOfRows, count)
                XCTAssertFalse(table.isShowingEmptyState)
                XCTAssertEqual(delegate.viewRequests, Array(0..<count))
            }
        }
    }

    func testPressOnRowReachesDelegateWithItsIndexOnly() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 1000)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                for index in [0, 7, 999, 42] {
                    click(table, row: index)
                }
                XCTAssertEqual(delegate.presses, [0, 7, 999, 42], "\(backend)")
            }
        }
    }

    func testReloadTwiceGivesOneSetOfRows() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 25)
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 25)
            XCTAssertEqual(delegate.viewRequests.count, 50, "each reload asks for each row once")
            let window = present(table)
            defer { window.destroy() }
            // 25 rows of one label each: the content is as tall as 25 rows, not 50.
            let adjustment = table.verticalAdjustment
            // The row's whole box: the library's padding and separator are part of a row's height
            // (`allocatedHeight` is the content box only).
            let row = table.rowWidget(at: 0)
            let rowHeight = row.flatMap { $0.bounds(relativeTo: $0)?.height } ?? 0
            XCTAssertGreaterThan(rowHeight, 0)
            XCTAssertEqual(adjustment.upper, rowHeight * 25, accuracy: 25)
        }
    }

    func testReleasedDelegateLeavesEmptyViewAndNoCrash() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let table = StackTableView(backend: backend)
                do {
                    let delegate = RecordingDelegate(count: 10)
                    table.delegate = delegate
                    table.reloadData()
                    XCTAssertEqual(table.numberOfRows, 10)
                }
                XCTAssertNil(table.delegate, "the table must hold its delegate weakly")
                click(table, row: 3)
                XCTAssertTrue(table.isShowingEmptyState, "\(backend)")
                XCTAssertEqual(table.numberOfRows, 0, "\(backend)")
            }
        }
    }

    func testKeyboardMovesFocusAndActivates() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 50)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                let window = present(table)
                defer { window.destroy() }
                XCTAssertTrue(table.focusRow(at: 0))
                XCTAssertTrue(table.handleKey(.down))
                XCTAssertTrue(table.handleKey(.down))
                XCTAssertEqual(table.focusedRowIndex, 2, "\(backend)")
                XCTAssertTrue(table.handleKey(.returnKey))
                XCTAssertTrue(table.handleKey(.up))
                XCTAssertTrue(table.handleKey(.space))
                XCTAssertTrue(table.handleKey(.end))
                XCTAssertTrue(table.handleKey(.keypadEnter))
                XCTAssertEqual(delegate.presses, [2, 1, 49], "\(backend)")
                // Every key goes through the one key map: a letter is type-ahead's, Delete is not the
                // table's and passes through.
                XCTAssertTrue(table.handleKey(.letterA), "a letter is type-ahead's")
                XCTAssertFalse(table.handleKey(.delete), "other keys pass through")
            }
        }
    }

    func testRowsAreFinalizedWhenTheViewGoes() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 20)
            var watches: [FinalizationWatch] = []
            var tableWatch: FinalizationWatch?
            do {
                let table = StackTableView()
                table.delegate = delegate
                table.reloadData()
                let window = present(table)
                watches = (0..<20).compactMap { table.rowWidget(at: $0).map { FinalizationWatch($0) } }
                tableWatch = FinalizationWatch(table)
                window.destroy()
            }
            waitUntilFinalized(watches + [tableWatch].compactMap { $0 }, "the rows and the table finalized")
            XCTAssertEqual(watches.count, 20)
            XCTAssertTrue(watches.allSatisfy(\.isFinalized), "every row is finalized with its table")
            XCTAssertEqual(tableWatch?.isFinalized, true)
        }
    }

    func testReloadFinalizesTheOldRows() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 5)
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            let watches = (0..<5).compactMap { table.rowWidget(at: $0).map { FinalizationWatch($0) } }
            table.reloadData()
            waitUntilFinalized(watches, "the old rows finalized")
            XCTAssertTrue(watches.allSatisfy(\.isFinalized))
        }
    }

    func testViewWithAParentIsRefusedNotReparented() {
        MainActor.assumeIsolated {
            final class SharingDelegate: StackTableViewDelegate {
                let shared = Label("shared")
                let holder = Box(.vertical)
                init() { holder.append(shared) }
                func numberOfItems(in tableView: StackTableView) -> Int { 2 }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { shared }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
            }
            let delegate = SharingDelegate()
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 2, "the rows still exist, empty")
            XCTAssertTrue(delegate.shared.hasParent)
        }
    }

    func testPressHandlerMayReloadTheTable() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 10)
                delegate.onPress = { table, _ in
                    delegate.count = 3
                    table.reloadData()
                }
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                click(table, row: 8)
                XCTAssertEqual(table.numberOfRows, 3, "\(backend)")
                click(table, row: 2)
                XCTAssertEqual(delegate.presses, [8, 2], "\(backend)")
            }
        }
    }
}
