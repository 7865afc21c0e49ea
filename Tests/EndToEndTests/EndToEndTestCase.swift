import Foundation
import XCTest

/// A base for end-to-end tests: the built app under a real X display, driven with xdotool.
///
/// Without a display the tests skip, unless `TABLEDECK_REQUIRE_DISPLAY=1` (the project's test
/// command sets it), where a missing display fails instead, so CI can never pass by skipping.
class EndToEndTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
            if environment["TABLEDECK_REQUIRE_DISPLAY"] == "1" {
                XCTFail("no display, but TABLEDECK_REQUIRE_DISPLAY=1: run the tests under xvfb-run")
            }
            throw XCTSkip("end-to-end tests need a display (xvfb-run swift test)")
        }
    }
}
