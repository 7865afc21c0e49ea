import Foundation
import TableDeckAppModel
import XCTest

/// The Table screen in the built app under Xvfb: presses print the person's index in the data
/// whatever the sort, header clicks and keys sort with one line each, and `--rows` is checked.
final class TableEndToEndTests: EndToEndTestCase {
    /// Collation by code point (C.UTF-8), so the test knows the app's order.
    private let cLocale: [String: String?] = ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "LANGUAGE": nil]

    private func index(in line: String?) -> Int? {
        line.flatMap { Int($0.dropFirst("Item pressed at index ".count)) }
    }

    /// The data row an ascending sort by `key` puts first (code point order, which C.UTF-8
    /// collates by): the smallest key, ties by data row.
    private func first(of count: Int, by key: (Int) -> String) -> Int {
        var best = 0
        var bestKey = Array(key(0).utf8)
        for row in 1..<count {
            let candidate = Array(key(row).utf8)
            if candidate.lexicographicallyPrecedes(bestKey) {
                best = row
                bestKey = candidate
            }
        }
        return best
    }

    func testHeaderClicksAndKeysSortAndPressesPrintTheDataIndex() throws {
        let people = SeededPeopleDirectory(seed: 7, count: 1000)
        let (app, window) = try AppProcess.launch(["--screen", "table", "--seed", "7"], environment: cLocale)
        defer { app.stop() }
        // Unsorted, the first row is person 0: Home then Enter.
        try Xdotool.key("Home", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at index 0"])
        // A click on the Name header (the line under the header bar, at its left).
        let headerY = window.y + 63
        try Xdotool.click(x: window.x + 40, y: headerY)
        XCTAssertEqual(app.waitForLines(withPrefix: "Sorted by", count: 1), ["Sorted by Name ascending"], "stderr: \(app.stderr)")
        // The person first on screen stays first on screen: a click on the top row presses
        // person 0 again, now far down the sorted list (once the list has scrolled there).
        try Xdotool.move(x: window.x + 40, y: headerY + 120)
        try Screenshot.waitUntilStill(x: window.x + 10, y: headerY + 14, width: window.width - 20, height: 200)
        try Xdotool.click(x: window.x + 40, y: headerY + 26)
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 2).last, "Item pressed at index 0")
        // Home and Enter press the person whose name sorts first: the press names the person,
        // not the row on screen.
        let firstByName = first(of: 1000) { people.person(at: $0)?.name ?? "" }
        XCTAssertNotEqual(firstByName, 0)
        try Xdotool.key("Home", "Return")
        let pressed = app.waitForLines(withPrefix: "Item pressed", count: 3)
        XCTAssertEqual(index(in: pressed.last), firstByName, "\(pressed)")
        try Xdotool.move(x: window.x + 40, y: headerY + 120)
        // A second click reverses; the clicked header keeps the keyboard: Right to Email, Space
        // sorts by it.
        try Xdotool.click(x: window.x + 40, y: headerY)
        XCTAssertEqual(app.waitForLines(withPrefix: "Sorted by", count: 2).last, "Sorted by Name descending")
        try Xdotool.move(x: window.x + 40, y: headerY + 120)
        try Xdotool.key("Right", "space")
        XCTAssertEqual(app.waitForLines(withPrefix: "Sorted by", count: 3).last, "Sorted by Email ascending", "stderr: \(app.stderr)")
        // Down goes back to the rows, on the row the cursor was on (the one clicked, now
        // elsewhere in the Email order); Home and Enter press the first by Email.
        try Xdotool.key("Down", "Home", "Return")
        let byEmail = first(of: 1000) { people.person(at: $0)?.email ?? "" }
        XCTAssertEqual(index(in: app.waitForLines(withPrefix: "Item pressed", count: 4).last), byEmail)
        XCTAssertFalse(app.stderr.contains("warning"), app.stderr)
    }

    func testAMillionPeopleSortByScoreFromTheKeyboard() throws {
        let count = 1_000_000
        let (app, _) = try AppProcess.launch(["--screen", "table", "--rows", "\(count)", "--seed", "3"], environment: cLocale)
        defer { app.stop() }
        try Xdotool.key("End", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at index 999999"])
        // To the Score header (the last of five) and sort twice: descending puts the best first.
        try Xdotool.key("shift+Tab", "End", "space")
        XCTAssertEqual(app.waitForLines(withPrefix: "Sorted by", count: 1, timeout: 30), ["Sorted by Score ascending"])
        try Xdotool.key("Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Sorted by", count: 2, timeout: 30).last, "Sorted by Score descending")
        try Xdotool.key("Down", "Home", "Return")
        let people = SeededPeopleDirectory(seed: 3, count: count)
        var best = 0
        var bestScore = -1.0
        for row in 0..<count {
            let score = people.person(at: row)?.score ?? -1
            if score > bestScore {
                best = row
                bestScore = score
            }
        }
        let pressed = app.waitForLines(withPrefix: "Item pressed", count: 2, timeout: 30)
        XCTAssertEqual(index(in: pressed.last), best, "the first person by score, ties by data order: \(pressed)")
    }

    func testRowsOutOfRangeOrNotANumberExitWithOneLine() throws {
        for value in ["1000001", "-1", "lots", ""] {
            let app = try AppProcess(["--screen", "table", "--rows", value])
            XCTAssertEqual(app.waitForExit(), 2, value)
            let lines = app.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, app.stderr)
            XCTAssertTrue(app.stderr.hasPrefix("tabledeck: --rows"), app.stderr)
            XCTAssertEqual(app.stdoutLines, [])
        }
    }
}
