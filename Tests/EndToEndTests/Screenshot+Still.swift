import Foundation
import TestSupport
import XCTest

extension Screenshot {
    /// Waits until the screen's rectangle (`x`, `y`, `width`, `height`) is at rest: two captures
    /// in a row are the same pixels (what moved there, such as rows gliding after a deletion, has
    /// stopped); fails and throws after `timeout` seconds. Each capture takes longer than a
    /// frame, so two equal ones mean no frame changed the rectangle in between.
    static func waitUntilStill(
        x: Int, y: Int, width: Int, height: Int, timeout: TimeInterval = 10,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var previous = try capture(x: x, y: y, width: width, height: height)
        try waitFor(
            "the screen at \(width)×\(height)+\(x)+\(y) to come to rest", timeout: timeout, poll: 0,
            seen: "it was still changing",
            until: {
                let next = try capture(x: x, y: y, width: width, height: height)
                defer { previous = next }
                return next == previous
            }, file: file, line: line)
    }

    /// Waits until the screen's rectangle differs from `before` (the input's positive signal:
    /// the app has drawn its answer), then until it is at rest; returns the picture at rest.
    @discardableResult
    static func waitUntilChanged(
        from before: Screenshot, x: Int, y: Int, width: Int, height: Int, timeout: TimeInterval = 10,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screenshot {
        try waitFor(
            "the screen at \(width)×\(height)+\(x)+\(y) to change", timeout: timeout, poll: 0,
            sample: { try capture(x: x, y: y, width: width, height: height) }, until: { $0 != before },
            describe: { _ in "the same pixels as before" }, file: file, line: line)
        try waitUntilStill(x: x, y: y, width: width, height: height, timeout: timeout, file: file, line: line)
        return try capture(x: x, y: y, width: width, height: height)
    }
}
