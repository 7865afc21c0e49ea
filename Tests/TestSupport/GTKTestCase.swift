import TableDeckBridge
import XCTest

/// A base for widget tests, of the views and of the app's screens in-process: real GTK widgets
/// on the main thread.
///
/// Without a display the tests skip, unless under CI or `TABLEDECK_REQUIRE_DISPLAY=1` (the
/// project's test command sets it), where a missing display fails instead (``TestRequirement``).
///
/// XCTest on Linux runs test methods on the main thread; methods are plain (a `@MainActor` test
/// method breaks discovery on Linux) and wrap their bodies in `MainActor.assumeIsolated`.
open class GTKTestCase: XCTestCase {
    /// Windows a helper opened for a test; closed when the test ends.
    @MainActor public static var windowsToClose: [Window] = []

    override open func tearDown() {
        MainActor.assumeIsolated {
            for window in Self.windowsToClose { window.destroy() }
            Self.windowsToClose = []
        }
        super.tearDown()
    }

    override open func setUpWithError() throws {
        try super.setUpWithError()
        // GTK's in-process accessibility backend, so tests can read accessible properties
        // (gtk_test_accessible_*); GTK reads this once, before the first widget exists.
        setenv("GTK_A11Y", "test", 1)
        let opened = MainActor.assumeIsolated { Display.open() }
        guard opened else {
            throw TestRequirement.unavailable("no display: widget tests need X11 or Wayland (xvfb-run swift test)")
        }
    }
}

/// Shows `child` in a new window of `width` × `height` and waits until it is laid out.
@MainActor
public func present(_ child: Widget, width: Int = 400, height: Int = 300) -> Window {
    let window = Window()
    window.setDefaultSize(width: width, height: height)
    window.setChild(child)
    window.present()
    waitOnMainLoop("the window's content laid out", seen: "\(child.allocatedWidth) × \(child.allocatedHeight) px") {
        child.allocatedHeight > 0
    }
    return window
}
