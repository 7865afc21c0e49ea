import Foundation
import XCTest

/// The app's popups on screen: GTK maps each shown popover (a row's context menu, a tooltip) as
/// an X window of its own, of the app's class, over the main window. A popup that is mapped is
/// there for the pointer: a click on it reaches it.
enum PopupWindow {
    typealias Geometry = (x: Int, y: Int, width: Int, height: Int)

    /// The class of the app's windows (the binary's name).
    static let className = "tabledeck"

    /// A popover menu is at least this tall (two items); a tooltip is not.
    static let menuHeight = 60

    /// Waits until a popup at least `minimumHeight` pixels tall is mapped, and returns its
    /// geometry; fails and throws after `timeout` seconds.
    static func waitUntilShown(
        minimumHeight: Int = menuHeight, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Geometry {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let popup = try popups().first(where: { $0.height >= minimumHeight }) { return popup }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        XCTFail("no popup \(minimumHeight)+ px tall was mapped in \(timeout) s", file: file, line: line)
        throw CaptureError(message: "no popup")
    }

    /// Waits until no popup at least `minimumHeight` pixels tall is mapped (a menu closed);
    /// fails and throws after `timeout` seconds.
    static func waitUntilGone(
        minimumHeight: Int = menuHeight, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var shown: [Geometry] = []
        repeat {
            shown = try popups().filter { $0.height >= minimumHeight }
            if shown.isEmpty { return }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        XCTFail("a popup is still mapped after \(timeout) s: \(shown)", file: file, line: line)
        throw CaptureError(message: "a popup stayed")
    }

    /// The geometry of each mapped window of the app's class but its main window, titled
    /// "TableDeck" (a popup's title is the binary's name; xdotool's search ignores case, so the
    /// title is compared here).
    private static func popups() throws -> [Geometry] {
        try Xdotool.visibleWindows(className: className).filter { try Xdotool.name(ofWindow: $0) != "TableDeck" }.map {
            try Xdotool.geometry(ofWindow: $0)
        }
    }
}
