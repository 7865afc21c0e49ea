import Foundation
import XCTest

/// The tables between the happy paths, with real input through xdotool (focus moved away,
/// screens switched, Page Down, a press dragged off its row, a double click), on the stack
/// table, the recycling table and the sectioned Cells table.
final class TableInteractionEndToEndTests: EndToEndTestCase {
    /// Launches the app with `arguments` and puts the pointer over its window.
    private func launch(_ arguments: [String]) throws -> (AppProcess, WindowGeometry) {
        try AppProcess.launch(arguments)
    }

    /// Waits until the list of `window` (below the header bar, above the status line) has
    /// stopped moving: a scroll or a screen change has played out.
    private func waitUntilListIsStill(_ window: WindowGeometry) throws {
        try Screenshot.waitUntilStill(x: window.x, y: window.y + 60, width: window.width, height: window.height - 100)
    }

    /// The event lines that report presses.
    private func presses(_ app: AppProcess) -> [String] {
        app.stdoutLines.filter { $0.hasPrefix("Item pressed") }
    }

    /// Clicks at (`x`, `y`) and returns the press line it printed.
    private func pressLine(clickingAt x: Int, _ y: Int, _ app: AppProcess) throws -> String {
        let before = presses(app).count
        try Xdotool.click(x: x, y: y)
        let lines = app.waitForLines(withPrefix: "Item pressed", count: before + 1)
        guard lines.count == before + 1, let line = lines.last else {
            XCTFail("a click at y=\(y) printed no press line")
            throw CaptureError(message: "no press line")
        }
        return line
    }

    /// Tab twice, then two clicks at the same place press the same row: the first click does
    /// not scroll the list (to the cursor row, rows 987–999, say).
    func testClicksAfterTabbingAwayPressTheSameRowTwice() throws {
        for table in ["stack", "recycling"] {
            let (app, window) = try launch(["--table", table])
            defer { app.stop() }
            try Xdotool.key("Tab", "Tab")
            try waitUntilListIsStill(window)
            let x = window.x + window.width / 2
            let y = window.y + 80 + 130
            let first = try pressLine(clickingAt: x, y, app)
            // Had the click scrolled the list, the second click lands once the scroll is over.
            try waitUntilListIsStill(window)
            // 30 px aside: farther than the double-click distance, so a press of its own.
            let second = try pressLine(clickingAt: x + 30, y, app)
            XCTAssertEqual(first, second, "--table \(table): the first click scrolled the list")
            XCTAssertLessThan(Int(first.dropFirst("Item pressed at index ".count)) ?? 999, 15)
        }
    }

