import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// The titles the table shows for rows `range` (all on screen).
@MainActor
private func titles(_ table: StackTableView, _ range: Range<Int>) -> [String?] {
    waitOnMainLoop("rows \(range) shown", seen: "\(range.map { shownTitle(table, row: $0) })") {
        range.allSatisfy { shownTitle(table, row: $0) != nil }
    }
    return range.map { shownTitle(table, row: $0) }
}

/// The first row whose bottom is below the top of the visible part: its top on screen and title.
@MainActor
private func firstRowOnScreen(_ table: StackTableView) -> (Double, String?) {
    var best: (Double, String?) = (.infinity, nil)
    for index in 0..<table.numberOfRows {
        guard let row = table.rowWidget(at: index), row.isMappedInWindow,
            let bounds = row.bounds(relativeTo: table)
        else { continue }
        if bounds.maxY > 0 && bounds.y < best.0 {
            best = (bounds.y, shownTitle(table, row: index))
        }
    }
    return best
}

/// Batch updates in the stack table, with both backends.
final class StackTableUpdatesTests: GTKTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { Widget.animationsEnabled = true }
        super.tearDown()
    }

    func testInsertDeleteMoveAndReloadChangeOnlyThoseRows() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 6)
                let table = presentedTable(delegate, backend: backend)
                delegate.viewRequests = []
                delegate.titles.remove(at: 1)
                table.deleteRows(at: [1])
                waitForRowsAtRest(table)
                if backend == .stack {
                    XCTAssertEqual(delegate.viewRequests, [], "no row is rebuilt for a deletion")
                } else {
                    // GTK 4.8 rebinds the rows after a change (their positions changed), never
                    // those before it.
                    XCTAssertTrue(delegate.viewRequests.allSatisfy { $0 >= 1 }, "\(delegate.viewRequests)")
                }
                delegate.viewRequests = []
                delegate.titles.insert("new", at: 0)
                table.insertRows(at: [0])
                waitForRowsAtRest(table)
                if backend == .stack {
                    XCTAssertEqual(delegate.viewRequests, [0], "only the new row is asked for")
                }
                // 0 new, 1 "0.", 2 "2.", 3 "3.", 4 "4.", 5 "5."
                delegate.titles.swapAt(1, 5)
                table.performBatchUpdates {
                    table.moveRow(at: 1, to: 5)
                    table.moveRow(at: 5, to: 1)
                }
                delegate.titles[2] = "changed"
                table.reloadRows(at: [2])
                waitForRowsAtRest(table)
                XCTAssertEqual(titles(table, 0..<6), delegate.titles.map { Optional($0) }, "\(backend)")
                XCTAssertEqual(table.numberOfRows, 6)
            }
        }
    }

    func testSelectionAndCursorFollowTheirRows() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 20)
                let table = presentedTable(delegate, backend: backend)
                table.allowsMultipleSelection = true
                table.handleClick(row: 5, modifiers: [])
                table.handleClick(row: 8, modifiers: .control)
                XCTAssertTrue(table.focusRow(at: 8))
                waitOnMainLoop("the cursor on row 8", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 8
                }
                delegate.titles.removeSubrange(0..<2)
                table.deleteRows(at: [0, 1])
                XCTAssertEqual(table.indexesForSelectedRows, [3, 6], "\(backend)")
                waitOnMainLoop("the cursor on row 6", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 6
                }
                XCTAssertEqual(table.focusedRowIndex, 6, "the cursor stays on its row")
                // Deleting the cursor row puts the cursor on the row that takes its place.
                delegate.titles.remove(at: 6)
                table.deleteRows(at: [6])
                waitOnMainLoop("the cursor on row 6", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 6
                }
                XCTAssertEqual(table.focusedRowIndex, 6)
                XCTAssertEqual(table.indexesForSelectedRows, [3])
                XCTAssertEqual(shownTitle(table, row: 6), "9. User")
            }
        }
    }

    func testAWrongCountWarnsOnceNamingBothCountsAndReloads() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 10)
                let table = presentedTable(delegate, backend: backend)
                delegate.titles.removeSubrange(0..<3)
                let (_, warning) = capturingStandardError { table.deleteRows(at: [0]) }
                XCTAssertTrue(
                    warning.contains(
                        "invalid batch update of the stack table: the number of rows after the update (7) must equal the number before it (10) plus the inserted minus the deleted rows (9); reloading every row"
                    ), warning)
                XCTAssertEqual(warning.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, warning)
                XCTAssertEqual(table.numberOfRows, 7)
                waitForRowsAtRest(table)
                XCTAssertEqual(titles(table, 0..<7), delegate.titles.map { Optional($0) }, "\(backend): no stale rows")
            }
        }
    }

    func testBadInputIsDefinedAndWarned() {
        MainActor.assumeIsolated {
            let delegate = EditableDelegate(count: 5)
            let table = presentedTable(delegate, backend: .stack)
            // Out of range: a full reload.
            var (_, warning) = capturingStandardError { table.reloadRows(at: [9]) }
            XCTAssertTrue(warning.contains("reloadRows index 9 is out of range (0..<5); reloading every row"), warning)
            // Duplicate deletes count once.
            delegate.titles.remove(at: 2)
            (_, warning) = capturingStandardError { table.deleteRows(at: [2, 2]) }
            XCTAssertTrue(warning.contains("deleteRows names rows 2 more than once; each counts once"), warning)
            XCTAssertEqual(table.numberOfRows, 4)
            // A move onto itself changes nothing.
            (_, warning) = capturingStandardError { table.moveRow(at: 1, to: 1) }
            XCTAssertTrue(warning.contains("moveRow(at: 1, to: 1) moves a row onto itself; nothing changes"), warning)
            // A batch inside a batch joins it.
            delegate.titles.insert("a", at: 0)
            delegate.titles.insert("b", at: 0)
            (_, warning) = capturingStandardError {
                table.performBatchUpdates {
                    table.insertRows(at: [0])
                    table.performBatchUpdates { table.insertRows(at: [1]) }
                }
            }
            XCTAssertTrue(warning.contains("performBatchUpdates was called inside performBatchUpdates"), warning)
            XCTAssertEqual(table.numberOfRows, 6)
            waitForRowsAtRest(table)
            XCTAssertEqual(titles(table, 0..<6), delegate.titles.map { Optional($0) })
        }
    }

    func testAnUpdateDuringAReloadReloadsOnceMore() {
        MainActor.assumeIsolated {
            final class Reentrant: StackTableViewDelegate {
                var count = 3
                func numberOfItems(in tableView: StackTableView) -> Int { count }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
                    if index == 0 && count == 3 {
                        count = 4
                        tableView.insertRows(at: [3])
                    }
                    return Label("\(index)")
                }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
            }
            let delegate = Reentrant()
            let table = StackTableView()
            table.delegate = delegate
            let (_, warning) = capturingStandardError { table.reloadData() }
            XCTAssertTrue(
                warning.contains("a row update arrived while the stack table reloads; the table reloads once more instead"), warning)
            XCTAssertEqual(table.numberOfRows, 4)
        }
    }

    func testAnAnimatedInsertionEndsAtTheRowViewsOwnOpacity() {
        MainActor.assumeIsolated {
            /// Rows whose views are half transparent, as a porter's `alpha = 0.4` makes them.
            final class FaintRows: StackTableViewDelegate {
                var count = 20
                func numberOfItems(in tableView: StackTableView) -> Int { count }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
                    let label = Label("Row \(index)")
                    label.opacity = 0.4
                    return label
                }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
            }
            Widget.animationsEnabled = true
            let delegate = FaintRows()
            let table = presentedTable(delegate, backend: .stack)
            delegate.count += 1
            table.insertRows(at: [2])
            XCTAssertTrue(table.isAnimatingChanges)
            XCTAssertLessThan(table.rowWidget(at: 2)?.opacity ?? 1, 0.4, "it fades in")
            waitOnMainLoop("the insertion's animation ended") { !table.isAnimatingChanges }
            XCTAssertEqual(
                table.rowWidget(at: 2)?.opacity ?? 0, 0.4, accuracy: 0.001, "a fade ends at the view's own opacity")
            withExtendedLifetime(delegate) {}
        }
    }

    func testRowsOnScreenAnimateAndDeletedRowsAreFreed() {
        MainActor.assumeIsolated {
            Widget.animationsEnabled = true
            let delegate = EditableDelegate(count: 30)
            let table = presentedTable(delegate, backend: .stack)
            let watch = table.rowWidget(at: 2).map { FinalizationWatch($0) }
            delegate.titles.remove(at: 2)
            table.deleteRows(at: [2])
            XCTAssertTrue(table.isAnimatingChanges)
            XCTAssertEqual(table.rowsColumn?.childCount, 30, "the deleted row fades out where it was")
            waitOnMainLoop("the deletion's animation ended") { !table.isAnimatingChanges }
            XCTAssertEqual(table.rowsColumn?.childCount, 29)
            waitUntilFinalized([watch].compactMap { $0 }, "the deleted row finalized")
            XCTAssertEqual(watch?.isFinalized, true)
        }
    }

    func testRecycledRowsOpenWhenInsertedAndGlideWhenRowsAboveLeave() {
        MainActor.assumeIsolated {
            Widget.animationsEnabled = true
            let delegate = EditableDelegate(count: 40)
            let table = presentedTable(delegate, backend: .recycling)
            delegate.titles.insert("new", at: 2)
            table.insertRows(at: [2])
            waitOnMainLoop("the new row opening") { table.isAnimatingChanges }
            waitOnMainLoop("the new row open") { !table.isAnimatingChanges }
            XCTAssertEqual(table.rowWidget(at: 2)?.opacity, 1)
            XCTAssertEqual(shownTitle(table, row: 2), "new")
            // Off screen, nothing opens.
            delegate.titles.insert("far", at: 39)
            table.insertRows(at: [39])
            // A negative check: a frame has laid the list out (and bound what it shows) since.
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertFalse(table.isAnimatingChanges)
            // A deletion on screen: the rows below glide up into its place, then rest.
            delegate.titles.remove(at: 1)
            table.deleteRows(at: [1])
            XCTAssertTrue(table.isAnimatingChanges, "the rows below glide")
            waitOnMainLoop("the rows at rest after the glide") { !table.isAnimatingChanges }
            XCTAssertEqual(shownTitle(table, row: 1), "new")
        }
    }

    func testWithAnimationsOffChangesAreImmediate() {
        MainActor.assumeIsolated {
            Widget.animationsEnabled = false
            let delegate = EditableDelegate(count: 30)
            let table = presentedTable(delegate, backend: .stack)
            delegate.titles.remove(at: 2)
            table.deleteRows(at: [2])
            delegate.titles.insert("x", at: 4)
            table.insertRows(at: [4])
            XCTAssertFalse(table.isAnimatingChanges)
            let recycledRows = EditableDelegate(count: 10)
            let recycled = presentedTable(recycledRows, backend: .recycling)
            recycledRows.titles.insert("y", at: 1)
            recycled.insertRows(at: [1])
            // A negative check: a frame has laid the list out (and bound the new row) since.
            XCTAssertTrue(waitForALayout(of: recycled))
            XCTAssertFalse(recycled.isAnimatingChanges, "no recycled row opens either")
            XCTAssertEqual(shownTitle(recycled, row: 1), "y")
            XCTAssertEqual(table.rowsColumn?.childCount, 30)
            XCTAssertEqual(shownTitle(table, row: 4), "x")
        }
    }

    func testRowsAboveTheViewportChangeWithoutMovingTheRowsOnScreen() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 1000)
                let table = presentedTable(delegate, backend: backend)
                let adjustment = table.verticalAdjustment
                adjustment.value = 4000
                XCTAssertTrue(waitForALayout(of: table))
                waitUntilSteady("the first row on screen at rest", of: table) { "\(firstRowOnScreen(table))" }
                let (before, firstTitle) = firstRowOnScreen(table)
                delegate.titles.removeSubrange(10..<20)
                table.deleteRows(at: Array(10..<20))
                delegate.titles.insert(contentsOf: ["a", "b", "c"], at: 0)
                table.insertRows(at: [0, 1, 2])
                XCTAssertTrue(waitForALayout(of: table))
                waitUntilSteady("the first row on screen at rest", of: table) { "\(firstRowOnScreen(table))" }
                let (after, titleAfter) = firstRowOnScreen(table)
                XCTAssertEqual(titleAfter, firstTitle, "\(backend): the same row stays first on screen")
                XCTAssertEqual(after, before, accuracy: 1.0, "\(backend): at the same place")
            }
        }
    }

    func testADiffableDataSourceAppliesTheDifference() {
        MainActor.assumeIsolated {
            final class Source: StackTableViewDelegate {
                var rows: StackTableDiffableDataSource<Int, String>?
                func numberOfItems(in tableView: StackTableView) -> Int { rows?.numberOfItems ?? 0 }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
                    Label(rows?.itemIdentifier(at: index) ?? "?")
                }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
            }
            for backend in [TableBackend.stack, .recycling] {
                let source = Source()
                let table = StackTableView(backend: backend)
                let rows = StackTableDiffableDataSource<Int, String>(tableView: table)
                source.rows = rows
                table.delegate = source
                GTKTestCase.windowsToClose.append(present(table))
                var snapshot = TableSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b", "c", "d"])
                rows.apply(snapshot)
                table.allowsMultipleSelection = true
                table.handleClick(row: 2, modifiers: [])
                snapshot.deleteItems(["a"])
                snapshot.insertItems(["z"], afterItem: "d")
                rows.apply(snapshot)
                XCTAssertEqual(rows.index(of: "c"), 1)
                XCTAssertEqual(table.indexesForSelectedRows, [1], "\(backend): the selection follows c")
                waitForRowsAtRest(table)
                XCTAssertEqual(titles(table, 0..<4), ["b", "c", "d", "z"])
                var twice = snapshot
                twice.appendItems(["b"])
                let (_, warning) = capturingStandardError { rows.apply(twice) }
                XCTAssertTrue(warning.contains("a snapshot names an item more than once"), warning)
                XCTAssertEqual(table.numberOfRows, 4)
            }
        }
    }
}
