import Foundation
import TestSupport
import XCTest

/// Launching the carousel and reading what it prints and draws.
extension CarouselEndToEndTests {
    /// Starts the carousel with `arguments`, waits for Ready and the first page line.
    func launch(
        _ arguments: [String], pages: Int, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (AppProcess, WindowGeometry) {
        let (app, window) = try AppProcess.launch(
            ["--screen", "carousel"] + arguments, pointing: false, file: file, line: line)
        do {
            try waitForPageLines(app, "the first page line, Page 1 of \(pages)", file: file, line: line) {
                $0.first == "Page 1 of \(pages)"
            }
        } catch {
            app.stop()
            throw error
        }
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
        let shot = try indicatorStrip(window)
        let found = try XCTUnwrap(shot.rowOfShapes(minWidth: 5, maxWidth: 60), "the dots are drawn")
        let dots = found.shapes.map { (start: window.x + $0.start, end: window.x + $0.end) }
        return (window.y + window.height - Self.indicatorStripHeight + found.y, dots)
    }

    /// Presses at (`x`, `y`), moves `dx` pixels sideways in twelve slow steps and holds still
    /// before the release, so the release is no flick: the pages follow the distance alone.
    func slowDrag(fromX x: Int, y: Int, by dx: Int) throws {
        try Xdotool.drag(through: Xdotool.line(fromX: x, y: y, dx: dx, dy: 0, steps: 12), pace: 0.03, settle: 0.1, hold: 0.3)
    }
}
