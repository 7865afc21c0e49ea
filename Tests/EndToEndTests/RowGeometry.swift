import Foundation
import XCTest

/// Where the Users screen's rows are on screen, measured from the app with real clicks rather
/// than assumed: rows are laid out top-down from the first row's top, all as tall.
struct RowGeometry {
    let firstRowTop: Double
    let rowHeight: Double

    /// The height of the middle of visible row `row` (0: the top row when scrolled to the top).
    func centre(ofVisibleRow row: Int) -> Int { Int(firstRowTop + (Double(row) + 0.5) * rowHeight) }

    /// Clicks at height `y` and returns the index the app printed.
    private static func index(at y: Int, x: Int, _ app: AppProcess) throws -> Int {
        let before = app.stdoutLines.filter { $0.hasPrefix("Item pressed at index ") }.count
        try Xdotool.click(x: x, y: y)
        let lines = app.waitForLines(withPrefix: "Item pressed at index ", count: before + 1)
        guard lines.count == before + 1, let index = Int(lines[before].dropFirst("Item pressed at index ".count)) else {
            XCTFail("a click at y=\(y) printed \(lines.dropFirst(before))")
            throw CaptureError(message: "no row at y=\(y)")
        }
        return index
    }

    /// The first height in `low...high` at which a click hits a row whose index is at least
    /// `target` (binary search: clicks at `low` must hit a lower index, at `high` not).
    private static func firstY(in low: Int, _ high: Int, reaching target: Int, x: Int, _ app: AppProcess) throws -> Int {
        var low = low
        var high = high
        while high - low > 1 {
            let middle = (low + high) / 2
            if try index(at: middle, x: x, app) >= target { high = middle } else { low = middle }
        }
        return high
    }

    /// Measures where rows start and how tall they are by finding two row boundaries 9+ rows
    /// apart to the pixel, so that clicks land on exactly the rows a test means. Its clicks
    /// press (and select) rows, each wholly on screen in the 800 × 600 window: a click 420 px
    /// down landed on the list's partly hidden last row, and twice in a loaded CI run that press
    /// printed nothing (what a press on such a row does is TableInteractionTests' to check).
    static func measure(_ app: AppProcess, x: Int, top: Int) throws -> RowGeometry {
        let firstIndex = try index(at: top + 20, x: x, app)
        let boundaryOne = try firstY(in: top + 20, top + 120, reaching: firstIndex + 1, x: x, app)
        let farIndex = try index(at: boundaryOne + 380, x: x, app)
        let boundaryTwo = try firstY(in: boundaryOne + 260, boundaryOne + 380, reaching: farIndex, x: x, app)
        let rowHeight = Double(boundaryTwo - boundaryOne) / Double(farIndex - (firstIndex + 1))
        let firstRowTop = Double(boundaryOne) - Double(firstIndex + 1) * rowHeight
        return RowGeometry(firstRowTop: firstRowTop, rowHeight: rowHeight)
    }
}
