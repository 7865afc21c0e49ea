import Foundation
import XCTest

/// Launching the carousel and reading what it prints and draws.
extension CarouselEndToEndTests {
    /// Starts the carousel with `arguments`, waits for Ready and the first page line.
    func launch(_ arguments: [String], pages: Int) throws -> (AppProcess, WindowGeometry) {
        let (app, window) = try AppProcess.launch(["--screen", "carousel"] + arguments, pointing: false)
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Page 1 of \(pages)" }, "the first page is printed")
        return (app, window)
    }

    /// The window's geometry now (after a resize, say).
    func currentWindow() throws -> WindowGeometry {
        try AppProcess.mainWindow()
    }

    /// The `Page P of M` lines printed so far.
    func pageLines(_ app: AppProcess) -> [String] {
        app.stdoutLines.filter { $0.hasPrefix("Page ") }
    }

    /// Waits until the last page line is `expected` and stays so for a moment (animations done).
    func waitForLastPageLine(
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

    /// How tall the strip at the bottom of the window is that holds the page indicator.
    static let indicatorStripHeight = 80

    /// A picture of the bottom `height` pixels of `window`, where the page indicator is (the
    /// bottom 30 px hold none of the pager, whose focus ring would show in taller strips).
    func indicatorStrip(_ window: WindowGeometry, height: Int = indicatorStripHeight) throws -> Screenshot {
        return try Screenshot.capture(x: window.x, y: window.y + window.height - height, width: window.width, height: height)
    }

    /// The drawn dots of the page indicator: the screen row through them and each dot's
    /// horizontal extent on the screen. Move the pointer off the indicator first (hover draws).
    func dotRow(_ window: WindowGeometry) throws -> (y: Int, dots: [(start: Int, end: Int)]) {
        let shot = try indicatorStrip(window)
        let found = try XCTUnwrap(shot.rowOfShapes(minWidth: 5, maxWidth: 60), "the dots are drawn")
        let dots = found.shapes.map { (start: window.x + $0.start, end: window.x + $0.end) }
        return (window.y + window.height - Self.indicatorStripHeight + found.y, dots)
    }

    /// Presses at (`x`, `y`), moves `dx` pixels sideways in twelve slow steps (so the release is
    /// no flick: the pages follow the distance alone), pauses, and releases.
    func slowDrag(fromX x: Int, y: Int, by dx: Int) throws {
        try Xdotool.run(["mousemove", "\(x)", "\(y)"])
        Thread.sleep(forTimeInterval: 0.1)
        try Xdotool.run(["mousedown", "1"])
        for step in 1...12 {
            try Xdotool.run(["mousemove", "\(x + step * dx / 12)", "\(y)"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try Xdotool.run(["mouseup", "1"])
    }

    /// A point on the header bar: inside the window (which stays active without a window
    /// manager) but off the carousel, where the pointer pauses nothing.
    func headerPoint(_ window: WindowGeometry) -> (x: Int, y: Int) {
        (window.x + 40, window.y + 25)
    }

    func moveToHeader(_ window: WindowGeometry) throws {
        let point = headerPoint(window)
        try Xdotool.run(["mousemove", "\(point.x)", "\(point.y + 4)"])
        Thread.sleep(forTimeInterval: 0.1)
        try Xdotool.run(["mousemove", "\(point.x)", "\(point.y)"])
    }

    /// The index of the current page's mark (12 px; the others are 8 px) among `dots`.
    func currentDot(_ dots: [(start: Int, end: Int)]) -> Int? {
        dots.firstIndex { (10...14).contains($0.end - $0.start + 1) }
    }

    /// The dots drawn in `strip`, leaving out the window's frame at its edges.
    func dots(in strip: Screenshot, windowWidth: Int) -> [(start: Int, end: Int)] {
        (strip.rowOfShapes(minWidth: 5, maxWidth: 60)?.shapes ?? []).filter { $0.start > 10 && $0.end < windowWidth - 10 }
    }
}
