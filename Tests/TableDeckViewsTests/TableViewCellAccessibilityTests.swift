import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A custom view that names itself for assistive technologies, as the app's person view does.
@MainActor
private final class NamedView: Box, CellViewBinder {
    static func contentView() -> NamedView { NamedView() }
    private let label = Label("")
    init() {
        super.init(.horizontal)
        append(label)
    }
    func show(_ text: String) {
        label.text = text
        setAccessibleLabel("\(text), named")
    }
}

/// Sections of one row each, headers and rows dequeued as the same ``NamedView`` type (one reuse
/// identifier), so scrolling rebinds cells between headers and rows.
@MainActor
private final class NamedSource: RecyclingTableViewDataSource {
    let sections: Int
    init(sections: Int) { self.sections = sections }
    func numberOfSections(in tableView: RecyclingTableView) -> Int { sections }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { true }
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(NamedView.self)
        cell.customView.show("Row \(indexPath.section)")
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        let cell = tableView.dequeueCell(NamedView.self)
        cell.customView.show("Header \(section)")
        return cell
    }
}

/// A recycling-table header is a heading and a row is named by its content, also when
/// one view type serves as both and cells move between headers and rows as the list scrolls.
final class TableViewCellAccessibilityTests: GTKTestCase {
    func testHeadersAreHeadingsAndRowsAreNamedByTheirContentAcrossReuse() {
        MainActor.assumeIsolated {
            let source = NamedSource(sections: 300)
            let table = RecyclingTableView()
            table.register(NamedView.self)
            table.dataSource = source
            table.reloadData()
            let window = present(table, width: 300, height: 300)
            defer { window.destroy() }
            // To the end and back: the cells of the first screen were rebound to other items,
            // headers to rows and rows to headers, under the one identifier.
            scroll(table, toRow: 0, section: source.sections - 1)
            scroll(table, toRow: 0, section: 0)
            let cells = table.boundCells.compactMap { $0 as? GenericTableViewCell<NamedView> }
            XCTAssertGreaterThan(cells.count, 10, "rows and headers are bound")
            var headers = 0
            var rows = 0
            for cell in cells {
                guard let item = cell.item, let holder = cell.customView.parent, let row = cell.parent else { continue }
                switch item {
                case .header(let section):
                    headers += 1
                    XCTAssertTrue(holder.hasAccessibleRole(.heading), "header \(section) sits in a heading")
                    XCTAssertTrue(holder.hasAccessibleLabel("Header \(section), named"), "the heading is named")
                    XCTAssertFalse(cell.hasAccessibleRole(.heading), "the cell itself keeps its role")
                case .row(let indexPath):
                    rows += 1
                    XCTAssertEqual(holder.identity, cell.identity, "row \(indexPath.section)'s view is the cell's own child")
                    XCTAssertTrue(row.hasAccessibleLabel("Row \(indexPath.section), named"), "the row reads its view")
                case .footer(let section):
                    XCTFail("section \(section) has no footer")
                }
            }
            XCTAssertGreaterThan(headers, 3)
            XCTAssertGreaterThan(rows, 3)
        }
    }
}
