import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// A porter's stack table screen, written as UIKit code is: the data in sections, a diffable
/// source showing them as the table's sections, and a move callback that updates the data and
/// applies a snapshot made from it.
@MainActor
private final class PortedScreen: StackTableViewDelegate {
    var data: [[Int]]
    var dataSource: StackTableDiffableDataSource<Int, Int>!
    /// Every move the table told of, from and to.
    var moves: [(from: TableIndexPath, to: TableIndexPath)] = []
    /// Something more the app changes in its move callback (a row it adds), if any.
    var alsoInMoveCallback: ((inout [[Int]]) -> Void)?

    init(table: StackTableView, data: [[Int]]) {
        self.data = data
        dataSource = StackTableDiffableDataSource(tableView: table)
        dataSource.showsSections = true
        table.delegate = self
        applyData(animated: false)
    }

    func applyData(animated: Bool = true) {
        dataSource.apply(sectionedSnapshot(data), animatingDifferences: animated)
    }

    /// What the table should show, top to bottom: each section's title, then its rows.
    var expectedTexts: [String] {
        data.enumerated().flatMap { section, items in ["Section \(section)"] + items.map { "Item \($0)" } }
    }

    func numberOfItems(in tableView: StackTableView) -> Int { dataSource.numberOfItems }
    func numberOfSections(in tableView: StackTableView) -> Int { dataSource.numberOfSections }
    func stackTableView(_ tableView: StackTableView, numberOfItemsInSection section: Int) -> Int {
        dataSource.numberOfItems(inSection: section)
    }
    func stackTableView(_ tableView: StackTableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        Label(dataSource.itemIdentifier(at: index).map { "Item \($0)" } ?? "?")
    }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { true }
    func stackTableView(_ tableView: StackTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = data[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        data[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
        alsoInMoveCallback?(&data)
        // UIKit code's usual answer: a snapshot of the data as they are now.
        applyData()
    }
}

/// User moves keep a diffable source's data and the screen in step (a snapshot applied
/// in the move callback moved the row a second time).
final class DiffableMovesInStepTests: GTKTestCase {
    func testASnapshotAppliedInTheMoveCallbackMovesNothingTwice() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let table = StackTableView(backend: backend)
                let screen = PortedScreen(table: table, data: [[0, 1, 2], [3, 4]])
                GTKTestCase.windowsToClose.append(present(table, width: 360, height: 600))
                waitForALayout(of: table)
                XCTAssertTrue(table.focusRow(at: 0))
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt))
                waitForRowsAtRest(table)
                XCTAssertEqual(screen.data, [[1, 0, 2], [3, 4]], "\(backend)")
                XCTAssertEqual(onScreen(table, count: 7), screen.expectedTexts, "\(backend): one move, not two")
                XCTAssertEqual(screen.dataSource.snapshot.itemIdentifiers, [1, 0, 2, 3, 4], "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, 1, "\(backend): the cursor stays on the moved row")
                XCTAssertEqual(screen.dataSource.indexPath(for: 0), TableIndexPath(row: 1, section: 0))
                XCTAssertEqual(screen.dataSource.itemIdentifier(for: TableIndexPath(row: 0, section: 1)), 3)
            }
        }
    }

    func testOtherChangesMadeInTheMoveCallbackAreShownAfterTheMove() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let table = StackTableView(backend: backend)
                let screen = PortedScreen(table: table, data: [[0, 1, 2], [3, 4]])
                screen.alsoInMoveCallback = { data in data[1].append(99) }
                GTKTestCase.windowsToClose.append(present(table, width: 360, height: 600))
                waitForALayout(of: table)
                XCTAssertTrue(table.focusRow(at: 2))
                // Cherry's place: the last row of section 0 goes to the first of section 1.
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt))
                waitForRowsAtRest(table)
                XCTAssertEqual(screen.data, [[0, 1], [2, 3, 4, 99]], "\(backend)")
                XCTAssertEqual(onScreen(table, count: 8), screen.expectedTexts, "\(backend)")
                XCTAssertEqual(table.numberOfRows(inSection: 1), 4, "\(backend)")
            }
        }
    }

    /// Random sequences of user moves (Alt+Up/Down on random rows, and drags of random rows by
    /// random heights, within and across sections, into the empty one too), inserts, deletes
    /// and applied snapshots: after every step, the rows on screen, read back, equal the data
    /// source.
    func testRandomMovesInsertsDeletesAndSnapshotsKeepTheScreenEqualToTheData() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                var dragsAcrossSections = 0
                for seed in 0..<4 {
                    var generator = SplitMix(state: UInt64(seed) + 41)
                    let table = StackTableView(backend: backend)
                    let screen = PortedScreen(table: table, data: [[0, 1, 2], [], [3, 4, 5]])
                    GTKTestCase.windowsToClose.append(present(table, width: 360, height: 700))
                    waitForALayout(of: table)
                    var next = 100
                    for step in 0..<16 {
                        let total = screen.data.reduce(0) { $0 + $1.count }
                        switch Int.random(in: 0..<8, using: &generator) {
                        case 0...1 where total > 0:
                            let row = Int.random(in: 0..<total, using: &generator)
                            XCTAssertTrue(table.focusRow(at: row))
                            _ = table.handleKey(Bool.random(using: &generator) ? .down : .up, modifiers: .alt)
                        case 4...5 where total > 0:
                            let row = Int.random(in: 0..<total, using: &generator)
                            let rows = Double.random(in: -6...6, using: &generator)
                            guard let height = table.rowWidget(at: row)?.allocatedHeight, height > 0 else {
                                return XCTFail("\(backend), seed \(seed), step \(step): row \(row) not laid out")
                            }
                            let moves = screen.moves.count
                            XCTAssertTrue(table.emitRowDrag(from: row, dy: rows * Double(height)))
                            table.emitRowDragEnd()
                            waitOnMainLoop("the drop made (\(backend), seed \(seed), step \(step))") { !table.isRowDragUnderWay }
                            if screen.moves.count > moves, let move = screen.moves.last, move.from.section != move.to.section {
                                dragsAcrossSections += 1
                            }
                        case 2:
                            let section = Int.random(in: 0..<screen.data.count, using: &generator)
                            screen.data[section].insert(next, at: Int.random(in: 0...screen.data[section].count, using: &generator))
                            next += 1
                            screen.applyData()
                        case 3 where total > 0:
                            let nonEmpty = screen.data.indices.filter { !screen.data[$0].isEmpty }
                            let section = nonEmpty[Int.random(in: 0..<nonEmpty.count, using: &generator)]
                            screen.data[section].remove(at: Int.random(in: 0..<screen.data[section].count, using: &generator))
                            screen.applyData()
                        default:
                            let section = Int.random(in: 0..<screen.data.count, using: &generator)
                            screen.data[section].shuffle(using: &generator)
                            screen.applyData()
                        }
                        waitForRowsAtRest(table)
                        let expected = screen.expectedTexts
                        XCTAssertEqual(
                            onScreen(table, count: expected.count), expected, "\(backend), seed \(seed), step \(step)")
                        XCTAssertEqual(
                            screen.dataSource.snapshot.itemIdentifiers, screen.data.flatMap { $0 },
                            "\(backend), seed \(seed), step \(step)")
                    }
                }
                XCTAssertGreaterThan(dragsAcrossSections, 2, "drags moved rows across sections (\(backend))")
            }
        }
    }

    func testTheRecyclingTablesDiffableSourceFollowsAUserMoveAcrossSections() {
        MainActor.assumeIsolated {
            let table = RecyclingTableView()
            table.register(identifier: "row") { TableViewCell(reuseIdentifier: "row") }
            var data = [["A0", "A1"], ["B0", "B1"]]
            let source = MovingDiffableSource(tableView: table) { table, _, item in
                let cell = table.dequeueReusableCell(withIdentifier: "row")
                cell.setContent(Label(item))
                return cell
            }
            source.moved = { from, to in
                let item = data[from.section].remove(at: from.row)
                data[to.section].insert(item, at: to.row)
                source.apply(sectionedSnapshot(data))
            }
            source.apply(sectionedSnapshot(data), animatingDifferences: false)
            GTKTestCase.windowsToClose.append(present(table, width: 360, height: 500))
            XCTAssertTrue(table.focusRow(1, section: 0))
            waitOnMainLoop("A1 focused") { table.focusedIndexPath == TableIndexPath(row: 1, section: 0) }
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .alt))
            waitForTheListAtRest(table)
            XCTAssertEqual(data, [["A0"], ["A1", "B0", "B1"]])
            XCTAssertEqual(source.snapshot.itemIdentifiers(inSection: 1), ["A1", "B0", "B1"])
            XCTAssertEqual(table.layout.sections.map(\.rows), [1, 3])
            XCTAssertEqual((0..<3).map { text(table, $0, 1) }, ["A1", "B0", "B1"])
            XCTAssertEqual(source.itemIdentifier(for: TableIndexPath(row: 0, section: 1)), "A1")
        }
    }
}

