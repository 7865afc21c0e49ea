import Foundation
import TableDeckAppModel
import TableDeckModel
import XCTest

/// Table navigation with real input: the Cells screen's A–Z index (a click, a drag), type-ahead on the
/// Cells and Users screens, and what a screen reader sees of the index and the pinned header.
final class CellsNavigationEndToEndTests: EndToEndTestCase {
    /// The section of `letter` on the Cells screen.
    private func section(of letter: String) throws -> Int {
        try XCTUnwrap(PeopleDirectory.sample.groups.firstIndex { $0.letter == letter }, letter)
    }

    /// The app on the Cells screen, ready, with the pointer over its window (focus follows it).
    private func launchCells() throws -> (AppProcess, (x: Int, y: Int, width: Int, height: Int)) {
        try AppProcess.launch(["--screen", "cells"])
    }

    /// The list's rows in `window`, left of the index strip (between the header bar and the
    /// status line): what scrolls.
    private func rows(in window: (x: Int, y: Int, width: Int, height: Int)) -> (x: Int, y: Int, width: Int, height: Int) {
        (window.x + 10, window.y + 50, window.width - 60, window.height - 50 - 34)
    }

    /// Captures `area` of the screen.
    private func capture(_ area: (x: Int, y: Int, width: Int, height: Int)) throws -> Screenshot {
        try Screenshot.capture(x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// Waits until the list's rows scrolled away from `before` and came to rest: the index has
    /// put its section at the top, and then (on the next frame) the cursor on its first row.
    private func waitUntilScrolled(from before: Screenshot, in window: (x: Int, y: Int, width: Int, height: Int)) throws {
        let area = rows(in: window)
        try Screenshot.waitUntilChanged(from: before, x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// Types `text` after a pause longer than type-ahead's (``TypeAheadSearch/timeout``), so it
    /// starts a new search. The pause is the typing's own, as a user's, not a wait for the app;
    /// call it once the app has handled the letters before (a line printed after them).
    private func typeAfterAPause(_ text: String) throws {
        try Xdotool.run(["sleep", "\(TypeAheadSearch.timeout + 0.2)", "type", "--delay", "80", text])
    }

    /// Moves the pointer back over the list (off the index) and presses Enter on the cursor row.
    private func pressCursorRow(in window: (x: Int, y: Int, width: Int, height: Int)) throws {
        try Xdotool.run(["mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)"])
        try Xdotool.key("Return")
    }

    /// The screen geometry of the Cells index strip in a `window` (the list between the header
    /// bar, about 50 px, and the status line, about 34 px; the strip's 2 px padding inside) and
    /// the entries the library lays out for it.
    private func strip(in window: (x: Int, y: Int, width: Int, height: Int)) -> (x: Int, top: Int, layout: SectionIndexStrip) {
        let top = window.y + 50 + 2
        let height = Double(window.height - 50 - 34 - 4)
        let letters = (0..<26).map { String(Character(Unicode.Scalar(UInt8(65 + $0)))) }
        return (window.x + window.width - 16, top, SectionIndexStrip(titles: letters, height: height))
    }

    /// The screen y of the middle of the strip's entry showing `letter`.
    private func centre(of letter: String, in strip: (x: Int, top: Int, layout: SectionIndexStrip)) throws -> Int {
        let entry = try XCTUnwrap(strip.layout.entries.firstIndex { $0.label == letter }, "\(letter) is shown")
        return strip.top + Int((Double(entry) + 0.5) * strip.layout.entryHeight)
    }

    func testClickingAnIndexTitlePutsItsHeaderAtTheTopAndTheCursorOnItsFirstRow() throws {
        let (app, window) = try launchCells()
        defer { app.stop() }
        let strip = strip(in: window)
        let letter = try XCTUnwrap(strip.layout.entries.dropFirst(strip.layout.entries.count / 2).first { !$0.isFold }?.label)
        let before = try capture(rows(in: window))
        try Xdotool.click(x: strip.x, y: try centre(of: letter, in: strip))
        try waitUntilScrolled(from: before, in: window)
        // The keyboard cursor is on the section's first row.
        try pressCursorRow(in: window)
        let expected = "Item pressed at section \(try section(of: letter)) row 0"
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), [expected], "stderr: \(app.stderr)")
        // The header is at the top: just under it (a header's height, about 45 px) is that first row.
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + 50 + 45 + 20)
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 2).last, expected)
        // A click on the header presses nothing; the next click below it shows the order held.
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + 50 + 15)
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + 50 + 45 + 44 + 20)
        let lines = app.waitForLines(withPrefix: "Item pressed", count: 3)
        XCTAssertEqual(lines.last, "Item pressed at section \(try section(of: letter)) row 1", "\(lines)")
    }

    func testDraggingAlongTheIndexEndsOnTheLastSection() throws {
        let (app, window) = try launchCells()
        defer { app.stop() }
        let strip = strip(in: window)
        let from = try centre(of: "A", in: strip)
        let to = try centre(of: "Z", in: strip)
        let before = try capture(rows(in: window))
        let points = stride(from: from, through: to, by: 12).map { (x: strip.x, y: $0) } + [(x: strip.x, y: to)]
        try Xdotool.drag(through: points, settle: 0.1, hold: 0.2)
        try waitUntilScrolled(from: before, in: window)
        try pressCursorRow(in: window)
        XCTAssertEqual(
            app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at section \(try section(of: "Z")) row 0"],
            "stderr: \(app.stderr)")
    }

    func testTypingANamesFirstLettersMovesTheCursorToIt() throws {
        let (app, _) = try launchCells()
        defer { app.stop() }
        // "kenj": Katherine, then Ken, then Kenji, within a second.
        try Xdotool.run(["type", "--delay", "80", "kenj"])
        try Xdotool.key("Return")
        let k = try section(of: "K")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at section \(k) row 2"])
        // After a pause, a new search: z goes to Zainab.
        try typeAfterAPause("z")
        try Xdotool.key("Return")
        XCTAssertEqual(
            app.waitForLines(withPrefix: "Item pressed", count: 2).last, "Item pressed at section \(try section(of: "Z")) row 0")
        // Again after a pause: the next row with the letter, Zoe.
        try typeAfterAPause("z")
        try Xdotool.key("Return")
        XCTAssertEqual(
            app.waitForLines(withPrefix: "Item pressed", count: 3).last, "Item pressed at section \(try section(of: "Z")) row 1")
    }

    func testTypingTwelveOnTheUsersScreenGoesToTwelveUserBothBackends() throws {
        for backend in ["stack", "recycling"] {
            let (app, _) = try AppProcess.launch(["--table", backend, "--rows", "1000"])
            defer { app.stop() }
            try Xdotool.run(["type", "--delay", "80", "12"])
            try Xdotool.key("Return")
            let pressed = app.waitForLines(withPrefix: "Item pressed", count: 1)
            XCTAssertEqual(
                pressed, ["Item pressed at index 12"], "\(backend): \"12. User\" is row 12 (rows count from 0); stderr: \(app.stderr)")
            // Ctrl+A still selects every row (a letter with Ctrl is no type-ahead).
            try Xdotool.key("ctrl+a")
            XCTAssertNotNil(app.waitForLine { $0 == "Selected rows: 0-999" }, "\(backend): \(app.stdoutLines)")
        }
    }

    /// The index titles are buttons named "Go to section X"; the pinned header is not read a
    /// second time (its copy is hidden): after Page Down, every heading is listed once.
    func testIndexTitlesAreNamedAndThePinnedHeaderIsNotPresentedTwice() throws {
        let objects = try AtspiWalk.objects(["--screen", "cells"], environment: ["ATSPI_WALK_KEYS": "Page_Down Down"])
        let titles = objects.filter { $0.role == "button" && $0.name.hasPrefix("Go to section ") }.map(\.name)
        XCTAssertGreaterThanOrEqual(titles.count, 9, "\(titles)")
        XCTAssertEqual(titles.first, "Go to section A")
        XCTAssertEqual(titles.last, "Go to section Z")
        let headings = objects.filter { $0.role == "heading" }.map(\.name)
        XCTAssertFalse(headings.isEmpty)
        XCTAssertEqual(headings.count, Set(headings).count, "each header once: \(headings)")
    }
}
