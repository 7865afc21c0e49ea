import Foundation
import TestSupport
import XCTest

/// Launching the carousel and reading what it prints and draws.
extension CarouselEndToEndTests {
    /// Starts the carousel with `arguments` (and `environment` changes), waits for Ready and
    /// the first page line. The pointer is parked off the window first, in the screen's
    /// bottom-right corner: no dot is hovered at launch, whatever the test before left under
    /// the pointer.
    func launch(
        _ arguments: [String], pages: Int, environment: [String: String?] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (AppProcess, WindowGeometry) {
        let corner = try screenCorner()
        try Xdotool.run(["mousemove", "\(corner.x)", "\(corner.y)"])
        let (app, window) = try AppProcess.launch(
            ["--screen", "carousel"] + arguments, environment: environment, pointing: false, file: file, line: line)
        do {
            // A fresh X server moves no pointer before a client has mapped a window: then it is
            // moved (and awaited) now. It came from the middle of the screen, over a page's
            // row, and rows draw no hover.
            try Xdotool.move(x: corner.x, y: corner.y)
            try waitForPageLines(app, "the first page line, Page 1 of \(pages)", file: file, line: line) {
                $0.first == "Page 1 of \(pages)"
            }
        } catch {
            app.stop()
            throw error
        }
        return (app, window)
    }

    /// The screen's bottom-right pixel: off the window, which opens at the top left (there is
    /// no window manager).
    func screenCorner() throws -> (x: Int, y: Int) {
        let size = try Xdotool.run(["getdisplaygeometry"]).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard size.count == 2 else { throw CaptureError(message: "xdotool getdisplaygeometry gave \(size)") }
        return (size[0] - 1, size[1] - 1)
    }

    /// The window's geometry now (after a resize, say).
    func currentWindow() throws -> WindowGeometry {
        try AppProcess.mainWindow()
    }

    /// The `Page P of M` lines printed so far.
    func pageLines(_ app: AppProcess) -> [String] {
        app.stdoutLines.filter { $0.hasPrefix("Page ") }
    }

    /// Waits until the page lines printed so far meet `condition`; returns them. A failure
    /// names `what` was awaited and shows the page lines there were.
    @discardableResult
    func waitForPageLines(
        _ app: AppProcess, _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line,
        until condition: ([String]) -> Bool
    ) throws -> [String] {
        try waitFor(
            what(), sample: { pageLines(app) }, until: condition, describe: { "page lines \($0)" }, file: file, line: line)
    }

    /// Waits until stdout has a line for which `predicate` holds; returns it. A failure names
    /// `what` was awaited and shows stdout's last lines.
    @discardableResult
    func waitForLine(
        _ app: AppProcess, _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line,
        where predicate: @escaping (String) -> Bool
    ) throws -> String {
        let lines = try waitFor(
            what(), sample: { app.stdoutLines }, until: { $0.contains(where: predicate) },
            describe: { "stdout ending \($0.suffix(5))" }, file: file, line: line)
        return lines.first(where: predicate) ?? ""
    }

    /// Waits until the last page line is `expected`. The pager prints a page line only once it
    /// has settled on the page (no animation, drag or scrub under way), so the pages are at rest
    /// when this returns.
    func waitForLastPageLine(
        _ app: AppProcess, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try waitForPageLines(app, "the last page line to be \(expected)", file: file, line: line) { $0.last == expected }
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
        try dotRow(window, in: indicatorStrip(window))
    }

    /// The dots in `shot`, a picture of `window`'s indicator strip.
    func dotRow(_ window: WindowGeometry, in shot: Screenshot) throws -> (y: Int, dots: [(start: Int, end: Int)]) {
        let found = try XCTUnwrap(shot.rowOfShapes(minWidth: 5, maxWidth: 60), "the dots are drawn")
        let dots = found.shapes.map { (start: window.x + $0.start, end: window.x + $0.end) }
        return (window.y + window.height - Self.indicatorStripHeight + found.y, dots)
    }

    /// Releases the left button that a test which failed mid-drag left held, so the next test's
    /// presses are presses.
    func releaseButton() {
        _ = try? Xdotool.run(["mouseup", "1"])
    }

    /// Presses at (`x`, `y`), moves `dx` pixels sideways in twelve slow steps and holds still
    /// before the release, so the release is no flick: the pages follow the distance alone.
    func slowDrag(fromX x: Int, y: Int, by dx: Int) throws {
        try Xdotool.drag(through: Xdotool.line(fromX: x, y: y, dx: dx, dy: 0, steps: 12), pace: 0.03, settle: 0.1, hold: 0.3)
    }
}

/// Pictures of the carousel that wait for it to answer.
extension CarouselEndToEndTests {
    /// A rectangle of the screen: x, y, width, height.
    typealias ScreenArea = (x: Int, y: Int, width: Int, height: Int)

