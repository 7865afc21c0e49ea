import Foundation
import XCTest

/// The built app under Xvfb, driven with xdotool: the Users screen and the command line.
final class UsersEndToEndTests: EndToEndTestCase {
    func testClicksPrintExactLinesAlsoAfterScrolling() throws {
        let (app, window) = try AppProcess.launch([], pointing: false)
        defer { app.stop() }
        let x = window.x + window.width / 2
        // The list starts below the header bar, which is under 80 px tall.
        let top = window.y + 80
        let rows = try RowGeometry.measure(app, x: x, top: top)
        XCTAssertGreaterThan(rows.rowHeight, 20)

        let before = app.stdoutLines.count
        let calibration = app.stdoutLines.filter { $0.hasPrefix("Item pressed") }.count
        // The first row is scrolled to the top, so visible row k is user k.
        for k in [0, 3, 7] where rows.centre(ofVisibleRow: k) < window.y + window.height - 60 {
            try Xdotool.click(x: x, y: rows.centre(ofVisibleRow: k))
        }
        var pressed = app.waitForLines(withPrefix: "Item pressed", count: calibration + 3)
        XCTAssertEqual(Array(pressed.suffix(3)), ["Item pressed at index 0", "Item pressed at index 3", "Item pressed at index 7"])

        // Scroll down with the wheel (button 5), move the pointer, then click: a different user.
        let list = (x: window.x + 10, y: window.y + 60, width: window.width - 20, height: window.height - 100)
        let scrolledFrom = try Screenshot.capture(x: list.x, y: list.y, width: list.width, height: list.height)
        for _ in 0..<10 {
            try Xdotool.click(x: x, y: top + 100, button: 5)
        }
        // The list scrolled: its picture changed, then came to rest.
        try Screenshot.waitUntilChanged(from: scrolledFrom, x: list.x, y: list.y, width: list.width, height: list.height)
        try Xdotool.click(x: x, y: rows.centre(ofVisibleRow: 2))
        pressed = app.waitForLines(withPrefix: "Item pressed", count: calibration + 4)
        let last = try XCTUnwrap(pressed.last.flatMap { Int($0.dropFirst("Item pressed at index ".count)) })
        XCTAssertGreaterThan(last, 2, "after scrolling, the row under the pointer is a later user")
        // Each click also selected its row: "Selected rows: N" before its press line.
        XCTAssertTrue(
            app.stdoutLines[before...].allSatisfy { $0.hasPrefix("Item pressed at index ") || $0.hasPrefix("Selected rows: ") })
    }

    /// An input flood of real clicks prints exactly one correct line per click.
    func testTwoHundredRealClicksPrintTwoHundredCorrectLines() throws {
        let (app, window) = try AppProcess.launch([], pointing: false)
        defer { app.stop() }
        let x = window.x + window.width / 2
        let rows = try RowGeometry.measure(app, x: x, top: window.y + 80)
        let visible = (0..<20).filter { rows.centre(ofVisibleRow: $0) < window.y + window.height - 60 }
        XCTAssertGreaterThan(visible.count, 5)
        let before = app.stdoutLines.count
        let pressedBefore = app.stdoutLines.filter { $0.hasPrefix("Item pressed") }.count
        var expected: [String] = []
        for click in 0..<200 {
            let row = visible[(click * 7) % visible.count]
            // Alternate the horizontal position so every click is a real pointer move.
            try Xdotool.click(x: x + (click % 2 == 0 ? -40 : 40), y: rows.centre(ofVisibleRow: row))
            expected.append("Item pressed at index \(row)")
        }
        let pressed = app.waitForLines(withPrefix: "Item pressed", count: pressedBefore + 200, timeout: 20)
        let lines = Array(app.stdoutLines.dropFirst(before))
        XCTAssertEqual(lines.filter { $0.hasPrefix("Item pressed") }, expected)
        XCTAssertEqual(pressed.count, pressedBefore + 200)
        // A click selects its row before pressing it: every selection line names the
        // row pressed next, and nothing else is printed.
        for (offset, line) in lines.enumerated() where line.hasPrefix("Selected rows: ") {
            let row = line.dropFirst("Selected rows: ".count)
            XCTAssertEqual(lines.dropFirst(offset + 1).first, "Item pressed at index \(row)")
        }
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("Item pressed") || $0.hasPrefix("Selected rows: ") })
    }

    func testKeyboardPressesTheFocusedRow() throws {
        // No window manager: focus follows the pointer, so the launch puts it over the window.
        let (app, _) = try AppProcess.launch(["--rows", "30"])
        defer { app.stop() }
        try Xdotool.key("Down", "Down", "Return", "End", "space", "Home", "KP_Enter")
        let pressed = app.waitForLines(withPrefix: "Item pressed", count: 3)
        XCTAssertEqual(pressed, ["Item pressed at index 2", "Item pressed at index 29", "Item pressed at index 0"])
    }

    func testStdoutCarriesOnlyEventLines() throws {
        let (app, _) = try AppProcess.launch(["--rows", "5"], pointing: false)
        defer { app.stop() }
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
