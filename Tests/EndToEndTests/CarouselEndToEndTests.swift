import Foundation
import TestSupport
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
        // The pointer was parked outside at launch, as it will be at the release: no hover
        // differs between the pictures. (They leave out the right edge, where the table's overlay
        // scrollbar flashes.)
        let area = (x: window.x, y: window.y + 60, width: window.width - 30, height: 200)
        let aligned = try pictureAtRest(area)
        // Sideways first (a mostly vertical drag belongs to the page's table, not the pager)...
        let sideways = (0...6).map { (x: startX - $0 * window.width / 20, y: y) }
        // ...then out of the window, below it (it is 600 px tall at the top of the screen).
        let out = (1...6).map { (x: startX - window.width * 3 / 10, y: y + $0 * (window.height / 2 + 120) / 6) }
        try Xdotool.drag(through: sideways + out, pace: 0.03, settle: 0.1, hold: 0.3, release: false)
        var pressed = true
        defer { if pressed { releaseButton() } }
        let dragged = try pictureChanged(area, from: aligned, after: "the drag, held below the window")
        XCTAssertTrue(aligned != dragged, "the page follows the pointer")
        try Xdotool.run(["mouseup", "1"])
        pressed = false
        // 30% of a page, released slowly: back to page 1, and no half page left on screen.
        // The positive signal: the picture is the aligned one again (snapped back), then no page
        // line may have come.
        let after = try waitFor(
            "the page to snap back to its aligned picture after the release outside",
            sample: { try capture(area) },
            until: { $0 == aligned }, describe: { _ in "a picture still different from the aligned one" })
        XCTAssertTrue(aligned == after, "the page snapped fully back after the release outside")
        XCTAssertEqual(pageLines(app), ["Page 1 of 3"])
    }

    func testRightAndEndKeys() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "1"], pages: 5)
        defer { app.stop() }
        // No window manager: focus follows the pointer.
        try Xdotool.pointAt(window)
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
        let shot = try stillIndicatorStrip(window, height: bottom)
        let found = try XCTUnwrap(shot.rowOfShapes(minWidth: 5, maxWidth: 60), "the dots are drawn")
        let dots = found.shapes
        XCTAssertEqual(dots.count, 4, "one dot per page: \(dots)")
        guard dots.count == 4 else { return }
        let rowY = window.y + window.height - bottom + found.y
        let third = dots[2]
        try Xdotool.click(x: window.x + (third.start + third.end) / 2, y: rowY)
        try waitForLastPageLine(app, "Page 3 of 4")
        // The current dot is the distinct (wider) one, and it follows the page (its colour
        // eases in: read at rest).
        let after = try stillIndicatorStrip(window, height: bottom)
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
        // The window's top 420 px showed rows there before; the indicator is there once the app
        // has laid the window out again.
        let shorter = (x: window.x, y: window.y, width: window.width, height: 420)
        let tall = try pictureAtRest(shorter)
        try Xdotool.run(["search", "--onlyvisible", "--name", "^TableDeck$", "windowsize", "%@", "\(window.width)", "420"])
        try pictureChanged(shorter, from: tall, after: "the window made 420 px tall")
        let x = window.x + window.width / 2
        let y = window.y + 200
        let region = (x: window.x + 10, y: window.y + 110, width: window.width - 40, height: 200)
        // The pointer on the table before the first picture (its rows draw no hover): only the
        // scroll can change it.
        try Xdotool.move(x: x, y: y)
        let before = try capture(region)
        for _ in 0..<3 {
            try Xdotool.click(x: x, y: y, button: 5)
        }
        let after = try pictureChanged(region, from: before, after: "three notches of the vertical wheel")
        XCTAssertTrue(before != after, "the table under the pointer scrolled")
        // A horizontal wheel notch (button 7) does page.
        try Xdotool.click(x: x, y: y, button: 7)
        try waitForLastPageLine(app, "Page 2 of 3")
        // Shift + vertical wheel pages too.
        try Xdotool.run(["keydown", "shift", "click", "5", "keyup", "shift"])
        try waitForLastPageLine(app, "Page 3 of 3")
        try Xdotool.run(["keydown", "shift", "click", "4", "keyup", "shift"])
        try waitForLastPageLine(app, "Page 2 of 3")
        // With every later page change in, the vertical wheel above is known to have paged nothing.
        XCTAssertEqual(pageLines(app), ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3", "Page 2 of 3"], "the vertical wheel paged")
    }

    func testZeroPagesPrintNoPageAndShowTheEmptyState() throws {
        let (app, _) = try AppProcess.launch(["--screen", "carousel", "--pages", "0"])
        defer { app.stop() }
        // A positive signal first: switch to Users and press a row; once that line is in, any page
        // line the empty carousel printed would be in too.
        try Xdotool.key("ctrl+1", "Return")
        try waitForLine(app, "an Item pressed line: the app took the keys") { $0.hasPrefix("Item pressed at index ") }
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

    /// A corrupt or missing resource is one line on stderr and exit status 3, before
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

    // MARK: - Interaction between the happy paths

    /// Tab visits the visible page's rows and then the indicator, not the rows of the pages off
    /// screen (those would put ~50 stops before the dots with 5 pages, ~1000 with 100).
    func testTabSkipsHiddenPagesAndReachesTheIndicator() throws {
        for pages in [5, 100] {
            let (app, window) = try launch(["--pages", "\(pages)", "--seed", "3"], pages: pages)
            defer { app.stop() }
            try Xdotool.pointAt(window)
            // Rows draw no hover: only the focus changes the picture from here on.
            let area = carouselArea(window)
            let unfocused = try pictureAtRest(area)
            var picture = unfocused
            // The pager, then page 1's ten rows: the 11th Tab at the latest is in the indicator,
            // whose focused control draws a focus ring.
            var tabs = 0
            var reached = false
            while tabs < 14 && !reached {
                try Xdotool.key("Tab")
                tabs += 1
                // Each Tab moves a focus ring the carousel draws (a row's, the pager's or the
                // indicator's): the positive signal that the Tab was taken. A Tab onto a row of a
                // page off screen would draw nothing there, and time out here.
                picture = try pictureChanged(area, from: picture, after: "Tab \(tabs) with \(pages) pages")
                // The bottom 30 px of the window hold the indicator and none of the pager.
                reached = bottomRows(30, of: picture, differFrom: unfocused)
            }
            XCTAssertTrue(reached, "\(pages) pages: no focus ring in the indicator after \(tabs) Tabs")
            XCTAssertLessThanOrEqual(tabs, 12, "\(pages) pages: \(tabs) Tabs to reach the indicator")
            // The indicator is one stop (dots or compact form alike), and Right on it
            // goes to the next page.
            try Xdotool.key("Right")
            try waitForLastPageLine(app, "Page 2 of \(pages)")
        }
    }

    /// After a click on a number inside a page, End, Home, Page Up and Page Down still page
    /// (not scroll the page's own list), and the keyboard stays with
    /// the pager when the clicked page goes off screen.
    func testPagingKeysWorkAfterClickingANumberInsideAPage() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "4"], pages: 5)
        defer { app.stop() }
        let number = (x: window.x + window.width / 2, y: window.y + window.height / 2)
        // No pause between the click and the key: the X server delivers them in order, and GTK
        // handles the click (the row takes the focus) before it reads the key.
        try Xdotool.click(x: number.x, y: number.y)
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
        // A number on another page, then Home: back to the first page. (10 px aside from the
        // first click, farther than the double-click distance: a click of its own.)
        try Xdotool.click(x: number.x + 10, y: number.y)
        try Xdotool.key("Home")
        try waitForLastPageLine(app, "Page 1 of 5")
    }

    /// Many pages do not widen the window (a dot each would need 836 px for 40 pages, 2036 px
    /// for 100), at launch or when the carousel is opened later, and the window still
    /// narrows to 400 px.
    func testManyPagesDoNotWidenTheWindow() throws {
        for pages in [40, 100] {
            let (app, window) = try launch(["--pages", "\(pages)", "--seed", "1"], pages: pages)
            XCTAssertLessThanOrEqual(window.width, 800, "\(pages) pages at launch: \(window.width) px wide")
            app.stop()
        }
        let (app, users) = try AppProcess.launch(["--screen", "users", "--pages", "100", "--seed", "1"])
        defer { app.stop() }
        // The positive signal that the carousel is laid out (a widening would come with that
        // layout): the window's picture changed from the Users screen's and came to rest.
        let usersScreen = try pictureAtRest(users)
        try Xdotool.key("ctrl+2")
        try waitForLine(app, "Page 1 of 100: Ctrl+2 opened the carousel") { $0 == "Page 1 of 100" }
        try pictureChanged(users, from: usersScreen, after: "Ctrl+2, the carousel")
        let carousel = try currentWindow()
        XCTAssertLessThanOrEqual(carousel.width, 800, "100 pages opened at run time: \(carousel.width) px wide")
        let id = try XCTUnwrap(
            try Xdotool.run(["search", "--onlyvisible", "--name", "^TableDeck$"]).split(separator: "\n").last)
        // The window's left 400 px show the left of the wide layout; once the app has laid the
        // window out again (at 400 px, or wider again if it refused), they change: the header's
        // title and buttons move. Then the geometry is the app's answer.
        let left = (x: carousel.x, y: carousel.y, width: 400, height: carousel.height)
        let wide = try capture(left)
        try Xdotool.run(["windowsize", String(id), "400", "600"])
        try pictureChanged(left, from: wide, after: "the window made 400 px wide")
        let narrow = try currentWindow()
        XCTAssertLessThanOrEqual(narrow.width, 420, "the carousel with 100 pages narrows to 400 px: \(narrow.width) px")
    }

    /// Each dot is a target of at least 24 × 24 px with no dead gap to its neighbours (larger
    /// than the 10 × 10 px dot drawn), the dots stay in place when the page changes (the
    /// current page's wider pill does not push the others), and a hover is visible.
    func testDotsAreLargeTargetsThatStayInPlace() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "2"], pages: 5)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        let before = try stillDotRow(window)
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
        // The dots did not move. The positive signal: the clicked dot, hovered at rest, is drawn
        // plain again once the pointer has left it; then the dots are read.
        let clicked = try stillIndicatorStrip(window)
        try Xdotool.pointAt(window)
        let left = try pictureChanged(indicatorArea(window), from: clicked, after: "the pointer leaving the clicked dot")
        let after = try dotRow(window, in: left)
        XCTAssertEqual(after.dots.map { ($0.start + $0.end) / 2 }, centres, "the dots stay in place")
        XCTAssertEqual(after.y, before.y)
        // A hovered dot looks different.
        let area = (x: centres[3] - 14, y: before.y - 14, width: 28, height: 28)
        let plain = try capture(area)
        try Xdotool.move(x: centres[3], y: before.y)
        let hovered = try pictureChanged(area, from: plain, after: "the pointer on the fourth dot")
        XCTAssertTrue(plain != hovered, "hover is visible")
    }

    /// One `Page P of M` line per page the carousel settles on, not one per page passed (a dot
    /// from page 2 to 5 prints page 5 only; Home from page 5 prints page 1 only).
    func testOnePageLinePerSettledPage() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "6"], pages: 5)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 2 of 5")
        let row = try stillDotRow(window)
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
