import Foundation
import XCTest

/// The built app under Xvfb, driven with xdotool: the Users screen and the command line.
final class UsersEndToEndTests: EndToEndTestCase {
    /// Rows are laid out top-down from the first row's top; measured from the app, not assumed.
    private struct RowGeometry {
        let firstRowTop: Double
        let rowHeight: Double
        func centre(ofVisibleRow row: Int) -> Int { Int(firstRowTop + (Double(row) + 0.5) * rowHeight) }
    }

    /// Clicks at height `y` and returns the index the app printed.
    private func index(at y: Int, x: Int, _ app: AppProcess) throws -> Int {
        let before = app.stdoutLines.filter { $0.hasPrefix("Item pressed at index ") }.count
        try Xdotool.click(x: x, y: y)
        let lines = app.waitForLines(withPrefix: "Item pressed at index ", count: before + 1)
        guard lines.count == before + 1, let index = Int(lines[before].dropFirst("Item pressed at index ".count)) else {
            XCTFail("a click at y=\(y) printed \(lines.dropFirst(before))")
            throw CaptureError(message: "no row at y=\(y)")
        }
        return index
    }

    /// The first height in `low...high` at which a click hits a row whose index is at least
    /// `target` (binary search: clicks at `low` must hit a lower index, at `high` not).
    private func firstY(in low: Int, _ high: Int, reaching target: Int, x: Int, _ app: AppProcess) throws -> Int {
        var low = low
        var high = high
        while high - low > 1 {
            let middle = (low + high) / 2
            if try index(at: middle, x: x, app) >= target { high = middle } else { low = middle }
        }
        return high
    }

    /// Measures where rows start and how tall they are by finding two row boundaries 10+ rows
    /// apart to the pixel, so that clicks land on exactly the rows a test means.
    private func measureRows(_ app: AppProcess, x: Int, top: Int) throws -> RowGeometry {
        let firstIndex = try index(at: top + 20, x: x, app)
        let boundaryOne = try firstY(in: top + 20, top + 120, reaching: firstIndex + 1, x: x, app)
        let farIndex = try index(at: boundaryOne + 420, x: x, app)
        let boundaryTwo = try firstY(in: boundaryOne + 300, boundaryOne + 420, reaching: farIndex, x: x, app)
        let rowHeight = Double(boundaryTwo - boundaryOne) / Double(farIndex - (firstIndex + 1))
        let firstRowTop = Double(boundaryOne) - Double(firstIndex + 1) * rowHeight
        return RowGeometry(firstRowTop: firstRowTop, rowHeight: rowHeight)
    }

    func testClicksPrintExactLinesAlsoAfterScrolling() throws {
        let app = try AppProcess([])
        defer { app.stop() }
        try app.waitUntilReady()
        let window = try Xdotool.windowGeometry(title: "TableDeck")
        let x = window.x + window.width / 2
        // The list starts below the header bar, which is under 80 px tall.
        let top = window.y + 80
        let rows = try measureRows(app, x: x, top: top)
        XCTAssertGreaterThan(rows.rowHeight, 20)

        let before = app.stdoutLines.count
        let calibration = app.stdoutLines.count - 1
        // The first row is scrolled to the top, so visible row k is user k.
        for k in [0, 3, 7] where rows.centre(ofVisibleRow: k) < window.y + window.height - 60 {
            try Xdotool.click(x: x, y: rows.centre(ofVisibleRow: k))
        }
        var pressed = app.waitForLines(withPrefix: "Item pressed", count: calibration + 3)
        XCTAssertEqual(Array(pressed.suffix(3)), ["Item pressed at index 0", "Item pressed at index 3", "Item pressed at index 7"])

        // Scroll down with the wheel (button 5), move the pointer, then click: a different user.
        for _ in 0..<10 {
            try Xdotool.click(x: x, y: top + 100, button: 5)
        }
        Thread.sleep(forTimeInterval: 0.5)
        try Xdotool.click(x: x, y: rows.centre(ofVisibleRow: 2))
        pressed = app.waitForLines(withPrefix: "Item pressed", count: calibration + 4)
        let last = try XCTUnwrap(pressed.last.flatMap { Int($0.dropFirst("Item pressed at index ".count)) })
        XCTAssertGreaterThan(last, 2, "after scrolling, the row under the pointer is a later user")
        XCTAssertTrue(app.stdoutLines[before...].allSatisfy { $0.hasPrefix("Item pressed at index ") })
    }

