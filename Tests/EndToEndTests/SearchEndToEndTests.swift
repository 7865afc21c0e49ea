import Foundation
import TableDeckAppModel
import XCTest

/// Ctrl+F in the built app under Xvfb: the rows filter as the user types, with one stdout line
/// per result; Down and Enter reach the results, Escape restores every row with the keyboard on
/// the row it was on.
final class SearchEndToEndTests: EndToEndTestCase {
    private let cLocale: [String: String?] = ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "LANGUAGE": nil]

    func testUsersFilterAsTypedAndEscapeShowsEveryRowWithTheCursorKept() throws {
        let (app, _) = try AppProcess.launch(["--screen", "users"], environment: cLocale)
        defer { app.stop() }
        try Xdotool.key("ctrl+f")
        try Xdotool.run(["type", "--delay", "80", "12"])
        let count = { (text: String) in (0..<1000).filter { "\($0). User".contains(text) }.count }
        XCTAssertEqual(
            app.waitForLines(withPrefix: "Filter", count: 2),
            ["Filter \"1\": \(count("1")) of 1000 rows", "Filter \"12\": \(count("12")) of 1000 rows"], "stderr: \(app.stderr)")
        // Down goes from the field to the first result (12), Down again to the next (112).
        try Xdotool.key("Down", "Down", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at index 112"])
        // Escape in the rows closes the search; the cursor is still on 112.
        try Xdotool.key("Escape")
        XCTAssertEqual(app.waitForLines(withPrefix: "Filter", count: 3).last, "Filter cleared")
        try Xdotool.key("Down", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 2).last, "Item pressed at index 113")
        XCTAssertFalse(app.stderr.contains("CRITICAL") || app.stderr.contains("WARNING"), app.stderr)
    }

    func testCellsSayWhenNothingMatchesAndBackspaceWidensTheSearch() throws {
        let (app, _) = try AppProcess.launch(["--screen", "cells"], environment: cLocale)
        defer { app.stop() }
        try Xdotool.key("ctrl+f")
        try Xdotool.run(["type", "--delay", "80", "zz"])
        let lines = app.waitForLines(withPrefix: "Filter", count: 2)
        XCTAssertEqual(lines.count, 2, "stderr: \(app.stderr)")
        let total = lines.first.flatMap { $0.split(separator: " ").dropLast().last }.map(String.init) ?? "?"
        XCTAssertEqual(lines.last, "Filter \"zz\": 0 of \(total) rows")
        try Xdotool.key("BackSpace", "BackSpace")
        XCTAssertEqual(app.waitForLines(withPrefix: "Filter", count: 4).last, "Filter \"\": \(total) of \(total) rows")
        try Xdotool.key("Escape")
        XCTAssertEqual(app.waitForLines(withPrefix: "Filter", count: 5).last, "Filter cleared")
    }

    func testTheTableScreenFindsAccentedCitiesAndPressesTheDataIndex() throws {
        let people = SeededPeopleDirectory(seed: 7, count: 1000)
        let (app, _) = try AppProcess.launch(["--screen", "table", "--seed", "7"], environment: cLocale)
        defer { app.stop() }
        // Sorted by Name first: a search keeps the order, and a press still names the data row.
        let folded = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let matching = (0..<1000).filter { row in
            guard let person = people.person(at: row) else { return false }
            return [person.name, person.email, person.city].contains { folded($0).contains("zurich") }
        }
        XCTAssertGreaterThan(matching.count, 0)
        try Xdotool.key("ctrl+f")
        try Xdotool.run(["type", "--delay", "60", "zurich"])
        let lines = app.waitForLines(withPrefix: "Filter \"zurich\"", count: 1)
        XCTAssertEqual(lines, ["Filter \"zurich\": \(matching.count) of 1000 rows"], "stderr: \(app.stderr)")
        try Xdotool.key("Return", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at index \(matching[0])"])
    }
}
