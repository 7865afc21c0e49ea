import Foundation
import XCTest

/// The Carousel screen of the built app under Xvfb, driven with real input through xdotool.
final class CarouselEndToEndTests: EndToEndTestCase {
    func testDragLeftByMoreThanHalfAPageShowsPageTwo() throws {
        let (app, window) = try launch(["--pages", "4", "--seed", "11"], pages: 4)
        defer { app.stop() }
        // Slowly, so the release is not a flick: the page must follow the distance alone.
        try slowDrag(fromX: window.x + window.width * 4 / 5, y: window.y + window.height / 2, by: -window.width * 6 / 10)
        try waitForLastPageLine(app, "Page 2 of 4")
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
        // The positive signal: the picture is the aligned one again (snapped back), then no page
        // line may have come.
        var after = try Screenshot.capture(x: window.x, y: window.y + 60, width: window.width - 30, height: 200)
        let deadline = Date().addingTimeInterval(5)
        while aligned != after && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            after = try Screenshot.capture(x: window.x, y: window.y + 60, width: window.width - 30, height: 200)
        }
        XCTAssertTrue(aligned == after, "the page snapped fully back after the release outside")
        XCTAssertEqual(pageLines(app), ["Page 1 of 3"])
    }

    func testRightAndEndKeys() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "1"], pages: 5)
        defer { app.stop() }
        // No window manager: focus follows the pointer.
        try Xdotool.run(["mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)"])
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 2 of 5")
        try Xdotool.key("End")
        try waitForLastPageLine(app, "Page 5 of 5")
        try Xdotool.key("Home")
        try waitForLastPageLine(app, "Page 1 of 5")
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
        try waitForLastPageLine(app, "Page 3 of 4")
        // The current dot is the distinct (wider) one, and it follows the page.
        let after = try Screenshot.capture(
            x: window.x, y: window.y + window.height - bottom, width: window.width, height: bottom)
        let moved = after.rowOfShapes(minWidth: 5, maxWidth: 60)?.shapes ?? []
        let widths = moved.map { $0.end - $0.start }
        XCTAssertEqual(widths.count, 4)
        XCTAssertEqual(widths.firstIndex(of: widths.max() ?? 0), 2, "the third dot is now the current one: \(widths)")
        guard let first = moved.first else { return }
        try Xdotool.click(x: window.x + (first.start + first.end) / 2, y: rowY)
        try waitForLastPageLine(app, "Page 1 of 4")
        // A click on the page gives the pager the keyboard back from the dot.
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + window.height / 2)
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 2 of 4")
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
        // A horizontal wheel notch (button 7) does page.
        try Xdotool.click(x: x, y: y, button: 7)
        try waitForLastPageLine(app, "Page 2 of 3")
        // Shift + vertical wheel pages too.
        try Xdotool.run(["keydown", "shift"])
        try Xdotool.run(["click", "5"])
        try Xdotool.run(["keyup", "shift"])
        try waitForLastPageLine(app, "Page 3 of 3")
        try Xdotool.run(["keydown", "shift"])
        try Xdotool.run(["click", "4"])
        try Xdotool.run(["keyup", "shift"])
        try waitForLastPageLine(app, "Page 2 of 3")
        // With every later page change in, the vertical wheel above is known to have paged nothing.
        XCTAssertEqual(pageLines(app), ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3", "Page 2 of 3"], "the vertical wheel paged")
    }

    func testZeroPagesPrintNoPageAndShowTheEmptyState() throws {
        let app = try AppProcess(["--screen", "carousel", "--pages", "0"])
        defer { app.stop() }
        try app.waitUntilReady()
        // A positive signal first: switch to Users and press a row; once that line is in, any page
        // line the empty carousel printed would be in too.
        let window = try Xdotool.windowGeometry(title: "TableDeck")
        try Xdotool.pointAt(window)
        try Xdotool.key("ctrl+1", "Return")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0.hasPrefix("Item pressed at index ") }, "the app took the keys")
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

    // MARK: - Issue 11: interaction between the happy paths

    /// Issue 11, finding 2: Tab visits the visible page's rows and then the indicator, not the
    /// rows of the pages off screen (5 pages had ~50 stops before the dots, 100 pages ~1000).
    func testTabSkipsHiddenPagesAndReachesTheIndicator() throws {
        for pages in [5, 100] {
            let (app, window) = try launch(["--pages", "\(pages)", "--seed", "3"], pages: pages)
            defer { app.stop() }
            try Xdotool.pointAt(window)
            let unfocused = try indicatorStrip(window, height: 30)
            // The pager, then page 1's ten rows: the 11th Tab at the latest is in the indicator,
            // whose focused control draws a focus ring.
            var tabs = 0
            var reached = false
            while tabs < 14 && !reached {
                try Xdotool.key("Tab")
                tabs += 1
                Thread.sleep(forTimeInterval: 0.15)
                reached = try indicatorStrip(window, height: 30) != unfocused
            }
            XCTAssertTrue(reached, "\(pages) pages: no focus ring in the indicator after \(tabs) Tabs")
            XCTAssertLessThanOrEqual(tabs, 12, "\(pages) pages: \(tabs) Tabs to reach the indicator")
            // Issue 15: the indicator is one stop (dots or compact form alike), and Right on it
            // goes to the next page.
            try Xdotool.key("Right")
            try waitForLastPageLine(app, "Page 2 of \(pages)")
        }
    }

    /// Issue 11, finding 3: after a click on a number inside a page, End, Home, Page Up and
    /// Page Down still page (they scrolled the page's own list), and the keyboard stays with
    /// the pager when the clicked page goes off screen.
    func testPagingKeysWorkAfterClickingANumberInsideAPage() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "4"], pages: 5)
        defer { app.stop() }
        let number = (x: window.x + window.width / 2, y: window.y + window.height / 2)
        try Xdotool.click(x: number.x, y: number.y)
        Thread.sleep(forTimeInterval: 0.2)
        try Xdotool.key("End")
        try waitForLastPageLine(app, "Page 5 of 5")
        try Xdotool.key("Page_Up")
        try waitForLastPageLine(app, "Page 4 of 5")
        try Xdotool.key("Home")
        try waitForLastPageLine(app, "Page 1 of 5")
        try Xdotool.key("Page_Down")
        try waitForLastPageLine(app, "Page 2 of 5")
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 3 of 5")
        // A number on another page, then Home: back to the first page.
        try Xdotool.click(x: number.x, y: number.y)
        Thread.sleep(forTimeInterval: 0.2)
        try Xdotool.key("Home")
        try waitForLastPageLine(app, "Page 1 of 5")
    }

    /// Issue 11, finding 4: many pages do not widen the window (40 pages forced 836 px, 100
    /// pages 2036 px), at launch or when the carousel is opened later, and the window still
    /// narrows to 400 px.
    func testManyPagesDoNotWidenTheWindow() throws {
        for pages in [40, 100] {
            let (app, window) = try launch(["--pages", "\(pages)", "--seed", "1"], pages: pages)
            XCTAssertLessThanOrEqual(window.width, 800, "\(pages) pages at launch: \(window.width) px wide")
            app.stop()
        }
        let app = try AppProcess(["--screen", "users", "--pages", "100", "--seed", "1"])
        defer { app.stop() }
        try app.waitUntilReady()
        let users = try currentWindow()
        try Xdotool.pointAt(users)
        try Xdotool.key("ctrl+2")
        XCTAssertNotNil(app.waitForLine(timeout: 10) { $0 == "Page 1 of 100" }, "Ctrl+2 opened the carousel")
        Thread.sleep(forTimeInterval: 0.5)
        let carousel = try currentWindow()
        XCTAssertLessThanOrEqual(carousel.width, 800, "100 pages opened at run time: \(carousel.width) px wide")
        let id = try XCTUnwrap(
            try Xdotool.run(["search", "--onlyvisible", "--name", "^TableDeck$"]).split(separator: "\n").last)
        try Xdotool.run(["windowsize", String(id), "400", "600"])
        Thread.sleep(forTimeInterval: 0.8)
        let narrow = try currentWindow()
        XCTAssertLessThanOrEqual(narrow.width, 420, "the carousel with 100 pages narrows to 400 px: \(narrow.width) px")
    }

    /// Issue 11, finding 5: each dot is a target of at least 24 × 24 px with no dead gap to
    /// its neighbours (the drawn dots were 10 × 10 px targets), the dots stay in place when
    /// the page changes (the current page's pill was wider and pushed the others), and a hover
    /// is visible.
    func testDotsAreLargeTargetsThatStayInPlace() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "2"], pages: 5)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        let before = try dotRow(window)
        let centres = before.dots.map { ($0.start + $0.end) / 2 }
        XCTAssertEqual(centres.count, 5, "one dot per page: \(before.dots)")
        guard centres.count == 5 else { return }
        for index in 1..<5 {
            XCTAssertGreaterThanOrEqual(centres[index] - centres[index - 1], 24, "dots \(index) and \(index + 1)")
        }
        // 11 px beside and above a dot's centre is still the dot: a 24 px target.
        try Xdotool.click(x: centres[2] + 11, y: before.y)
        try waitForLastPageLine(app, "Page 3 of 5")
        try Xdotool.click(x: centres[4] - 11, y: before.y - 11)
        try waitForLastPageLine(app, "Page 5 of 5")
        try Xdotool.click(x: centres[1], y: before.y + 11)
        try waitForLastPageLine(app, "Page 2 of 5")
        // The dots did not move.
        try Xdotool.pointAt(window)
        Thread.sleep(forTimeInterval: 0.3)
        let after = try dotRow(window)
        XCTAssertEqual(after.dots.map { ($0.start + $0.end) / 2 }, centres, "the dots stay in place")
        XCTAssertEqual(after.y, before.y)
        // A hovered dot looks different.
        let area = (x: centres[3] - 14, y: before.y - 14, width: 28, height: 28)
        let plain = try Screenshot.capture(x: area.x, y: area.y, width: area.width, height: area.height)
        try Xdotool.run(["mousemove", "\(centres[3])", "\(before.y)"])
        Thread.sleep(forTimeInterval: 0.4)
        let hovered = try Screenshot.capture(x: area.x, y: area.y, width: area.width, height: area.height)
        XCTAssertTrue(plain != hovered, "hover is visible")
    }

    /// Issue 11, finding 6: one `Page P of M` line per page the carousel settles on, not one per
    /// page passed (a dot from page 2 to 5 printed pages 3, 4 and 5; Home from 5 printed four).
    func testOnePageLinePerSettledPage() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "6"], pages: 5)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 2 of 5")
        let row = try dotRow(window)
        XCTAssertEqual(row.dots.count, 5, "one dot per page: \(row.dots)")
        guard let fifth = row.dots.last else { return }
        try Xdotool.click(x: (fifth.start + fifth.end) / 2, y: row.y)
        try waitForLastPageLine(app, "Page 5 of 5")
        XCTAssertEqual(pageLines(app), ["Page 1 of 5", "Page 2 of 5", "Page 5 of 5"])
        // Back on the page (its title: no row takes the click), then Home across four pages.
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + 75)
        try Xdotool.key("Home")
        try waitForLastPageLine(app, "Page 1 of 5")
        XCTAssertEqual(pageLines(app), ["Page 1 of 5", "Page 2 of 5", "Page 5 of 5", "Page 1 of 5"])
    }
}
