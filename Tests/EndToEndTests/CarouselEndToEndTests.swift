import Foundation
import XCTest

/// The Carousel screen of the built app under Xvfb, driven with real input through xdotool.
final class CarouselEndToEndTests: EndToEndTestCase {
    private typealias Geometry = (x: Int, y: Int, width: Int, height: Int)

    /// Starts the carousel with `arguments`, waits for Ready and the first page line.
    private func launch(_ arguments: [String], pages: Int) throws -> (AppProcess, Geometry) {
        let app = try AppProcess(["--screen", "carousel"] + arguments)
        try app.waitUntilReady()
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Page 1 of \(pages)" }, "the first page is printed")
        // A window of the previous test may still be closing: ask again if it vanished.
        for _ in 0..<10 {
            if let window = try? Xdotool.windowGeometry(title: "TableDeck"), window.width > 0 {
                return (app, window)
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTFail("no TableDeck window")
        throw CaptureError(message: "no TableDeck window")
    }

    /// The `Page P of M` lines printed so far.
    private func pageLines(_ app: AppProcess) -> [String] {
        app.stdoutLines.filter { $0.hasPrefix("Page ") }
    }

    /// Waits until the last page line is `expected` and stays so for a moment (animations done).
    private func waitForLastPageLine(
        _ app: AppProcess, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if pageLines(app).last == expected {
                Thread.sleep(forTimeInterval: 0.4)
                if pageLines(app).last == expected { return }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("last page line is \(pageLines(app).last ?? "none"), expected \(expected)", file: file, line: line)
    }

    func testDragLeftByMoreThanHalfAPageShowsPageTwo() throws {
        let (app, window) = try launch(["--pages", "4", "--seed", "11"], pages: 4)
        defer { app.stop() }
        let y = window.y + window.height / 2
        let startX = window.x + window.width * 4 / 5
        try Xdotool.run(["mousemove", "\(startX)", "\(y)"])
        Thread.sleep(forTimeInterval: 0.1)
        try Xdotool.run(["mousedown", "1"])
        // Slowly, so the release is not a flick: the page must follow the distance alone.
        for step in 1...12 {
            try Xdotool.run(["mousemove", "\(startX - step * window.width * 6 / 10 / 12)", "\(y)"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try Xdotool.run(["mouseup", "1"])
        waitForLastPageLine(app, "Page 2 of 4")
        XCTAssertEqual(pageLines(app), ["Page 1 of 4", "Page 2 of 4"])
    }

    func testReleasingADragOutsideTheWindowStillSnaps() throws {
        let (app, window) = try launch(["--pages", "3", "--seed", "5"], pages: 3)
        defer { app.stop() }
        let y = window.y + window.height / 2
        let startX = window.x + window.width * 3 / 4
        // The pointer outside, as it will be at the release: no hover differs between the pictures.
        try Xdotool.run(["mousemove", "\(window.x + window.width + 100)", "\(window.y + window.height + 100)"])
        Thread.sleep(forTimeInterval: 0.2)
        let aligned = try Screenshot.capture(x: window.x, y: window.y + 60, width: window.width - 30, height: 200)
        try Xdotool.run(["mousemove", "\(startX)", "\(y)"])
        Thread.sleep(forTimeInterval: 0.1)
        try Xdotool.run(["mousedown", "1"])
        // Sideways first (a mostly vertical drag belongs to the page's table, not the pager)...
        for step in 1...6 {
            try Xdotool.run(["mousemove", "\(startX - step * window.width / 20)", "\(y)"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        // ...then out of the window, below it (it is 600 px tall at the top of the screen).
        for step in 1...6 {
            try Xdotool.run([
                "mousemove", "\(startX - window.width * 3 / 10)", "\(y + step * (window.height / 2 + 120) / 6)",
            ])
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.3)
        let dragged = try Screenshot.capture(x: window.x, y: window.y + 60, width: window.width - 30, height: 200)
        XCTAssertTrue(aligned != dragged, "the page follows the pointer")
        try Xdotool.run(["mouseup", "1"])
        // 30% of a page, released slowly: back to page 1, and no half page left on screen. (The
        // pictures leave out the right edge, where the table's overlay scrollbar flashes.)
        Thread.sleep(forTimeInterval: 0.6)
        XCTAssertEqual(pageLines(app), ["Page 1 of 3"])
        let after = try Screenshot.capture(x: window.x, y: window.y + 60, width: window.width - 30, height: 200)
        XCTAssertTrue(aligned == after, "the page snapped fully back after the release outside")
    }

    func testRightAndEndKeys() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "1"], pages: 5)
        defer { app.stop() }
        // No window manager: focus follows the pointer.
        try Xdotool.run(["mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)"])
        try Xdotool.key("Right")
        waitForLastPageLine(app, "Page 2 of 5")
        try Xdotool.key("End")
        waitForLastPageLine(app, "Page 5 of 5")
        try Xdotool.key("Home")
        waitForLastPageLine(app, "Page 1 of 5")
    }

    func testClickingADotGoesToItsPage() throws {
        let (app, window) = try launch(["--pages", "4", "--seed", "2"], pages: 4)
        defer { app.stop() }
        let bottom = 80
        let shot = try Screenshot.capture(
            x: window.x, y: window.y + window.height - bottom, width: window.width, height: bottom)
        let found = try XCTUnwrap(shot.rowOfShapes(minWidth: 5, maxWidth: 60), "the dots are drawn")
        let dots = found.shapes
        XCTAssertEqual(dots.count, 4, "one dot per page: \(dots)")
        guard dots.count == 4 else { return }
        let rowY = window.y + window.height - bottom + found.y
        let third = dots[2]
        try Xdotool.click(x: window.x + (third.start + third.end) / 2, y: rowY)
        waitForLastPageLine(app, "Page 3 of 4")
        // The current dot is the distinct (wider) one, and it follows the page.
        let after = try Screenshot.capture(
            x: window.x, y: window.y + window.height - bottom, width: window.width, height: bottom)
        let moved = after.rowOfShapes(minWidth: 5, maxWidth: 60)?.shapes ?? []
        let widths = moved.map { $0.end - $0.start }
        XCTAssertEqual(widths.count, 4)
        XCTAssertEqual(widths.firstIndex(of: widths.max() ?? 0), 2, "the third dot is now the current one: \(widths)")
        guard let first = moved.first else { return }
        try Xdotool.click(x: window.x + (first.start + first.end) / 2, y: rowY)
        waitForLastPageLine(app, "Page 1 of 4")
        // A click on the page gives the pager the keyboard back from the dot.
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + window.height / 2)
        try Xdotool.key("Right")
        waitForLastPageLine(app, "Page 2 of 4")
    }

    func testVerticalWheelScrollsTheTableAndLeavesThePage() throws {
        let (app, window) = try launch(["--pages", "3", "--seed", "9"], pages: 3)
        defer { app.stop() }
        // Make the window shorter, so the page's ten rows do not fit and its table can scroll.
        try Xdotool.run(["search", "--onlyvisible", "--name", "^TableDeck$", "windowsize", "%@", "800", "420"])
        Thread.sleep(forTimeInterval: 0.5)
        let x = window.x + window.width / 2
        let y = window.y + 200
        let region = (x: window.x + 10, y: window.y + 110, width: window.width - 40, height: 200)
        let before = try Screenshot.capture(x: region.x, y: region.y, width: region.width, height: region.height)
        for _ in 0..<3 {
            try Xdotool.click(x: x, y: y, button: 5)
        }
        Thread.sleep(forTimeInterval: 0.6)
        let after = try Screenshot.capture(x: region.x, y: region.y, width: region.width, height: region.height)
        XCTAssertTrue(before != after, "the table under the pointer scrolled")
        XCTAssertEqual(pageLines(app), ["Page 1 of 3"], "the page did not change")
        // A horizontal wheel notch (button 7) does page.
        try Xdotool.click(x: x, y: y, button: 7)
        waitForLastPageLine(app, "Page 2 of 3")
        // Shift + vertical wheel pages too.
        try Xdotool.run(["keydown", "shift"])
        try Xdotool.run(["click", "5"])
        try Xdotool.run(["keyup", "shift"])
        waitForLastPageLine(app, "Page 3 of 3")
        try Xdotool.run(["keydown", "shift"])
        try Xdotool.run(["click", "4"])
        try Xdotool.run(["keyup", "shift"])
        waitForLastPageLine(app, "Page 2 of 3")
    }

    func testZeroPagesPrintNoPageAndShowTheEmptyState() throws {
        let app = try AppProcess(["--screen", "carousel", "--pages", "0"])
        defer { app.stop() }
        try app.waitUntilReady()
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(pageLines(app), [])
        XCTAssertEqual(app.stderr.split(separator: "\n").filter { !$0.contains("GL support disabled") }, [])
    }

    func testBadPagesAndSeedExitWithStatusTwo() throws {
        for arguments in [
            ["--pages", "101"], ["--pages", "-1"], ["--pages", "x"], ["--seed", "-5"],
            ["--seed", "9223372036854775808"], ["--seed"],
        ] {
            let app = try AppProcess(["--screen", "carousel"] + arguments)
            XCTAssertEqual(app.waitForExit(), 2, "\(arguments)")
            let lines = app.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "one line for \(arguments): \(app.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix("tabledeck: \(arguments[0])") ?? false, app.stderr)
            XCTAssertEqual(app.stdoutLines, [])
        }
    }

    /// Issue 8: a corrupt or missing resource is one line on stderr and exit status 3, before
    /// any window exists (no half-built window).
    func testACorruptOrMissingResourceIsOneLineAndStatusThreeWithNoWindow() throws {
        let corrupt = [
            ("carousel-page.ui", "<interface><object class=\"GtkBox\" id=\"page\"></interface>"),
            ("cells.css", "not { css"),
        ]
        for (name, text) in corrupt {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-corrupt-\(getpid())-\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let app = try AppProcess(["--screen", "carousel", "--pages", "3"], environment: ["TABLEDECK_DATA_DIR": folder.path])
            XCTAssertEqual(app.waitForExit(), 3, name)
            let lines = app.stderr.split(separator: "\n").filter { !$0.contains("Gsk-Message") && !$0.isEmpty }
            XCTAssertEqual(lines.count, 1, app.stderr)
            XCTAssertTrue(lines.first?.hasPrefix("tabledeck: cannot load the resource \(name): ") ?? false, app.stderr)
            XCTAssertEqual(app.stdoutLines, [], "no Ready line: no window was shown")
        }
    }
}
