import Foundation
import XCTest

/// The built app under Xvfb with real keys: Ctrl+Q, F10 and the primary menu, the
/// About and Keyboard Shortcuts windows.
final class DesktopEndToEndTests: EndToEndTestCase {
    /// Launches the app and puts the pointer over its window (focus follows the pointer).
    private func launchFocused(_ environment: [String: String?] = [:]) throws -> AppProcess {
        let app = try AppProcess([], environment: environment)
        try app.waitUntilReady()
        let window = try Xdotool.windowGeometry(title: "TableDeck")
        try Xdotool.pointAt(window)
        return app
    }

    /// Whether a visible window titled exactly `title` appears within `timeout` seconds.
    private func windowAppears(_ title: String, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let ids = try? Xdotool.run(["search", "--onlyvisible", "--name", "^\(title)$"]), !ids.isEmpty {
                return true
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Whether no visible window is titled `title` within `timeout` seconds: a window closing is
    /// waited for, not assumed after a fixed time.
    private func windowGoes(_ title: String, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let ids = (try? Xdotool.run(["search", "--onlyvisible", "--name", "^\(title)$"])) ?? ""
            if ids.isEmpty { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func testControlQQuitsWithStatusZero() throws {
        let app = try launchFocused()
        try Xdotool.key("ctrl+q")
        XCTAssertEqual(app.waitForExit(timeout: 10), 0, "stderr: \(app.stderr)")
    }

    func testF10OpensTheMenuAndItsAboutItemOpensTheAboutWindow() throws {
        let app = try launchFocused()
        defer { app.stop() }
        XCTAssertFalse(windowAppears("About TableDeck", timeout: 0.3))
        // F10 opens the primary menu with its first item focused; the second is About.
        try Xdotool.key("F10")
        Thread.sleep(forTimeInterval: 0.3)
        try Xdotool.key("Down", "Return")
        XCTAssertTrue(windowAppears("About TableDeck"), "no About window; stderr: \(app.stderr)")
        // Ctrl+Q works from the About window too.
        try Xdotool.key("ctrl+q")
        XCTAssertEqual(app.waitForExit(timeout: 10), 0)
    }

    func testControlQuestionOpensTheKeyboardShortcutsWindow() throws {
        let app = try launchFocused()
        defer { app.stop() }
        try Xdotool.key("ctrl+question")
        XCTAssertTrue(windowAppears("Keyboard Shortcuts"), "no Shortcuts window; stderr: \(app.stderr)")
        try Xdotool.key("Escape")
        XCTAssertTrue(windowGoes("Keyboard Shortcuts"), "Escape closes it")
    }

    func testControlDigitsSwitchScreens() throws {
        let app = try launchFocused()
        defer { app.stop() }
        // Ctrl+2 shows the Carousel, which prints its first page when it first appears.
        try Xdotool.key("ctrl+2")
        XCTAssertNotNil(app.waitForLine(timeout: 10) { $0.hasPrefix("Page 1 of ") }, "stdout: \(app.stdoutLines)")
        // Ctrl+1 shows the Users screen again, with the keyboard on its first row: Enter presses it.
        try Xdotool.key("ctrl+1")
        Thread.sleep(forTimeInterval: 0.3)
        try Xdotool.key("Return")
        XCTAssertNotNil(
            app.waitForLine(timeout: 10) { $0 == "Item pressed at index 0" }, "stdout: \(app.stdoutLines)")
    }
}
