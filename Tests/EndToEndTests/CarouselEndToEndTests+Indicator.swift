import Foundation
import XCTest

/// The page indicator with real input: scrubbing along the dots, and a single page, which hides
/// the indicator and gives its space to the page.
extension CarouselEndToEndTests {
    func testDraggingAlongTheDotsScrubsAndSettlesOnRelease() throws {
        let (app, window) = try launch(["--pages", "5", "--seed", "2"], pages: 5)
        defer { app.stop() }
        try Xdotool.pointAt(window)
        let row = try dotRow(window)
        XCTAssertEqual(row.dots.count, 5, "one dot per page: \(row.dots)")
        guard row.dots.count == 5 else { return }
        let centres = row.dots.map { ($0.start + $0.end) / 2 }
        try Xdotool.run(["mousemove", "\(centres[0])", "\(row.y)"])
        Thread.sleep(forTimeInterval: 0.1)
        try Xdotool.run(["mousedown", "1"])
        for step in 1...12 {
            try Xdotool.run(["mousemove", "\(centres[0] + step * (centres[3] - centres[0]) / 12)", "\(row.y + step % 2)"])
            Thread.sleep(forTimeInterval: 0.04)
        }
        // The pages follow the scrub before the release...
        let followed = Date().addingTimeInterval(3)
        var afterScrub = try dotRow(window)
        while Date() < followed {
            afterScrub = try dotRow(window)
            if currentDot(afterScrub.dots) == 3 { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        // (The pressed first dot draws its whole 28 px target: the current mark is the 12 px one.)
        XCTAssertEqual(currentDot(afterScrub.dots), 3, "the fourth dot is current while scrubbing: \(afterScrub.dots)")
        // ...but settle on it once, on the release, with no line for the pages on the way.
        XCTAssertEqual(pageLines(app), ["Page 1 of 5"], "nothing settled before the release")
        try Xdotool.run(["mouseup", "1"])
        waitForLastPageLine(app, "Page 4 of 5")
        XCTAssertEqual(pageLines(app), ["Page 1 of 5", "Page 4 of 5"])
    }

    func testASinglePageHidesTheIndicatorAndFreesItsSpace() throws {
        // Two pages first: the same strip shows dots, on the indicator's own background.
        let (two, twoWindow) = try launch(["--pages", "2", "--seed", "1"], pages: 2)
        try moveToHeader(twoWindow)
        Thread.sleep(forTimeInterval: 0.3)
        let twoStrip = try indicatorStrip(twoWindow)
        let twoDots = dots(in: twoStrip, windowWidth: twoWindow.width)
        let stripPoint = (x: twoWindow.width / 5, y: twoStrip.height - 25)
        let indicatorBackground = twoStrip.pixel(stripPoint.x, stripPoint.y)
        two.stop()
        XCTAssertEqual(twoDots.count, 2, "two pages, two dots")
        let (app, window) = try launch(["--pages", "1", "--seed", "1"], pages: 1)
        defer { app.stop() }
        try moveToHeader(window)
        Thread.sleep(forTimeInterval: 0.3)
        let strip = try indicatorStrip(window)
        XCTAssertEqual(dots(in: strip, windowWidth: window.width).count, 0, "no dot for a single page")
        // The page fills the strip instead: its own background where the indicator's was.
        let page = try Screenshot.capture(x: window.x, y: window.y + window.height / 2, width: window.width, height: 2)
        let freed = strip.pixel(stripPoint.x, stripPoint.y)
        XCTAssertTrue(freed != indicatorBackground, "the indicator's space is freed: \(freed)")
        XCTAssertTrue(freed == page.pixel(stripPoint.x, 0), "the page reaches down: \(freed)")
    }
}
