import Foundation
import TableDeckAppModel
import XCTest

/// What a screen reader sees of the Table screen over AT-SPI (`scripts/atspi-walk.sh`): the
/// header row and its headers with their sort state, and the rows by their columns and place.
final class TableAccessibilityEndToEndTests: EndToEndTestCase {
    /// Guards the column table's accessible tree (issue 30): a header row named "Column
    /// headers" holding one header per column, in the order shown, each named by its title and
    /// described by its sort state ("Not sorted" before any sort; GTK 4.8 passes the sort
    /// property to no screen reader), with the column-header role as the running GTK maps it
    /// (``AtspiWalk/columnHeaderRole``); and the rows as list items named by their columns'
    /// titles and values and their place, in display order.
    func testHeadersAreNamedWithTheirSortStateAndRowsWithTheirColumnsAndPlace() throws {
        let people = SeededPeopleDirectory(seed: 1, count: 50)
        let objects = try AtspiWalk.describedObjects(["--screen", "table", "--rows", "50", "--seed", "1"])
        XCTAssertTrue(objects.contains { $0.name == "Column headers" }, "the header row is named")
        let headers = objects.filter { $0.role == AtspiWalk.columnHeaderRole && !$0.description.isEmpty }
        XCTAssertEqual(headers.map(\.name), ["Name", "Email", "City", "Joined", "Score"], "one header per column, in order")
        XCTAssertEqual(Set(headers.map(\.description)), ["Not sorted"], "each header's sort state")

        let rows = objects.filter { $0.role == "list item" && $0.name.hasPrefix("Name, ") }.map(\.name)
        XCTAssertGreaterThanOrEqual(rows.count, 10, "the rows made: \(rows.prefix(2))")
        // Nothing that is not on screen: the closed search bar's field and close button, the
        // empty state behind the rows, a header's sort arrow (GTK 4.8 named it "GtkImage").
        for hidden in ["Search", "Close Search", "No people", "GtkImage"] {
            XCTAssertFalse(objects.contains { $0.name == hidden }, "\(hidden) is not listed while it is not shown")
        }
        for (index, name) in rows.enumerated() {
            guard let person = people.person(at: index) else { return XCTFail("no person \(index)") }
            let start = "Name, \(person.name), Email, \(person.email), City, \(person.city), Joined, "
            XCTAssertTrue(
                name.hasPrefix(start) && name.contains(", Score, ") && name.hasSuffix(", row \(index + 1) of 50"),
                "row \(index + 1) by its columns and place: \(name)")
        }
    }
}
