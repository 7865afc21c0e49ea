import Foundation
import XCTest

/// What Orca 43 says of the Users rows on both table engines under the same keys: a stack-table
/// row and a recycling-table row are one kind of thing to a screen-reader user, a list item read
/// by its text and its selected state, in a list named after the table.
final class OrcaEngineParityEndToEndTests: EndToEndTestCase {
    /// Guards against the stack table's rows being read as what they are in GTK (the delegate's
    /// label: "2. User label.", no selected state) while the recycling table's are list items
    /// ("2. User. not selected."). The screen opens with the focus on row 0; Down, Down, then
    /// Ctrl+Space selects row 2 (Space alone presses a row, as Enter does), Down leaves it and
    /// Up comes back to it, now selected. Speech on, so Orca's "selected" (a message it speaks
    /// when the focused item is selected by Space) is logged too. Both engines must say exactly
    /// the same lines, and the lines are the list-item ones.
    func testBothEnginesSpeakTheSameRowsTheSameWay() throws {
        // Orca speaks "selected" when the app's selection event reaches it, which under load
        // can be after the app is at rest: the walk waits for it (and fails if it never comes).
        let keys = ["Down", "Down", "ctrl+space", "until=selected", "Down", "Up"]
        // What Orca says after each key: the row it lands on and its state (nothing for a
        // selected row, as Orca 43 says only "not selected"), or the selection itself.
        let expected = [
            ["1. User.", "not selected."], ["2. User.", "not selected."], ["selected"], ["3. User.", "not selected."],
            ["2. User."],
        ]
        var spoken: [String: [[String]]] = [:]
        for backend in ["stack", "recycling"] {
            let walk = try OrcaWalk.run(["--rows", "100", "--table", backend], keys: keys, speech: true)
            let steps = walk.keySteps
            XCTAssertEqual(steps.map(\.key), ["Down", "Down", "space", "Down", "Up"], "\(backend): Orca saw every key")
            guard steps.count == expected.count, let start = walk.steps.first else { continue }
            // At start-up the focus enters the screen, the list and its first row.
            XCTAssertEqual(
                Array(start.speech.suffix(5)), ["Users panel.", "Users.", "List with 100 items.", "0. User.", "not selected."],
                "\(backend): the list by its name and size, then its first row: \(start.spoken)")
            for (step, lines) in zip(steps, expected) {
                // Orca's own shutdown ends the last step's speech.
                let said = step.speech.filter { $0 != "Screen reader off." }
                XCTAssertEqual(said, lines, "\(backend), \(step.key ?? ""): \(step.spoken)")
            }
            let presented = walk.steps.flatMap { $0.speech + $0.braille }
            XCTAssertEqual(
                presented.filter { $0.contains("Gtk") || $0.contains("Tdk") || $0.hasSuffix("User label.") }, [],
                "\(backend): no row read as a label, no toolkit name")
            spoken[backend] = walk.steps.map(\.speech)
        }
        XCTAssertEqual(spoken["stack"], spoken["recycling"], "both engines say the same lines at every step")
    }
}
