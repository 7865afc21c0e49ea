import Foundation
import TestSupport
import XCTest

/// The two table engines under the same real input: the Users screen launched with
/// `--table stack` and with `--table recycling` is driven through one sequence of clicks and
/// keys (xdotool), and both runs must print exactly the same event lines, presses, selections
/// and moves alike. Every behaviour is the one table core's; a line that differs is an engine
/// that reports a row, a click or a key differently.
final class EngineParityEndToEndTests: EndToEndTestCase {
    /// One run of the sequence on one engine.
    private struct Run {
        let backend: String
        let app: AppProcess
        let window: WindowGeometry
        let x: Int
        let rows: RowGeometry
        /// How many lines were printed before the sequence (the launch and the measuring clicks).
        var start = 0

        /// The lines printed since the sequence began.
        var lines: [String] { Array(app.stdoutLines.dropFirst(start)) }

        /// Does `action`, then waits until it has printed `count` more lines; returns them.
        func step(
            _ what: String, printing count: Int, file: StaticString = #filePath, line: UInt = #line, _ action: () throws -> Void
        ) throws -> [String] {
            let before = app.stdoutLines.count
            try action()
            let printed = try waitFor(
                "\(count) lines after \(what) (--table \(backend))", sample: { Array(app.stdoutLines.dropFirst(before)) },
                until: { $0.count >= count }, file: file, line: line)
            return printed
        }

        /// Waits until the first rows are still on screen (a key's scroll has played out), so a
        /// click lands on the row a test means.
        func waitUntilRowsAreStill(file: StaticString = #filePath, line: UInt = #line) throws {
            try Screenshot.waitUntilStill(
                x: window.x + 10, y: Int(rows.firstRowTop), width: window.width - 20, height: Int(10 * rows.rowHeight), file: file,
                line: line)
        }
    }

    /// Launches the Users screen of 100 users with `backend` and measures its rows.
    private func launch(_ backend: String) throws -> Run {
        let (app, window) = try AppProcess.launch(["--table", backend, "--rows", "100"], pointing: false)
        let x = window.x + window.width / 3
        do {
            let rows = try RowGeometry.measure(app, x: x, top: window.y + 80)
            return Run(backend: backend, app: app, window: window, x: x, rows: rows)
        } catch {
            app.stop()
            throw error
        }
    }

    /// The sequence: clicks, Down/Up, Enter, Page Down, End, Space, Home, Ctrl+click,
    /// Shift+click, Shift+Down, Ctrl+A, Escape, a typed digit (type-ahead), Alt+Down. Returns
    /// what each step printed, and the Page Down stop.
    private func drive(_ run: inout Run) throws -> (steps: [[String]], pageStop: Int) {
        try run.waitUntilRowsAreStill()
        run.start = run.app.stdoutLines.count
        let rows = run.rows
        let row = { (visible: Int) in rows.centre(ofVisibleRow: visible) }
        let x = run.x
        var steps: [[String]] = []
        steps.append(try run.step("a click on row 2", printing: 2) { try Xdotool.click(x: x, y: row(2)) })
        steps.append(try run.step("a click on row 5", printing: 2) { try Xdotool.click(x: x, y: row(5)) })
        steps.append(try run.step("Down Up Down Down Return", printing: 2) { try Xdotool.key("Down", "Up", "Down", "Down", "Return") })
        steps.append(try run.step("Page Down, Return", printing: 2) { try Xdotool.key("Page_Down", "Return") })
        let pageStop = Int(steps[3].last?.dropFirst("Item pressed at index ".count) ?? "") ?? -1
        steps.append(try run.step("End, Space", printing: 2) { try Xdotool.key("End", "space") })
        steps.append(try run.step("Home, Return", printing: 2) { try Xdotool.key("Home", "Return") })
        try run.waitUntilRowsAreStill()
        steps.append(try run.step("a Ctrl+click on row 3", printing: 1) { try Xdotool.click(x: x, y: row(3), holding: "ctrl") })
        steps.append(try run.step("a Shift+click on row 6", printing: 1) { try Xdotool.click(x: x, y: row(6), holding: "shift") })
        steps.append(try run.step("Shift+Down", printing: 1) { try Xdotool.key("shift+Down") })
        steps.append(try run.step("Ctrl+A", printing: 1) { try Xdotool.key("ctrl+a") })
        steps.append(try run.step("Escape", printing: 1) { try Xdotool.key("Escape") })
        // Within a second of the digit, Return is no text: it presses the row type-ahead found.
        steps.append(try run.step("5, Return", printing: 2) { try Xdotool.key("5", "Return") })
        steps.append(try run.step("Alt+Down", printing: 2) { try Xdotool.key("alt+Down") })
        steps.append(try run.step("Return", printing: 1) { try Xdotool.key("Return") })
        return (steps, pageStop)
    }

