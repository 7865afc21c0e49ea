import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// A data source of titled rows in sections, each with a header, that the test edits.
@MainActor
private final class SectionsSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var sections: [[String]]
    var selectionChanges = 0
    /// How many times the table asked for a row's cell.
    var cellRequests = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { sections.count }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { true }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "Header \(section)"
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {}

    func tableViewSelectionDidChange(_ tableView: RecyclingTableView) { selectionChanges += 1 }
}

@MainActor
private func presented(_ source: SectionsSource, height: Int = 600) -> RecyclingTableView {
    let table = RecyclingTableView()
    table.register(TitleView.self)
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: height))
    waitOnMainLoop("the first row bound") { table.boundCell(for: .row(TableIndexPath(row: 0, section: 0)))?.isMappedInWindow ?? false }
    return table
}

/// What every bound row shows, by index path, once a frame has laid the list out.
@MainActor
private func shown(_ table: RecyclingTableView) -> [TableIndexPath: String] {
    XCTAssertTrue(waitForALayout(of: table))
    var texts: [TableIndexPath: String] = [:]
    for cell in table.boundCells {
        guard let indexPath = cell.indexPath, let text = (cell as? GenericTableViewCell<TitleView>)?.customView.text else { continue }
        texts[indexPath] = text
    }
    return texts
}

