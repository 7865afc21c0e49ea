import Foundation
import TestSupport
import XCTest

/// A base for end-to-end tests: the built app under a real X display, driven with xdotool.
///
/// Without a display the tests skip, unless under CI or `TABLEDECK_REQUIRE_DISPLAY=1` (the
/// project's test command sets it), where a missing display fails instead (``TestRequirement``).
class EndToEndTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
            throw TestRequirement.unavailable("end-to-end tests need a display (xvfb-run swift test)")
        }
    }
}
