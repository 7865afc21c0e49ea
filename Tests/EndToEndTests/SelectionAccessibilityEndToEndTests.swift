import Foundation
import XCTest

/// What a screen reader learns of the Users screen's selection, over AT-SPI, after
/// real keys: the selected rows are in the `selected` state in both backends, and the recycling
/// list offers AT-SPI's Selection with the count of selected rows.
final class SelectionAccessibilityEndToEndTests: EndToEndTestCase {
    /// Lines of `scripts/atspi-walk.sh` with the selection script, after pressing `keys`.
    private func selection(_ arguments: [String], keys: String) throws -> [[String]] {
        let lines = try AtspiWalk.lines(arguments, environment: ["ATSPI_WALK_KEYS": keys, "ATSPI_WALK_SCRIPT": "atspi_selection.py"])
        return lines.map { $0.components(separatedBy: "\t") }
    }

    func testSelectedRowsAreSelectedToScreenReadersInBothBackends() throws {
        // The cursor starts on row 0: Down, then Shift+Down twice selects rows 1 to 3.
        let keys = "Down shift+Down shift+Down"
        for backend in ["stack", "recycling"] {
            let lines = try selection(["--table", backend, "--rows", "50"], keys: keys)
            // Rows only: the Users tab of the screen switcher is selected too.
            let selected = lines.filter { $0.first == "selected" }.compactMap { $0.last }.filter { $0.hasSuffix(". User") }
            XCTAssertEqual(Set(selected), ["1. User", "2. User", "3. User"], "\(backend): \(lines)")
            if backend == "recycling" {
                let lists = lines.filter { $0.first == "selection" && $0.dropFirst().first == "Users" }
                XCTAssertEqual(lists.first?.last, "3", "\(backend): the list's Selection counts three: \(lines)")
            }
        }
    }
}
