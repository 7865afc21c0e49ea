import Foundation
import XCTest

/// The search bar read by Orca itself (`scripts/orca-walk.sh`; Orca 43 or 48, ``OrcaWords``):
/// Ctrl+F lands in the search field, and the result's count is presented.
final class OrcaSearchEndToEndTests: EndToEndTestCase {
    /// Ctrl+F on Users, then "12" typed into 200 users: 12 results (12, 112, 120–129). GTK 4.18
    /// announces the count as it comes, and Orca 48 says it once. GTK 4.8 cannot announce; the
    /// count is the field's description, which Orca 43 does not present when it changes under
    /// the focus (it does for a row or a button), but reads with the field: Tab to the close
    /// button and back reads "Search … 12 results".
    func testTheResultCountIsPresented() throws {
        let keys = OrcaWords.isOrca48 ? ["ctrl+f", "1", "2"] : ["ctrl+f", "1", "2", "Tab", "shift+Tab"]
        let walk = try OrcaWalk.run(["--rows", "200"], keys: keys + ["until=12 results"], speech: true)
        let steps = walk.keySteps
        XCTAssertEqual(
            steps.map(\.key), OrcaWords.isOrca48 ? ["f", "1", "2"] : ["f", "1", "2", "Tab", "ISO_Left_Tab"], "Orca saw every key")
        guard steps.count >= 3, let last = steps.last else { return }
        // The field takes the focus as the bar slides in: read by the time the first letter is.
        XCTAssertTrue(
            steps[0...1].contains { $0.speech.contains { $0.contains("Search") } }, "Ctrl+F, the field: \(steps.map(\.spoken))")
        XCTAssertEqual(last.speech.filter { $0.contains("12 results") }.count, 1, "the count, once: \(last.spoken)")
        if OrcaWords.isOrca48 {
            XCTAssertTrue(last.events.contains("object:announcement"), "announced: \(last.events)")
        }
        XCTAssertEqual(walk.steps.flatMap { $0.speech + $0.braille }.filter { $0.contains("Gtk") }, [], "no toolkit names")
    }
}
