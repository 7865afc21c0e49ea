import Foundation
import TestSupport
import XCTest

/// The page indicator with real input: scrubbing along the dots, and a single page, which hides
/// the indicator and gives its space to the page.
extension CarouselEndToEndTests {
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
}
