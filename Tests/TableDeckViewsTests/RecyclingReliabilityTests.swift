import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A data source that can misbehave: any counts (negative, huge), one cell handed out for
/// every row, a press handler that reloads or changes the table while it is called.
@MainActor
final class HostileSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var sections: Int
    var rows: Int
    /// Returned for every row instead of a dequeued cell, when set.
    var sharedCell: TableViewCell?
    var presses: [TableIndexPath] = []
    var onPress: ((RecyclingTableView, TableIndexPath) -> Void)?

    init(sections: Int, rows: Int) {
        self.sections = sections
        self.rows = rows
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { sections }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { false }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        if let sharedCell { return sharedCell }
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        presses.append(indexPath)
        onPress?(tableView, indexPath)
    }
}

/// A shown table over `source`, its list at rest.
@MainActor
func makeHostileTable(_ source: HostileSource) -> (RecyclingTableView, Window) {
    let table = RecyclingTableView()
    table.register(TitleView.self)
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    let window = present(table, width: 400, height: 300)
    waitForTheListAtRest(table)
    return (table, window)
}

/// The recycling table against hostile data sources and delegates.
final class RecyclingReliabilityTests: GTKTestCase {
    func testNegativeAndHugeCountsAreSanitized() {
        MainActor.assumeIsolated {
            let source = HostileSource(sections: -4, rows: 10)
            let (table, window) = makeHostileTable(source)
            defer { window.destroy() }
            XCTAssertTrue(table.isShowingEmptyState)
            source.sections = 1
            source.rows = -1
            table.reloadData()
            XCTAssertTrue(table.isShowingEmptyState)
            source.rows = Int.max
            table.reloadData()
            XCTAssertEqual(table.numberOfPositions, Int(Int32.max), "rows beyond GTK's 32-bit positions are cut")
            source.sections = Int.max
            source.rows = 1
            table.reloadData()
            XCTAssertEqual(table.numberOfPositions, RecyclingTableView.maximumSections)
        }
    }

    func testTheSameCellForEveryRowIsRefusedNotReparented() {
        MainActor.assumeIsolated {
            let source = HostileSource(sections: 1, rows: 20)
            let table = RecyclingTableView()
            table.register(TitleView.self)
            source.sharedCell = table.dequeueCell(TitleView.self)
            table.dataSource = source
            table.delegate = source
            table.reloadData()
            let window = present(table, width: 400, height: 300)
            defer { window.destroy() }
            waitForTheListAtRest(table)
            XCTAssertEqual(table.numberOfPositions, 20)
            // The shared cell sits in one row only; the other rows got an empty stand-in, so GTK
            // never saw one widget added to two parents.
            XCTAssertEqual(source.sharedCell?.hasParent, true)
            XCTAssertGreaterThan(table.boundCells.count, 1)
        }
    }

    func testPressHandlerThatReloadsReleasesOrDestroys() {
        MainActor.assumeIsolated {
            // Reloads with fewer rows from inside the press.
            let source = HostileSource(sections: 1, rows: 50)
            source.onPress = { table, _ in
                source.rows = 2
                table.reloadData()
            }
            let (table, window) = makeHostileTable(source)
            XCTAssertTrue(table.emitPress(onCellOf: .row(TableIndexPath(row: 5, section: 0))))
            XCTAssertTrue(waitForALayout(of: table), "a frame after the press and its reload")
            XCTAssertEqual(table.numberOfPositions, 2)
            XCTAssertEqual(source.presses, [TableIndexPath(row: 5, section: 0)])
            // Nothing to wait for after a destroy here: each next table waits for its own window.
            window.destroy()

            // Releases itself from inside the press; a later press reaches nobody and crashes nothing.
            var releasing: HostileSource? = HostileSource(sections: 1, rows: 50)
            releasing?.onPress = { table, _ in
                table.dataSource = nil
                table.delegate = nil
                releasing = nil
            }
            let (second, secondWindow) = makeHostileTable(releasing!)
            _ = second.emitPress(onCellOf: .row(TableIndexPath(row: 1, section: 0)))
            XCTAssertNil(releasing)
            _ = second.emitPress(onCellOf: .row(TableIndexPath(row: 2, section: 0)))
            secondWindow.destroy()

            // Destroys the window from inside the press; the table is finalized.
            let destroying = HostileSource(sections: 1, rows: 50)
            var watch: FinalizationWatch?
            do {
                let (third, thirdWindow) = makeHostileTable(destroying)
                destroying.onPress = { _, _ in thirdWindow.destroy() }
                watch = FinalizationWatch(third)
                XCTAssertTrue(third.emitPress(onCellOf: .row(TableIndexPath(row: 0, section: 0))))
                XCTAssertEqual(destroying.presses.count, 1)
            }
            // The handler (and the window wrapper it holds) go too.
            destroying.onPress = nil
            waitUntilFinalized([watch].compactMap { $0 }, "the table finalized with the window its handler destroyed")
            XCTAssertEqual(watch?.isFinalized, true)
        }
    }
}