    func testTheSameInputPrintsTheSameLinesWithEitherEngine() throws {
        var results: [(backend: String, rows: RowGeometry, steps: [[String]], lines: [String], stderr: String)] = []
        for backend in ["stack", "recycling"] {
            var run = try launch(backend)
            defer { run.app.stop() }
            let (steps, pageStop) = try drive(&run)
            XCTAssertGreaterThan(pageStop, 7, "--table \(backend): Page Down moved the cursor down from row 7")
            let p = "\(pageStop)"
            let expected: [[String]] = [
                ["Selected rows: 2", "Item pressed at index 2"],
                ["Selected rows: 5", "Item pressed at index 5"],
                // The cursor went on from the clicked row: 6, 5, 6, 7.
                ["Selected rows: 7", "Item pressed at index 7"],
                ["Selected rows: \(p)", "Item pressed at index \(p)"],
                ["Selected rows: 99", "Item pressed at index 99"],
                ["Selected rows: 0", "Item pressed at index 0"],
                ["Selected rows: 0,3"],
                // From the anchor, the row Ctrl+clicked last.
                ["Selected rows: 3-6"],
                ["Selected rows: 3-7"],
                ["Selected rows: 0-99"],
                ["Selected rows: none"],
                // "5" from the cursor (row 7) finds "50. User".
                ["Selected rows: 50", "Item pressed at index 50"],
                // The selection goes with the moved row.
                ["Moved row 50 to 51", "Selected rows: 51"],
                ["Item pressed at index 51"],
            ]
            XCTAssertEqual(steps.count, expected.count)
            for (index, (printed, wanted)) in zip(steps, expected).enumerated() {
                XCTAssertEqual(printed, wanted, "--table \(backend), step \(index + 1)")
            }
            // Nothing else was printed, before or after a step's lines.
            XCTAssertEqual(run.lines, expected.flatMap { $0 }, "--table \(backend)")
            results.append((backend, run.rows, steps, run.lines, run.app.stderr))
        }
        guard results.count == 2 else { return XCTFail("a run did not finish") }
        let (stack, recycling) = (results[0], results[1])
        XCTAssertEqual(stack.lines, recycling.lines, "the engines printed different lines for the same input")
        XCTAssertEqual(stack.steps, recycling.steps)
        // The same rows on screen: the clicks meant the same rows in both.
        XCTAssertEqual(stack.rows.rowHeight, recycling.rows.rowHeight, accuracy: 0.5, "rows as tall in both engines")
        XCTAssertEqual(stack.rows.firstRowTop, recycling.rows.firstRowTop, accuracy: 0.5, "the first row as high in both engines")
        XCTAssertEqual(stack.stderr, "", "--table stack")
        XCTAssertEqual(recycling.stderr, "", "--table recycling")
    }

    /// Coming back to the Users screen (Ctrl+2, Ctrl+1) puts the keyboard on the first row on
    /// screen without moving the list, with either engine. Regression: with `--table recycling`,
    /// GTK's list scrolled that row, cut by the top edge after the wheel, wholly into view.
    func testComingBackToTheScreenLeavesTheListWhereTheWheelLeftItWithEitherEngine() throws {
        for backend in ["stack", "recycling"] {
            let (app, window) = try AppProcess.launch(["--table", backend])
            defer { app.stop() }
            // One notch of the wheel: GTK scrolls by a fraction of the page, not by whole rows,
            // so the first row on screen is cut by the top edge.
            try Xdotool.click(x: window.x + window.width / 2, y: window.y + window.height / 2, button: 5)
            // Away from the rows (onto the header bar), so no row is hovered; keys still reach
            // the window under the pointer.
            try Xdotool.move(x: window.x + window.width / 2, y: window.y + 15)
            // The rows below the first two (a focused row's outline may be drawn there), above
            // the footer.
            let list = (x: window.x + 10, y: window.y + 160, width: window.width - 20, height: window.height - 240)
            try Screenshot.waitUntilStill(x: list.x, y: list.y, width: list.width, height: list.height)
            let before = try Screenshot.capture(x: list.x, y: list.y, width: list.width, height: list.height)
            try Xdotool.key("ctrl+2")
            XCTAssertNotNil(app.waitForLine(timeout: 10) { $0.hasPrefix("Page 1 of") }, "--table \(backend): the Carousel appeared")
            try Screenshot.waitUntilChanged(from: before, x: list.x, y: list.y, width: list.width, height: list.height)
            let carousel = try Screenshot.capture(x: list.x, y: list.y, width: list.width, height: list.height)
            try Xdotool.key("ctrl+1")
            try Screenshot.waitUntilChanged(from: carousel, x: list.x, y: list.y, width: list.width, height: list.height)
            try Screenshot.waitUntilStill(x: list.x, y: list.y, width: list.width, height: list.height)
            let after = try Screenshot.capture(x: list.x, y: list.y, width: list.width, height: list.height)
            XCTAssertEqual(after, before, "--table \(backend): coming back moved the list")
            XCTAssertEqual(app.stderr, "", "--table \(backend)")
        }
    }
}
