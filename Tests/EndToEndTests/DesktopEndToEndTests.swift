import Foundation
import TestSupport
import XCTest

/// The built app under Xvfb with real keys: Ctrl+Q, F10 and the primary menu, the
/// About and Keyboard Shortcuts windows.
final class DesktopEndToEndTests: EndToEndTestCase {
    /// Launches the app and puts the pointer over its window (focus follows the pointer).
    private func launchFocused(_ environment: [String: String?] = [:]) throws -> (AppProcess, WindowGeometry) {
        try AppProcess.launch([], environment: environment)
    }

    /// The titles of the app's visible windows.
    private func windowTitles() throws -> [String] {
        try Xdotool.visibleWindows(className: PopupWindow.className).map { try Xdotool.name(ofWindow: $0) }
    }

    /// Whether a visible window titled exactly `title` appears within 10 seconds (a failure
    /// names `why` and the windows there were instead).
    private func windowAppears(
        _ title: String, _ why: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        (try? waitFor(
            "a window titled \(title) (\(why()))", sample: windowTitles, until: { $0.contains(title) },
            describe: { "windows titled \($0)" }, file: file, line: line)) != nil
    }

    /// Whether no visible window is titled `title` within 10 seconds: a window closing is waited
    /// for, not assumed after a fixed time (a failure names `why` and the windows still there).
    private func windowGoes(
        _ title: String, _ why: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        (try? waitFor(
            "no window titled \(title) (\(why()))", sample: windowTitles, until: { !$0.contains(title) },
            describe: { "windows titled \($0)" }, file: file, line: line)) != nil
    }

    func testControlQQuitsWithStatusZero() throws {
        let (app, _) = try launchFocused()
        try Xdotool.key("ctrl+q")
        XCTAssertEqual(app.waitForExit(timeout: 10), 0, "stderr: \(app.stderr)")
    }

    func testF10OpensTheMenuAndItsAboutItemOpensTheAboutWindow() throws {
        let (app, _) = try launchFocused()
        defer { app.stop() }
        // Nothing asked for it yet: the window is up (the launch waited for it), no About window.
        XCTAssertFalse(try windowTitles().contains("About TableDeck"))
        // F10 opens the primary menu with its first item focused; the second is About.
        try Xdotool.key("F10")
        _ = try PopupWindow.waitUntilShown()
        try Xdotool.key("Down", "Return")
        XCTAssertTrue(windowAppears("About TableDeck", "no About window; stderr: \(app.stderr)"))
        // Ctrl+Q works from the About window too.
        try Xdotool.key("ctrl+q")
        XCTAssertEqual(app.waitForExit(timeout: 10), 0)
    }

    func testControlQuestionOpensTheKeyboardShortcutsWindow() throws {
        let (app, _) = try launchFocused()
        defer { app.stop() }
        try Xdotool.key("ctrl+question")
        XCTAssertTrue(windowAppears("Keyboard Shortcuts", "no Shortcuts window; stderr: \(app.stderr)"))
        try Xdotool.key("Escape")
        XCTAssertTrue(windowGoes("Keyboard Shortcuts", "Escape closes it"))
    }

    func testControlDigitsSwitchScreens() throws {
        let (app, window) = try launchFocused()
        defer { app.stop() }
        // The screens' area, below the header bar, above the status line.
        let screen = (x: window.x, y: window.y + 60, width: window.width, height: window.height - 100)
        // Ctrl+2 shows the Carousel, which prints its first page when it first appears.
        try Xdotool.key("ctrl+2")
        XCTAssertNotNil(app.waitForLine(timeout: 10) { $0.hasPrefix("Page 1 of ") }, "stdout: \(app.stdoutLines)")
        try Screenshot.waitUntilStill(x: screen.x, y: screen.y, width: screen.width, height: screen.height)
        let carousel = try Screenshot.capture(x: screen.x, y: screen.y, width: screen.width, height: screen.height)
        // Ctrl+1 shows the Users screen again, with the keyboard on its first row: Enter presses it.
        try Xdotool.key("ctrl+1")
        try Screenshot.waitUntilChanged(from: carousel, x: screen.x, y: screen.y, width: screen.width, height: screen.height)
        try Xdotool.key("Return")
        XCTAssertNotNil(
            app.waitForLine(timeout: 10) { $0 == "Item pressed at index 0" }, "stdout: \(app.stdoutLines)")
    }
}
