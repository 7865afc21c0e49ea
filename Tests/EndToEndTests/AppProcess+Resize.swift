import Foundation
import TestSupport
import XCTest

/// The one way an end-to-end test resizes the app's window.
extension AppProcess {
    /// Resizes the visible window titled "TableDeck" to `width` × `height` (no window manager:
    /// the X server applies the size as asked), waits until the X server reports that size, then
    /// until the window's content is at rest (laid out and drawn at the new size: wrapping text
    /// takes a frame or two to find its height); returns the new geometry. `ignoringBottom`
    /// leaves that many pixels at the window's bottom out of the rest (a focused entry's caret
    /// fades in and out there all the time).
    @discardableResult
    static func resizeMainWindow(
        width: Int, height: Int, ignoringBottom: Int = 0, file: StaticString = #filePath, line: UInt = #line
    ) throws -> WindowGeometry {
        let ids = try Xdotool.run(["search", "--onlyvisible", "--name", "^TableDeck$"]).split(separator: "\n")
        guard let id = ids.last.map(String.init) else { throw CaptureError(message: "no TableDeck window to resize") }
        try Xdotool.run(["windowsize", id, "\(width)", "\(height)"])
        let window = try waitFor(
            "the TableDeck window at \(width)×\(height)", sample: { try Xdotool.geometry(ofWindow: id) },
            until: { $0.width == width && $0.height == height }, describe: { "\($0.width)×\($0.height)" }, file: file,
            line: line)
        try Screenshot.waitUntilStill(
            x: window.x, y: window.y, width: window.width, height: window.height - ignoringBottom, file: file, line: line)
        return window
    }
}
