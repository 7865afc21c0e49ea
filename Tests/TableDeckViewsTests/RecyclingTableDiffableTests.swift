import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// A diffable source whose sections have header titles, as a UIKit subclass gives them.
@MainActor
private final class TitledDiffableSource: RecyclingTableDiffableDataSource<String, String> {
    override func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// A table with a diffable source whose cells show their item, counting the cells made.
@MainActor
private func makeTable() -> (RecyclingTableView, TitledDiffableSource, () -> [String]) {
    let table = RecyclingTableView()
    table.register(TitleView.self)
    var asked: [String] = []
    let source = TitledDiffableSource(tableView: table) { table, _, item in
        asked.append(item)
        let cell = table.dequeueCell(TitleView.self)
        cell.customView.text = item
        return cell
    }
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: 600))
    return (
        table, source,
        {
            defer { asked = [] }; return asked
        }
    )
}

/// What the table shows, top to bottom: titles and rows' texts.
@MainActor
private func shown(_ table: RecyclingTableView, count: Int) -> [String] {
    waitForALayout(of: table)
    var items: [(Double, String)] = []
    waitOnMainLoop("\(count) items bound", seen: "\(items.map(\.1))") {
        items = table.boundCells.compactMap { cell in
            guard cell.item != nil, let extent = table.verticalExtent(of: cell) else { return nil }
            let text = (cell as? GenericTableViewCell<TitleView>)?.customView.text ?? (cell.content as? Label)?.text ?? "?"
            return (extent.top, text)
        }.sorted { $0.0 < $1.0 }
        return items.count == count
    }
    return items.map(\.1)
}

/// The recycling table's diffable data source: snapshot sections are table sections, and a new
/// snapshot changes only the rows that differ.
final class RecyclingTableDiffableTests: GTKTestCase {
    func testSnapshotSectionsAreTableSectionsAndOnlyChangedRowsAreAskedFor() {
        MainActor.assumeIsolated {
            let (table, source, asked) = makeTable()
            var snapshot = TableSnapshot<String, String>()
            snapshot.appendSections(["Fruit", "Vegetables"])
            snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: "Fruit")
            snapshot.appendItems(["Leek", "Onion"], toSection: "Vegetables")
            source.apply(snapshot)
            XCTAssertEqual(table.layout.numberOfSections, 2)
            XCTAssertEqual(shown(table, count: 7), ["Fruit", "Apple", "Banana", "Cherry", "Vegetables", "Leek", "Onion"])
            XCTAssertEqual(source.indexPath(for: "Leek"), TableIndexPath(row: 0, section: 1))
            XCTAssertEqual(source.itemIdentifier(for: TableIndexPath(row: 2, section: 0)), "Cherry")
            XCTAssertNil(source.itemIdentifier(for: TableIndexPath(row: 2, section: 1)))
            _ = asked()
            // The selection follows its row through the changes.
            table.selectRow(at: TableIndexPath(row: 1, section: 1))
            // Banana moves to the vegetables, Cherry goes, Date comes.
            var next = TableSnapshot<String, String>()
            next.appendSections(["Fruit", "Vegetables"])
            next.appendItems(["Date", "Apple"], toSection: "Fruit")
            next.appendItems(["Leek", "Banana", "Onion"], toSection: "Vegetables")
            source.apply(next)
            XCTAssertEqual(shown(table, count: 7), ["Fruit", "Date", "Apple", "Vegetables", "Leek", "Banana", "Onion"])
            XCTAssertEqual(Set(asked()), ["Date", "Banana"], "only the new row and the one that moved are asked for")
            XCTAssertEqual(table.indexPathsForSelectedRows, [TableIndexPath(row: 2, section: 1)], "Onion stays selected")
            // The same snapshot again changes nothing.
            source.apply(next)
            XCTAssertEqual(asked(), [])
        }
    }

    func testNewSectionsReloadAndDuplicatesAreRefused() {
        MainActor.assumeIsolated {
            let (table, source, _) = makeTable()
            var snapshot = TableSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["one", "two"])
            source.apply(snapshot)
            XCTAssertEqual(shown(table, count: 3), ["A", "one", "two"])
            snapshot.appendSections(["B"])
            snapshot.appendItems(["three"], toSection: "B")
            source.apply(snapshot)
            XCTAssertEqual(shown(table, count: 5), ["A", "one", "two", "B", "three"])
            var twice = snapshot
            twice.appendItems(["one"], toSection: "B")
            let (_, warning) = capturingStandardError { source.apply(twice) }
            XCTAssertTrue(warning.contains("a snapshot names an item more than once; the recycling table keeps its rows"), warning)
            XCTAssertEqual(source.snapshot.itemIdentifiers, ["one", "two", "three"])
            XCTAssertEqual(shown(table, count: 5), ["A", "one", "two", "B", "three"])
        }
    }
}
