import Foundation
import XCTest

/// The window shrinks to 400 px (the screen tabs give way to a drop-down).
final class NarrowWindowEndToEndTests: EndToEndTestCase {
    func testWindowShrinksTo400PixelsAndTheScreensStillSwitch() throws {
        let (app, _) = try AppProcess.launch(["--screen", "detail"], pointing: false)
        defer { app.stop() }
        let window = try AppProcess.resizeMainWindow(width: 400, height: 700)
        XCTAssertLessThanOrEqual(window.width, 420, "the window took the narrow size (it is \(window.width) px wide)")
        // The screen shortcuts still switch screens when the tabs are folded into a drop-down.
        try Xdotool.pointAt(window)
        try Xdotool.key("ctrl+2")
        XCTAssertNotNil(app.waitForLine(timeout: 10) { $0.hasPrefix("Page 1 of ") }, "Ctrl+2 opened the carousel")
    }
}