    /// Ctrl+2 then Ctrl+1 leaves the Users list where it was.
    func testSwitchingScreensAndBackKeepsTheListInPlace() throws {
        let (app, window) = try launch([])
        defer { app.stop() }
        let x = window.x + window.width / 2
        let y = window.y + 80 + 130
        let before = try pressLine(clickingAt: x, y, app)
        try Xdotool.key("ctrl+2")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0.hasPrefix("Page 1 of") }, "the Carousel appeared")
        try waitUntilListIsStill(window)
        let carousel = try Screenshot.capture(x: window.x, y: window.y + 60, width: window.width, height: window.height - 100)
        try Xdotool.key("ctrl+1")
        try Screenshot.waitUntilChanged(
            from: carousel, x: window.x, y: window.y + 60, width: window.width, height: window.height - 100)
        XCTAssertEqual(try pressLine(clickingAt: x + 30, y, app), before)
        // The keys still work at once, from the clicked row.
        try Xdotool.key("Down", "Return")
        let index = Int(before.dropFirst("Item pressed at index ".count)) ?? -1
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 3).last, "Item pressed at index \(index + 1)")
    }

    /// Page Down moves a screenful less one row: the cursor row ends at the bottom of the list,
    /// and the row at the top was on screen before the key (no row skipped).
    func testPageDownShowsEveryRowAndKeepsTheCursorOnScreen() throws {
        for table in ["stack", "recycling"] {
            let (app, window) = try launch(["--table", table])
            defer { app.stop() }
            let x = window.x + window.width / 2
            try Xdotool.key("Page_Down", "Return")
            let firstStop = try XCTUnwrap(app.waitForLines(withPrefix: "Item pressed", count: 1).last)
            try Xdotool.key("Page_Down", "Return")
            let secondStop = try XCTUnwrap(app.waitForLines(withPrefix: "Item pressed", count: 2).last)
            let step = (Int(firstStop.dropFirst("Item pressed at index ".count)) ?? 0)
            XCTAssertEqual(secondStop, "Item pressed at index \(2 * step)", "--table \(table): equal steps")
            try waitUntilListIsStill(window)
            // The last row on screen, just above the footer, is the cursor row.
            let bottom = window.y + window.height - 45
            XCTAssertEqual(try pressLine(clickingAt: x, bottom, app), secondStop, "--table \(table): cursor row at the bottom")
            // The first row on screen was already shown before this page: at most the first stop.
            let top = try pressLine(clickingAt: x, window.y + 80 + 8, app)
            let topIndex = Int(top.dropFirst("Item pressed at index ".count)) ?? .max
            XCTAssertLessThanOrEqual(topIndex, step, "--table \(table): rows between the two views were skipped")
        }
    }

    /// On Cells, Page Down keeps the cursor row on screen, at the bottom, every time.
    func testPageDownOnCellsKeepsTheCursorRowAtTheBottom() throws {
        let (app, window) = try launch(["--screen", "cells"])
        defer { app.stop() }
        let x = window.x + window.width / 2
        let bottom = window.y + window.height - 45
        for stop in 1...3 {
            try Xdotool.key("Page_Down", "Return")
            let cursor = try XCTUnwrap(app.waitForLines(withPrefix: "Item pressed", count: 2 * stop - 1).last)
            try waitUntilListIsStill(window)
            XCTAssertEqual(try pressLine(clickingAt: x, bottom, app), cursor, "Page Down \(stop): the cursor row is not the last on screen")
        }
    }

    /// Clicks at heights from `y` down in steps of 12 px until a click presses a row (Cells has
    /// headers, which press nothing); returns that height and its line. The steps are farther
    /// apart than the double-click distance, so each click is a press of its own.
    private func rowHeight(from y: Int, x: Int, _ app: AppProcess) throws -> (y: Int, line: String) {
        for candidate in stride(from: y, to: y + 120, by: 12) {
            let before = presses(app).count
            try Xdotool.click(x: x, y: candidate)
            let lines = app.waitForLines(withPrefix: "Item pressed", count: before + 1, timeout: 1.5)
            if lines.count == before + 1, let line = lines.last {
                return (candidate, line)
            }
        }
        XCTFail("no row between y=\(y) and y=\(y + 120)")
        throw CaptureError(message: "no row")
    }

    /// A press dragged from one row to another presses nothing (neither the first row nor the
    /// last), and a double click is two presses of its row, in every table.
    func testOnePressRuleInEveryTable() throws {
        for arguments in [["--table", "stack"], ["--table", "recycling"], ["--screen", "cells"]] {
            let (app, window) = try launch(arguments)
            defer { app.stop() }
            let x = window.x + window.width / 2
            let start = try rowHeight(from: window.y + 120, x: x, app)
            let end = try rowHeight(from: start.y + 180, x: x, app)
            XCTAssertNotEqual(start.line, end.line)
            // Press on the first row, drag slowly to the second, release there. The Users rows
            // move by drag: the row lands there, and the next clicks come once it has (as a
            // person's do), on a list at rest; under load the drop came between the double
            // click's press and release, which then pressed nothing.
            let moves = app.stdoutLines.filter { $0.hasPrefix("Moved row") }.count
            try Xdotool.drag(through: Xdotool.line(fromX: x, y: start.y, dx: 0, dy: end.y - start.y, steps: 6), hold: 0)
            if arguments.first == "--table" {
                XCTAssertEqual(app.waitForLines(withPrefix: "Moved row", count: moves + 1).count, moves + 1, "\(arguments): the row moved")
            }
            try waitUntilListIsStill(window)
            // A double click on the first row (far from the release: no multi-press with it), then
            // a single click 40 px aside (a press of its own): the positive signal that
            // everything before it is in.
            try Xdotool.run(["mousemove", "\(x + 20)", "\(start.y)", "click", "--repeat", "2", "--delay", "80", "1"])
            let single = try pressLine(clickingAt: x + 60, start.y, app)
            XCTAssertEqual(single, start.line)
            XCTAssertEqual(
                presses(app), [start.line, end.line, start.line, start.line, start.line],
                "\(arguments): the drag pressed a row, or the double click did not press twice")
        }
    }
}