@MainActor
private func expectShownRowsMatch(_ table: RecyclingTableView, _ source: SectionsSource, file: StaticString = #filePath, line: UInt = #line)
{
    let texts = shown(table)
    XCTAssertFalse(texts.isEmpty, file: file, line: line)
    for (indexPath, text) in texts {
        XCTAssertEqual(text, source.sections[indexPath.section][indexPath.row], "\(indexPath)", file: file, line: line)
    }
    XCTAssertEqual(table.layout.sections.map(\.rows), source.sections.map(\.count), file: file, line: line)
}

/// Batch updates on a recycling table used directly, with sections: the same API and rules as
/// the stack table's, by index path.
final class RecyclingTableBatchTests: GTKTestCase {
    func testInsertDeleteMoveAndReloadInSectionsChangeOnlyThoseRows() {
        MainActor.assumeIsolated {
            let source = SectionsSource([(0..<4).map { "a\($0)" }, (0..<3).map { "b\($0)" }, (0..<5).map { "c\($0)" }])
            let table = presented(source)
            let path = { (row: Int, section: Int) in TableIndexPath(row: row, section: section) }
            XCTAssertTrue(waitForALayout(of: table))
            // The data first, then the same changes told to the table, in one batch.
            let requestsBefore = source.cellRequests
            source.sections[0].remove(at: 1)
            source.sections[2].insert("c-new", at: 0)
            let moved = source.sections[1].remove(at: 2)
            source.sections[0].insert(moved, at: 0)
            source.sections[2][3] = "c2 again"
            table.performBatchUpdates {
                table.deleteRows(at: [path(1, 0)])
                table.insertRows(at: [path(0, 2)])
                table.moveRow(at: path(2, 1), to: path(0, 0))
                table.reloadRows(at: [path(2, 2)])
            }
            expectShownRowsMatch(table, source)
            // Every row is on screen: only the inserted, the moved and the reloaded row are asked
            // for; the rows that only shifted keep their cells.
            XCTAssertEqual(source.cellRequests - requestsBefore, 3, "rows change in place, not a reload of every cell")
            // Outside a batch, each change applies at once.
            source.sections[1].append("b-last")
            table.insertRows(at: [path(2, 1)])
            expectShownRowsMatch(table, source)
            source.sections[2].swapAt(0, 1)
            table.moveRow(at: path(0, 2), to: path(1, 2))
            expectShownRowsMatch(table, source)
        }
    }

    func testEachChangeAsksOnlyForItsOwnRows() {
        MainActor.assumeIsolated {
            let source = SectionsSource([(0..<4).map { "a\($0)" }, (0..<3).map { "b\($0)" }, (0..<5).map { "c\($0)" }])
            let table = presented(source)
            // Every row is on screen: each change asks only for the rows it brings (none for a
            // deletion), never for the rows that only shift.
            XCTAssertTrue(waitForALayout(of: table))
            var before = source.cellRequests
            source.sections[2].insert("c-new", at: 0)
            table.insertRows(at: [TableIndexPath(row: 0, section: 2)])
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.cellRequests - before, 1, "insert in section 2")
            before = source.cellRequests
            source.sections[0].insert("a-new", at: 0)
            table.insertRows(at: [TableIndexPath(row: 0, section: 0)])
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.cellRequests - before, 1, "insert in section 0")
            before = source.cellRequests
            let moved = source.sections[1].remove(at: 2)
            source.sections[0].insert(moved, at: 0)
            table.moveRow(at: TableIndexPath(row: 2, section: 1), to: TableIndexPath(row: 0, section: 0))
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.cellRequests - before, 1, "move across")
            before = source.cellRequests
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [TableIndexPath(row: 1, section: 0)])
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.cellRequests - before, 0, "delete")
            before = source.cellRequests
            source.sections[2][3] = "again"
            table.reloadRows(at: [TableIndexPath(row: 3, section: 2)])
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.cellRequests - before, 1, "reload")
            before = source.cellRequests
            table.allowsSelection = false
            source.sections[0].insert("a-new2", at: 0)
            table.insertRows(at: [TableIndexPath(row: 0, section: 0)])
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.cellRequests - before, 1, "insert in section 0 without selection")
        }
    }

    func testTheSelectionAndTheCursorFollowTheirRows() {
        MainActor.assumeIsolated {
            let source = SectionsSource([(0..<3).map { "a\($0)" }, (0..<3).map { "b\($0)" }])
            let table = presented(source)
            table.allowsMultipleSelection = true
            table.selectRow(at: TableIndexPath(row: 1, section: 1))
            table.selectRow(at: TableIndexPath(row: 2, section: 0))
            XCTAssertTrue(table.focusRow(1, section: 1) || waitOnMainLoop("row b1 focused") { table.focusRow(1, section: 1) })
            source.sections[1].insert("b-new", at: 0)
            source.sections[0].remove(at: 0)
            table.performBatchUpdates {
                table.insertRows(at: [TableIndexPath(row: 0, section: 1)])
                table.deleteRows(at: [TableIndexPath(row: 0, section: 0)])
            }
            XCTAssertEqual(table.indexPathsForSelectedRows, [TableIndexPath(row: 1, section: 0), TableIndexPath(row: 2, section: 1)])
            XCTAssertEqual(source.selectionChanges, 0, "the app's own changes tell the delegate nothing")
            waitOnMainLoop("the focus still on b1", seen: "\(table.focusedIndexPath.map { "\($0)" } ?? "none")") {
                table.focusedIndexPath == TableIndexPath(row: 2, section: 1)
            }
            // A selected row deleted leaves the selection.
            source.sections[1].remove(at: 2)
            table.deleteRows(at: [TableIndexPath(row: 2, section: 1)])
            XCTAssertEqual(table.indexPathsForSelectedRows, [TableIndexPath(row: 1, section: 0)])
            expectShownRowsMatch(table, source)
        }
    }

    func testRowsChangingAboveTheViewLeaveTheRowsOnScreenInPlace() {
        MainActor.assumeIsolated {
            let source = SectionsSource([(0..<60).map { "a\($0)" }, (0..<60).map { "b\($0)" }])
            let table = presented(source, height: 300)
            scroll(table, toRow: 20, section: 1)
            guard let first = table.firstIndexPathOnScreen,
                let before = table.boundCell(for: .row(first)).flatMap({ table.verticalExtent(of: $0) })
            else { return XCTFail("nothing on screen") }
            let title = source.sections[first.section][first.row]
            source.sections[0].removeSubrange(10..<15)
            source.sections[0].insert(contentsOf: ["x", "y"], at: 0)
            table.performBatchUpdates {
                table.deleteRows(at: (10..<15).map { TableIndexPath(row: $0, section: 0) })
                table.insertRows(at: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)])
            }
            XCTAssertTrue(waitForALayout(of: table))
            waitForTheListAtRest(table)
            guard let now = table.firstIndexPathOnScreen,
                let after = table.boundCell(for: .row(now)).flatMap({ table.verticalExtent(of: $0) })
            else { return XCTFail("nothing on screen after") }
            XCTAssertEqual(source.sections[now.section][now.row], title, "the same row stays first on screen")
            XCTAssertEqual(after.top, before.top, accuracy: 1.0, "at the same place")
        }
    }

    func testABatchThatDoesNotAddUpIsWarnedAndEveryRowReloads() {
        MainActor.assumeIsolated {
            let source = SectionsSource([["a0", "a1"], ["b0"]])
            let table = presented(source)
            // The data source lost a row in section 1 but the table is told of none.
            source.sections[1].removeAll()
            source.sections[0].append("a2")
            let (_, warnings) = capturingStandardError { table.insertRows(at: [TableIndexPath(row: 2, section: 0)]) }
            XCTAssertTrue(warnings.contains("invalid batch update of the recycling table: section 1:"), warnings)
            XCTAssertTrue(warnings.contains("reloading every row"), warnings)
            expectShownRowsMatch(table, source)
            // A nested batch joins the outer one, warned.
            source.sections[1].append("b-new")
            let (_, nested) = capturingStandardError {
                table.performBatchUpdates {
                    table.performBatchUpdates { table.insertRows(at: [TableIndexPath(row: 0, section: 1)]) }
                }
            }
            XCTAssertTrue(nested.contains("performBatchUpdates was called inside performBatchUpdates"), nested)
            expectShownRowsMatch(table, source)
            // A move onto itself outside a batch changes nothing, warned.
            let (_, onto) = capturingStandardError {
                table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 0, section: 0))
            }
            XCTAssertTrue(onto.contains("moves a row onto itself"), onto)
            // Sections are not inserted by a row update: warned, reloaded.
            source.sections.append(["c0"])
            let (_, sections) = capturingStandardError { table.insertRows(at: [TableIndexPath(row: 0, section: 2)]) }
            XCTAssertTrue(sections.contains("number of sections changed from 2 to 3"), sections)
            expectShownRowsMatch(table, source)
        }
    }
}
