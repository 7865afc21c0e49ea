import Foundation
import TableDeckBridge
import XCTest

/// What a screen reader learns of row actions over AT-SPI, after real keys: a row's
/// menu is a menu named "Row actions" whose items are menu items, in both backends, and a
/// keyboard move leaves the focused row described with its new position where GTK cannot
/// announce it (4.8).
final class RowActionsAccessibilityEndToEndTests: EndToEndTestCase {
    func testTheMenusItemsAreMenuItemsInBothBackends() throws {
        for backend in ["stack", "recycling"] {
            let objects = try AtspiWalk.objects(["--table", backend, "--rows", "20"], environment: ["ATSPI_WALK_KEYS": "Down Down Menu"])
            let items = objects.filter { $0.role == "menu item" }.map(\.name)
            XCTAssertEqual(items, ["Delete", "Move Up", "Move Down", "Copy Name"], "\(backend): \(objects)")
            XCTAssertTrue(objects.contains { $0.role == "menu" && $0.name == "Row actions" }, "\(backend): \(objects)")
            XCTAssertFalse(objects.contains { $0.name == "GtkStackPage" || $0.name == "GtkPopoverMenu" }, "\(backend)")
        }
    }

    /// GTK 4.8 (Debian 12) cannot announce: the move is the moved row's description, which
    /// Orca 43 presents as the focused row's description change. GTK 4.14 and newer (Debian 13)
    /// announce it instead (the same binary, `GtkRuntime.announces`), and the row keeps no
    /// description, or Orca 48 would say the move twice.
    func testAKeyboardMoveDescribesTheFocusedRow() throws {
        // The cursor starts on row 0: Down Down, then Alt+Down moves "2. User" to the 4th place.
        let objects = try AtspiWalk.describedObjects(["--rows", "20"], environment: ["ATSPI_WALK_KEYS": "Down Down alt+Down"])
        let rows = objects.filter { $0.name.hasSuffix("User") }.prefix(6)
        XCTAssertEqual(rows.map(\.name), ["0. User", "1. User", "3. User", "2. User", "4. User", "5. User"], "moved")
        let row = objects.first { $0.name == "2. User" }
        let described = GtkRuntime.announces ? "" : "Moved to position 4 of 20"
        XCTAssertEqual(row?.description, described, "GTK \(GtkRuntime.version): \(rows)")
    }
}