    /// The part of `window` the carousel fills, pages and indicator, less the right edge where
    /// a page's overlay scrollbar flashes as the pointer moves.
    func carouselArea(_ window: WindowGeometry) -> ScreenArea {
        (window.x, window.y + 60, window.width - 30, window.height - 60)
    }

    /// The strip at the bottom of `window` that holds the page indicator, `height` pixels tall.
    func indicatorArea(_ window: WindowGeometry, height: Int = indicatorStripHeight) -> ScreenArea {
        (window.x, window.y + window.height - height, window.width, height)
    }

    /// A picture of `area` now.
    func capture(_ area: ScreenArea) throws -> Screenshot {
        try Screenshot.capture(x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// Captures `area` until two captures in a row are the same pixels (what moved there, a
    /// page, a dot's colour easing in, a focus ring, has stopped) and returns that picture. Each
    /// capture takes longer than a frame, so two equal ones mean no frame changed the area.
    /// `first` is a capture just taken, if any.
    @discardableResult
    func pictureAtRest(
        _ area: ScreenArea, first: Screenshot? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screenshot {
        var previous = try first ?? capture(area)
        let rest = try waitFor(
            "the screen at \(area.width)×\(area.height)+\(area.x)+\(area.y) to come to rest", poll: 0,
            sample: { () -> Screenshot? in
                let next = try capture(area)
                defer { previous = next }
                return next == previous ? next : nil
            }, until: { $0 != nil }, describe: { _ in "it was still changing" }, file: file, line: line)
        return rest ?? previous
    }

    /// Waits until the picture of `area` differs from `before` (the positive signal that the app
    /// answered `input`), then until it is at rest; returns the picture at rest.
    @discardableResult
    func pictureChanged(
        _ area: ScreenArea, from before: Screenshot, after input: @autoclosure () -> String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screenshot {
        let changed = try waitFor(
            "the screen at \(area.width)×\(area.height)+\(area.x)+\(area.y) to answer \(input())", poll: 0,
            sample: { try capture(area) }, until: { $0 != before }, describe: { _ in "the same pixels as before" },
            file: file, line: line)
        return try pictureAtRest(area, first: changed, file: file, line: line)
    }

    /// The indicator strip once it is at rest: a dot eases its colour for 150 ms after a page
    /// change or a hover. (While autoplay counts, the current dot fills and never rests.)
    func stillIndicatorStrip(
        _ window: WindowGeometry, height: Int = indicatorStripHeight, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screenshot {
        try pictureAtRest(indicatorArea(window, height: height), file: file, line: line)
    }

    /// ``dotRow(_:)`` once the indicator is at rest (see ``stillIndicatorStrip(_:height:file:line:)``).
    func stillDotRow(
        _ window: WindowGeometry, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (y: Int, dots: [(start: Int, end: Int)]) {
        try dotRow(window, in: stillIndicatorStrip(window, file: file, line: line))
    }

    /// Whether the bottom `rows` rows of two pictures of the same size differ.
    func bottomRows(_ rows: Int, of a: Screenshot, differFrom b: Screenshot) -> Bool {
        guard a.width == b.width, a.height == b.height else { return true }
        for y in (a.height - rows)..<a.height {
            for x in 0..<a.width where a.pixel(x, y) != b.pixel(x, y) { return true }
        }
        return false
    }
}

/// Autoplay's promise: nothing happens while it is paused.
extension CarouselEndToEndTests {
    /// Whether a page line beyond the first `count` comes within `seconds`. This is the one wait
    /// about time itself: a pause holds when no page comes for longer than autoplay's interval,
    /// so it watches that long (and answers at once if a line comes). Call it after a positive
    /// signal that the pause is in effect, such as the carousel at rest.
    func pageLineComes(_ app: AppProcess, after count: Int, within seconds: TimeInterval) -> Bool {
        poll(timeout: seconds) { pageLines(app).count > count }
    }

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

    /// The index of the current page's mark (12 px; the others are 8 px) among `dots`.
    func currentDot(_ dots: [(start: Int, end: Int)]) -> Int? {
        dots.firstIndex { (10...14).contains($0.end - $0.start + 1) }
    }

    /// The dots drawn in `strip`, leaving out the window's frame at its edges.
    func dots(in strip: Screenshot, windowWidth: Int) -> [(start: Int, end: Int)] {
        (strip.rowOfShapes(minWidth: 5, maxWidth: 60)?.shapes ?? []).filter { $0.start > 10 && $0.end < windowWidth - 10 }
    }
}
