import Foundation
import TestSupport
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
        // Mapped, and in place: GTK may map a popover before its last size and position, and a
        // click read from the first geometry lands elsewhere. So the same geometry is read
        // three times in a row (about 40 ms) before it is trusted.
        var previous: Geometry?
        var sameReadings = 0
        let mapped = try waitFor(
            "a popup \(minimumHeight)+ px tall to be mapped and at rest", timeout: timeout, sample: popups,
            until: { popups in
                guard let popup = popups.first(where: { $0.height >= minimumHeight }) else {
                    previous = nil
                    return false
                }
                sameReadings = previous.map { $0 == popup } ?? false ? sameReadings + 1 : 0
                previous = popup
                return sameReadings >= 2
            }, describe: { "popups mapped: \($0)" }, file: file, line: line)
        guard let popup = mapped.first(where: { $0.height >= minimumHeight }) else { throw CaptureError(message: "no popup") }
        // And drawn at rest: a menu laid out in two goes once showed its scrolled window's
        // scrollbar where Delete was about to be, and a click there closed the menu unused
        // (GTK warned of broken active-state accounting from the menu's scrollbar).
        try Screenshot.waitUntilStill(x: popup.x, y: popup.y, width: popup.width, height: popup.height, file: file, line: line)
        return popup
    }

    /// Waits until no popup at least `minimumHeight` pixels tall is mapped (a menu closed);
    /// fails and throws after `timeout` seconds.
    static func waitUntilGone(
        minimumHeight: Int = menuHeight, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try waitFor(
            "no popup \(minimumHeight)+ px tall to be mapped (a menu closed)", timeout: timeout,
            sample: { try popups().filter { $0.height >= minimumHeight } }, until: { $0.isEmpty },
            describe: { "still mapped: \($0)" }, file: file, line: line)
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
