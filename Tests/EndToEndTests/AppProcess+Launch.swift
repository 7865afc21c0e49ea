import Foundation
import TestSupport
import XCTest

/// The screen rectangle of the app's window: x, y, width, height.
typealias WindowGeometry = (x: Int, y: Int, width: Int, height: Int)

/// The one way an end-to-end test starts the app: launched, ready, its window found, the pointer
/// on it.
extension AppProcess {
    /// Starts `tabledeck` with `arguments` (and `environment` changes; through `launcher` when
    /// it is not empty), waits for its `Ready`
    /// line (the first frame is on screen: input sent before it is lost) and its window, and
    /// with `pointing` puts the pointer over the window, so keys reach it (no window manager:
    /// focus follows the pointer). The app is stopped again if any of that fails.
    static func launch(
        _ arguments: [String], environment: [String: String?] = [:], launcher: [String] = [], pointing: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (AppProcess, WindowGeometry) {
        let app = try AppProcess(arguments, environment: environment, launcher: launcher)
        do {
            try app.waitUntilReady(file: file, line: line)
            let window = try mainWindow(file: file, line: line)
            if pointing { try Xdotool.pointAt(window) }
            return (app, window)
        } catch {
            app.stop()
            throw error
        }
    }

    /// The geometry of the visible window titled "TableDeck", once it is mapped with a size (a
    /// window of an app stopped just before may still be going).
    static func mainWindow(file: StaticString = #filePath, line: UInt = #line) throws -> WindowGeometry {
        let window = try waitFor(
            "a visible TableDeck window", sample: { try? Xdotool.windowGeometry(title: "TableDeck") },
            until: { ($0?.width ?? 0) > 0 }, file: file, line: line)
        guard let window else { throw CaptureError(message: "no TableDeck window") }
        return window
    }
}
