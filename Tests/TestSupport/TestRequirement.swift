import Foundation
import XCTest

/// What a test does when something it needs (a display, xdotool, ImageMagick, a GSettings
/// schema) is missing or fails: on a developer's machine it skips, saying what is missing; under
/// CI (`CI=true`) or the project's test command (`TABLEDECK_REQUIRE_DISPLAY=1`) it fails, naming
/// the tool, so a run can never pass by skipping.
public enum TestRequirement {
    /// Whether a missing requirement fails the test instead of skipping it.
    public static var isStrict: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["CI"] == "true" || environment["TABLEDECK_REQUIRE_DISPLAY"] == "1"
    }

    /// The error to throw when `what` is missing or failed: an `XCTSkip`, or under
    /// ``isStrict`` an error that fails the test with the same words.
    public static func unavailable(_ what: String) -> any Error {
        isStrict ? Unavailable(description: "\(what) (a failure, not a skip: CI=true or TABLEDECK_REQUIRE_DISPLAY=1)") : XCTSkip(what)
    }
}

/// A requirement that was missing where skipping is not allowed.
public struct Unavailable: Error, CustomStringConvertible {
    /// What was missing or failed.
    public let description: String
}
