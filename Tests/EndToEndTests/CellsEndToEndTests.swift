import Foundation
import XCTest

/// The built app under Xvfb: the recycling Users table at a million rows, the stack
/// table's row limit, and the Cells screen.
final class CellsEndToEndTests: EndToEndTestCase {
    private func index(in line: String) -> Int? {
        Int(line.dropFirst("Item pressed at index ".count))
    }

    func testMillionRecycledRowsEndThenClickTheLastVisibleRow() throws {
        // Focus follows the pointer: the launch puts it over the list; then jump to the end.
        let (app, window) = try AppProcess.launch(["--table", "recycling", "--rows", "1000000"])
        defer { app.stop() }
        let x = window.x + window.width / 2
        try Xdotool.key("End", "Return")
        let byKey = app.waitForLines(withPrefix: "Item pressed", count: 1)
        XCTAssertEqual(byKey, ["Item pressed at index 999999"], "End focuses the last row; Enter presses it")
        // The list scrolled to its end: at rest before a click on a row.
        try Screenshot.waitUntilStill(x: window.x + 10, y: window.y + 60, width: window.width - 20, height: window.height - 100)

        // The last visible row sits just above the status line (about 30 px) at the bottom.
        // Move the pointer elsewhere first: content scrolled under a still pointer.
        try Xdotool.move(x: x, y: window.y + 120)
        try Xdotool.click(x: x, y: window.y + window.height - 50)
        let lines = app.waitForLines(withPrefix: "Item pressed", count: 2)
        XCTAssertEqual(lines.count, 2, "stderr: \(app.stderr)")
        let clicked = try XCTUnwrap(lines.last.flatMap(index(in:)), "\(lines)")
        XCTAssertGreaterThanOrEqual(clicked, 999_995, "the last visible row is near the end")
        XCTAssertLessThanOrEqual(clicked, 999_999)
        // Each press also selected its row: "Selected rows: N" lines come between.
        XCTAssertTrue(
            app.stdoutLines.dropFirst().allSatisfy { $0.hasPrefix("Item pressed at index ") || $0.hasPrefix("Selected rows: ") })
    }

    func testStackTableRefusesMoreThanOneHundredThousandRows() throws {
        for arguments in [["--rows", "100001"], ["--table", "stack", "--rows", "10000000"]] {
            let app = try AppProcess(arguments)
            XCTAssertEqual(app.waitForExit(), 2, "\(arguments)")
            let lines = app.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, app.stderr)
            XCTAssertTrue(app.stderr.contains("--table recycling"), app.stderr)
            XCTAssertEqual(app.stdoutLines, [])
        }
    }

    func testCellsScreenPressesPrintSectionAndRow() throws {
        // The first row has keyboard focus when the screen appears; the launch puts the pointer
        // over the window.
        let (app, window) = try AppProcess.launch(["--screen", "cells"])
        defer { app.stop() }
        let x = window.x + window.width / 2
        try Xdotool.key("Down", "Return")
        var lines = app.waitForLines(withPrefix: "Item pressed", count: 1)
        XCTAssertEqual(lines, ["Item pressed at section 0 row 1"])

        // Clicks a little apart, top to bottom: each prints one exact line, in table order.
        for y in [window.y + 130, window.y + 260, window.y + 400] {
            try Xdotool.click(x: x, y: y)
        }
        lines = app.waitForLines(withPrefix: "Item pressed", count: 4)
        XCTAssertEqual(lines.count, 4, "stderr: \(app.stderr)")
        var paths: [[Int]] = []
        for line in lines.dropFirst() {
            let match = line.range(of: #"^Item pressed at section [0-9]+ row [0-9]+$"#, options: .regularExpression)
            XCTAssertNotNil(match, line)
            let numbers = line.split(separator: " ").compactMap { Int($0) }
            paths.append(numbers)
        }
        XCTAssertEqual(paths, paths.sorted { $0.lexicographicallyPrecedes($1) }, "rows lower on screen come later")
        XCTAssertEqual(Set(paths.map { $0 }).count, 3, "three different rows")
        XCTAssertEqual(paths.first?.first, 0, "the first rows on screen are section 0 (A)")
    }
}
