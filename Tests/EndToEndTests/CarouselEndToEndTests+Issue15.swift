import Foundation
import TestSupport
import XCTest

/// Issue 15 with real input: scrubbing the indicator, a single page, autoplay (advancing,
/// pausing under the pointer and with the button, wrapping forward), looping, and the carousel
/// mirrored under `LANG=he_IL.UTF-8`.
extension CarouselEndToEndTests {
    /// A point on the header bar: inside the window (which stays active without a window
    /// manager) but off the carousel, where the pointer pauses nothing.
    func headerPoint(_ window: WindowGeometry) -> (x: Int, y: Int) {
        (window.x + 40, window.y + 25)
    }

    /// Puts the pointer on ``headerPoint(_:)``, in two moves so the window surely sees it
    /// enter and move, and waits until the X server has it there.
    func moveToHeader(_ window: WindowGeometry) throws {
        let point = headerPoint(window)
        try Xdotool.run(["mousemove", "\(point.x)", "\(point.y + 4)"])
        try Xdotool.move(x: point.x, y: point.y)
    }

    func testDraggingAlongTheDotsScrubsAndSettlesOnRelease() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "2"], pages: 5)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        let row = try stillDotRow(window)
        XCTAssertEqual(row.dots.count, 5, "one dot per page: \(row.dots)")
        guard row.dots.count == 5 else { return }
        let centres = row.dots.map { ($0.start + $0.end) / 2 }
        // Pressed on the first dot, along to the fourth, a pixel up and down on the way; held there.
        let scrub = (0...12).map { (x: centres[0] + $0 * (centres[3] - centres[0]) / 12, y: row.y + $0 % 2) }
        try Xdotool.drag(through: scrub, pace: 0.04, settle: 0.1, hold: 0, release: false)
        var pressed = true
        defer { if pressed { releaseButton() } }
        // The pages follow the scrub before the release...
        // (The pressed first dot draws its whole 28 px target: the current mark is the 12 px one.)
        let afterScrub = try waitFor(
            "the fourth dot to be current while scrubbing", sample: { try dotRow(window) },
            until: { currentDot($0.dots) == 3 },
            describe: { "current dot \(currentDot($0.dots).map(String.init) ?? "none") of \($0.dots)" })
        XCTAssertEqual(currentDot(afterScrub.dots), 3, "the fourth dot is current while scrubbing: \(afterScrub.dots)")
        // ...but settle on it once, on the release, with no line for the pages on the way.
        XCTAssertEqual(pageLines(app), ["Page 1 of 5"], "nothing settled before the release")
        try Xdotool.run(["mouseup", "1"])
        pressed = false
        try waitForLastPageLine(app, "Page 4 of 5")
        XCTAssertEqual(pageLines(app), ["Page 1 of 5", "Page 4 of 5"])
    }

    /// The index of the current page's mark (12 px; the others are 8 px) among `dots`.
    func currentDot(_ dots: [(start: Int, end: Int)]) -> Int? {
        dots.firstIndex { (10...14).contains($0.end - $0.start + 1) }
    }

    func testASinglePageHidesTheIndicatorAndFreesItsSpace() throws {
        // Two pages first: the same strip shows dots, on the indicator's own background.
        // (The pointer, parked off the window at launch, hovers nothing over the carousel on its
        // way to the header: the pictures are at rest.)
        let (two, twoWindow) = try launch(["--pages", "2", "--seed", "1"], pages: 2)
        try moveToHeader(twoWindow)
        let twoStrip = try stillIndicatorStrip(twoWindow)
        let twoDots = dots(in: twoStrip, windowWidth: twoWindow.width)
        let stripPoint = (x: twoWindow.width / 5, y: twoStrip.height - 25)
        let indicatorBackground = twoStrip.pixel(stripPoint.x, stripPoint.y)
        two.stop()
        XCTAssertEqual(twoDots.count, 2, "two pages, two dots")
        let (app, window) = try launch(["--pages", "1", "--seed", "1"], pages: 1)
        defer { app.stop() }
        try moveToHeader(window)
        let strip = try stillIndicatorStrip(window)
        XCTAssertEqual(dots(in: strip, windowWidth: window.width).count, 0, "no dot for a single page")
        // The page fills the strip instead: its own background where the indicator's was.
        let page = try Screenshot.capture(x: window.x, y: window.y + window.height / 2, width: window.width, height: 2)
        let freed = strip.pixel(stripPoint.x, stripPoint.y)
        XCTAssertTrue(freed != indicatorBackground, "the indicator's space is freed: \(freed)")
        XCTAssertTrue(freed == page.pixel(stripPoint.x, 0), "the page reaches down: \(freed)")
    }

    /// The dots drawn in `strip`, leaving out the window's frame at its edges.
    func dots(in strip: Screenshot, windowWidth: Int) -> [(start: Int, end: Int)] {
        (strip.rowOfShapes(minWidth: 5, maxWidth: 60)?.shapes ?? []).filter { $0.start > 10 && $0.end < windowWidth - 10 }
    }

    func testAutoplayAdvancesWrapsForwardAndPausesUnderThePointer() throws {
        let (app, window) = try launch(["--pages", "3", "--seed", "7", "--autoplay", "1"], pages: 3)
        defer { app.stop() }
        try moveToHeader(window)
        // Every second a page, and from the last page on to the first.
        let advanced = try waitForPageLines(app, "four page lines: autoplay advancing") { $0.count >= 4 }
        XCTAssertEqual(
            advanced.prefix(4).suffix(3),
            [
                "Page 2 of 3", "Page 3 of 3", "Page 1 of 3",
            ])
        // Over the pages: it holds still (positive signal first: it was advancing just now, and
        // now the carousel comes to rest: the current dot's fill stops and no page moves).
        try Xdotool.pointAt(window)
        try pictureAtRest(carouselArea(window))
        let held = pageLines(app).count
        XCTAssertFalse(
            pageLineComes(app, after: held, within: 2.6), "no page change while the pointer is over the carousel")
        XCTAssertEqual(pageLines(app).count, held, "no page change while the pointer is over the carousel")
        // Away again: it resumes, a whole interval later.
        try moveToHeader(window)
        try waitForPageLines(app, "a page line after the \(held) there were: autoplay resumed after the pointer left") {
            $0.count > held
        }
    }

    func testThePauseButtonStopsAutoplayUntilPlay() throws {
        let (app, window) = try launch(["--pages", "4", "--seed", "3", "--autoplay", "1"], pages: 4)
        defer { app.stop() }
        try moveToHeader(window)
        try waitForPageLines(app, "Page 2 of 4: autoplay runs") { $0.contains("Page 2 of 4") }
        // The dots and, after them, the Pause button's two bars.
        let shapes = try dotRow(window).dots
        XCTAssertEqual(shapes.count, 6, "four dots and two bars: \(shapes)")
        guard shapes.count == 6 else { return }
        let row = try dotRow(window).y
        let button = (shapes[4].start + shapes[5].end) / 2
        let icon = (x: shapes[4].start - 4, y: row - 10, width: shapes[5].end - shapes[4].start + 9, height: 21)
        let pause = try capture(icon)
        try Xdotool.click(x: button, y: row)
        // The pointer leaves the carousel: only the button can hold it now.
        try moveToHeader(window)
        // Positive signals first: the press was answered (the Play icon in place of Pause), and
        // the carousel comes to rest (the current dot's fill stops, no page moves).
        try pictureChanged(icon, from: pause, after: "a click on Pause")
        try pictureAtRest(carouselArea(window))
        let stopped = pageLines(app).count
        XCTAssertFalse(pageLineComes(app, after: stopped, within: 2.6), "no page change once paused by the button")
        XCTAssertEqual(pageLines(app).count, stopped, "no page change once paused by the button")
        // The Play button (same place) lets it run again.
        try Xdotool.click(x: button, y: row)
        try moveToHeader(window)
        try waitForPageLines(app, "a page line after the \(stopped) there were: Play resumed autoplay") { $0.count > stopped }
    }

    func testLoopingGoesRoundBothWays() throws {
        let (app, window) = try launch(["--pages", "4", "--seed", "5", "--loop"], pages: 4)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        try Xdotool.key("Left")
        try waitForLastPageLine(app, "Page 4 of 4")
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 1 of 4")
        // A drag to the left past the last page: on to the first.
        try Xdotool.key("End")
        try waitForLastPageLine(app, "Page 4 of 4")
        try slowDrag(fromX: window.x + window.width * 4 / 5, y: window.y + window.height / 2, by: -window.width * 6 / 10)
        try waitForLastPageLine(app, "Page 1 of 4")
        XCTAssertEqual(pageLines(app), ["Page 1 of 4", "Page 4 of 4", "Page 1 of 4", "Page 4 of 4", "Page 1 of 4"])
    }

    /// GTK's own direction from a Hebrew locale: the window mirrors (the window controls on the
    /// left), and the pager with it (Left is the next page, a drag to the right too, the dots
    /// from the right). The locale is generated by `scripts/install-deps.sh test`.
    func testHebrewLocaleMirrorsTheCarousel() throws {
        let locales = try ToolRun("locale", ["-a"]).text.lowercased()
        guard locales.split(separator: "\n").contains("he_il.utf8") else {
            throw TestRequirement.unavailable("the he_IL.UTF-8 locale is not generated (scripts/install-deps.sh test)")
        }
        let (app, window) = try launch(
            ["--pages", "5", "--seed", "1"], pages: 5, environment: ["LANG": "he_IL.UTF-8", "LC_ALL": nil, "LANGUAGE": nil])
        defer { app.stop() }
        try moveToHeader(window)
        // The first page's dot is the current (widest) one, and it is the rightmost.
        let start = try stillDotRow(window).dots
        let widths = start.map { $0.end - $0.start }
        XCTAssertEqual(widths.count, 5)
        XCTAssertEqual(widths.firstIndex(of: widths.max() ?? 0), 4, "page 1's dot is on the right: \(widths)")
        // The close button is on the left: the header's far left differs from its far right.
        let header = try Screenshot.capture(x: window.x, y: window.y + 10, width: window.width, height: 30)
        let marks = (0..<header.height).flatMap { header.runs(onRow: $0) }
        XCTAssertTrue(marks.contains { $0.start < 60 }, "window controls on the left")
        try Xdotool.pointAt(window)
        try Xdotool.key("Left")
        try waitForLastPageLine(app, "Page 2 of 5")
        try Xdotool.key("Right")
        try waitForLastPageLine(app, "Page 1 of 5")
        // A slow drag to the right by more than half a page: the next page, from the left.
        try slowDrag(fromX: window.x + window.width / 5, y: window.y + window.height / 2, by: window.width * 6 / 10)
        try waitForLastPageLine(app, "Page 2 of 5")
        // The page line says the pages have settled; the dots' colours ease in: read at rest.
        try moveToHeader(window)
        let after = try stillDotRow(window).dots.map { $0.end - $0.start }
        XCTAssertEqual(after.firstIndex(of: after.max() ?? 0), 3, "page 2's dot is second from the right: \(after)")
        XCTAssertEqual(pageLines(app), ["Page 1 of 5", "Page 2 of 5", "Page 1 of 5", "Page 2 of 5"])
    }

    func testBadAutoplayAndLoopExitWithStatusTwo() throws {
        for arguments in [["--autoplay", "0"], ["--autoplay", "3601"], ["--autoplay", "abc"], ["--autoplay"], ["--loop", "--loop"]] {
            let app = try AppProcess(["--screen", "carousel"] + arguments)
            XCTAssertEqual(app.waitForExit(), 2, "\(arguments)")
            let lines = app.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "one line for \(arguments): \(app.stderr)")
            XCTAssertTrue(lines.first?.hasPrefix("tabledeck: \(arguments[0])") ?? false, app.stderr)
            XCTAssertEqual(app.stdoutLines, [])
        }
    }
}