    /// Issue 8: an input flood of real clicks prints exactly one correct line per click.
    func testTwoHundredRealClicksPrintTwoHundredCorrectLines() throws {
        let app = try AppProcess([])
        defer { app.stop() }
        try app.waitUntilReady()
        let window = try Xdotool.windowGeometry(title: "TableDeck")
        let x = window.x + window.width / 2
        let rows = try measureRows(app, x: x, top: window.y + 80)
        let visible = (0..<20).filter { rows.centre(ofVisibleRow: $0) < window.y + window.height - 60 }
        XCTAssertGreaterThan(visible.count, 5)
        let before = app.stdoutLines.count
        var expected: [String] = []
        for click in 0..<200 {
            let row = visible[(click * 7) % visible.count]
            // Alternate the horizontal position so every click is a real pointer move.
            try Xdotool.click(x: x + (click % 2 == 0 ? -40 : 40), y: rows.centre(ofVisibleRow: row))
            expected.append("Item pressed at index \(row)")
        }
        let pressed = app.waitForLines(withPrefix: "Item pressed", count: before - 1 + 200, timeout: 20)
        XCTAssertEqual(Array(app.stdoutLines.dropFirst(before)), expected)
        XCTAssertEqual(pressed.count, before - 1 + 200)
    }

    func testKeyboardPressesTheFocusedRow() throws {
        let app = try AppProcess(["--rows", "30"])
        defer { app.stop() }
        try app.waitUntilReady()
        let window = try Xdotool.windowGeometry(title: "TableDeck")
        // No window manager: focus follows the pointer, so put it over the window first.
        try Xdotool.pointAt(window)
        try Xdotool.key("Down", "Down", "Return", "End", "space", "Home", "KP_Enter")
        let pressed = app.waitForLines(withPrefix: "Item pressed", count: 3)
        XCTAssertEqual(pressed, ["Item pressed at index 2", "Item pressed at index 29", "Item pressed at index 0"])
    }

    func testStdoutCarriesOnlyEventLines() throws {
        let app = try AppProcess(["--rows", "5"])
        defer { app.stop() }
        try app.waitUntilReady()
        let ready = try XCTUnwrap(app.stdoutLines.first)
        XCTAssertNotNil(ready.range(of: #"^Ready in [0-9]+ ms$"#, options: .regularExpression), ready)
        XCTAssertEqual(app.stdoutLines.count, 1)
    }

    func testBadOptionsExitWithStatusTwoAndNoWindow() throws {
        for arguments in [
            ["--rows", "-1"], ["--rows", "abc"], ["--rows"], ["--bogus"], ["--screen", "nowhere"], ["--rows", "99999999999999999999"],
        ] {
            let app = try AppProcess(arguments)
            XCTAssertEqual(app.waitForExit(), 2, "\(arguments)")
            let lines = app.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "one line on stderr for \(arguments): \(app.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix("tabledeck: ") ?? false)
            XCTAssertEqual(app.stdoutLines, [])
        }
    }

    func testHelpAndVersion() throws {
        let help = try AppProcess(["--help"])
        XCTAssertEqual(help.waitForExit(), 0)
        let text = help.stdoutLines.joined(separator: "\n")
        for option in ["--screen", "--rows", "--help", "--version"] {
            XCTAssertTrue(text.contains(option), option)
        }
        let version = try AppProcess(["--version"])
        XCTAssertEqual(version.waitForExit(), 0)
        XCTAssertEqual(version.stdoutLines.count, 1)
        XCTAssertNotNil(version.stdoutLines.first?.range(of: #"^tabledeck [0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression))
    }

    func testNoDisplayIsOneClearLineAndStatusOne() throws {
        for environment: [String: String?] in [
            ["DISPLAY": nil, "WAYLAND_DISPLAY": nil],
            ["DISPLAY": ":93", "WAYLAND_DISPLAY": nil],
        ] {
            let app = try AppProcess([], environment: environment)
            XCTAssertEqual(app.waitForExit(), 1)
            let lines = app.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, app.stderr)
            XCTAssertTrue(app.stderr.contains("xvfb-run"), app.stderr)
            XCTAssertEqual(app.stdoutLines, [])
        }
    }
}
