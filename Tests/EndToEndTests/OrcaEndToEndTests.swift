import Foundation
import XCTest

/// Issue 18: every screen walked by keyboard with Orca 43 itself reading the app over AT-SPI
/// (`scripts/orca-walk.sh`: speech disabled, assertions on Orca's debug log).
final class OrcaEndToEndTests: EndToEndTestCase {
    /// Issue 18: on the stack table (Users, the default) Down, Down, End said nothing, because the
    /// cursor row was not the focus. Each move now presents the row the cursor lands on.
    func testUsersStackTablePresentsEveryCursorMove() throws {
        let walk = try OrcaWalk.run(["--rows", "100"], keys: ["Down", "Down", "End", "Home"])
        let expected = ["1. User", "2. User", "99. User", "0. User"]
        XCTAssertEqual(walk.keySteps.map(\.key), ["Down", "Down", "End", "Home"], "Orca saw every key")
        for (step, row) in zip(walk.keySteps, expected) {
            XCTAssertTrue(
                step.speech.contains { $0.hasPrefix(row + " ") || $0 == row || $0.hasPrefix(row + ".") },
                "\(step.key ?? "start"): Orca presents \(row); it said: \(step.spoken)")
        }
    }
}