/// A UIKit-style subclass: rows move, and the override updates the app's data and applies a snapshot.
@MainActor
private final class MovingDiffableSource: RecyclingTableDiffableDataSource<Int, String> {
    var moved: ((TableIndexPath, TableIndexPath) -> Void)?

    override func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { true }

    override func tableView(
        _ tableView: RecyclingTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath
    ) {
        moved?(sourceIndexPath, destinationIndexPath)
    }
}

/// A snapshot of `data`: section `i` holds `data[i]`, in order.
private func sectionedSnapshot<Item: Hashable & Sendable>(_ data: [[Item]]) -> TableSnapshot<Int, Item> {
    var snapshot = TableSnapshot<Int, Item>()
    for (index, items) in data.enumerated() {
        snapshot.appendSections([index])
        snapshot.appendItems(items, toSection: index)
    }
    return snapshot
}

/// The texts the stack table shows, top to bottom, once `count` items are on screen.
@MainActor
private func onScreen(_ table: StackTableView, count: Int, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    waitForALayout(of: table, file: file, line: line)
    waitOnMainLoop("\(count) items shown", seen: "\(table.itemsOnScreen.map(\.text))", file: file, line: line) {
        table.itemsOnScreen.count == count
    }
    return table.itemsOnScreen.map { $0.text ?? "?" }
}

@MainActor
private func text(_ table: RecyclingTableView, _ row: Int, _ section: Int) -> String? {
    (table.boundCell(for: .row(TableIndexPath(row: row, section: section)))?.content as? Label)?.text
}

/// A small seeded generator (SplitMix64), so a failing sequence can be run again.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
