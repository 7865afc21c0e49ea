import Foundation
import XCTest

extension Screenshot {
    /// Waits until the screen's rectangle (`x`, `y`, `width`, `height`) is at rest: two captures
    /// `interval` seconds apart are the same pixels (what moved there, such as rows gliding
    /// after a deletion, has stopped); fails and throws after `timeout` seconds.
    static func waitUntilStill(
        x: Int, y: Int, width: Int, height: Int, interval: TimeInterval = 0.05, timeout: TimeInterval = 10,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try capture(x: x, y: y, width: width, height: height)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: interval)
            let next = try capture(x: x, y: y, width: width, height: height)
            if next == previous { return }
            previous = next
        }
        XCTFail("the screen at \(width)×\(height)+\(x)+\(y) was still changing after \(timeout) s", file: file, line: line)
        throw CaptureError(message: "the screen did not come to rest")
    }
}
