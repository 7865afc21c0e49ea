import Foundation
import TableDeckAppModel
import XCTest

/// The Cells and Class screens, and switching by the header's tabs, walked by keyboard
/// with Orca itself reading the app (`scripts/orca-walk.sh`; Orca 43 or 48, ``OrcaWords``).
final class OrcaCellsAndClassEndToEndTests: EndToEndTestCase {
    private let people = PeopleDirectory.sample
    private let detail = ClassDetail.sample(withPromotion: true)
    /// The Cells screen entered, as an ancestor of the focus (``OrcaWords/screen(_:text:)``: the
    /// screen's status line).
    private let cellsScreen = OrcaWords.screen("Cells", text: "Click a person, or move with Up and Down and press Enter")

    /// What a Cells row reads: the person's name, a comma, the detail line.
    private func row(_ name: String) -> String {
        "\(name), \(PeopleDirectory.detail(for: name))."
    }

    private func expect(_ step: OrcaWalk.Step, says utterance: String, _ what: String, line: UInt = #line) {
        XCTAssertTrue(
            step.speech.contains(utterance), "\(what): Orca says \"\(utterance)\"; it said: \(step.spoken)", line: line)
    }

    /// Each cursor move on Cells reads the person and her detail, with the comma ("Ada,
    /// Translator · Lyon", not the badge's initial nor "Section 0, row 0"), and the screen's and
    /// the list's names are read once on entry ("People panel" not twice).
    func testCellsPresentsEachCursorMoveAsNameAndDetail() throws {
        let names = people.groups.flatMap(\.names)
        guard let first = names.first, let last = names.last, names.count > 3 else {
            return XCTFail("the sample has people")
        }
        let walk = try OrcaWalk.run(["--rows", "20"], keys: ["ctrl+3", "Down", "Down", "End", "Home"])
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["3", "Down", "Down", "End", "Home"], "Orca saw every key")
        guard steps.count == 5 else { return }
        let list = OrcaWords.list("People", items: 12)
        expect(steps[0], says: cellsScreen, "Ctrl+3, the screen")
        expect(steps[0], says: list[0], "Ctrl+3, the list")
        expect(steps[0], says: row(first), "Ctrl+3, the cursor row")
        XCTAssertEqual(steps[0].speech.filter { $0 == cellsScreen }.count, 1, "the screen once: \(steps[0].spoken)")
        XCTAssertEqual(steps[0].speech.filter { $0.hasPrefix("People") }, [list[0]], "the list once, as the list")
        for (step, name) in zip(steps.dropFirst(), [names[1], names[2], last, first]) {
            expect(step, says: row(name), "\(step.key ?? "")")
            XCTAssertTrue(
                step.braille.contains { $0.contains(row(name).dropLast()) }, "\(step.key ?? ""): braille \(step.braille)")
        }
        let initials = walk.allSpeech.filter { utterance in names.contains { utterance.hasPrefix("\($0.prefix(1)) \($0)") } }
        XCTAssertEqual(initials, [], "the badge's initial is not read")
        XCTAssertEqual(walk.steps.flatMap { $0.speech + $0.braille }.filter { $0.contains("Gtk") }, [], "no toolkit names")
    }

    /// Ctrl+4 lands on the class's overview (not the promotion field),
    /// presented with the screen's name and the class's title; the availability answer is
    /// presented when it arrives (with speech on, as Orca speaks a description change of the
    /// focused object; with speech off it only flashes it in braille), again on See
    /// availability, and once more after a new check.
    func testClassScreenPresentsTheOverviewAndTheAvailabilityAnswer() throws {
        let answer = detail.availabilityAnswer
        // The answer comes a second after the check starts: wait until Orca has presented it.
        let walk = try OrcaWalk.run(
            ["--rows", "20"], keys: ["ctrl+4", "until=\(answer)", "Tab", "space", "until=\(answer)"], speech: true)
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["4", "Tab", OrcaWords.spaceKey], "Orca saw every key")
        guard steps.count == 3 else { return }
        expect(steps[0], says: "Class panel.", "Ctrl+4, the screen")
        expect(steps[0], says: "\(detail.title) panel.", "Ctrl+4, the overview by the class's title")
        expect(steps[0], says: "Checking…", "Ctrl+4, the overview's description while the check runs")
        XCTAssertTrue(
            steps[0].speech.contains { $0.hasPrefix(answer) }, "the answer is presented when it arrives: \(steps[0].spoken)")
        XCTAssertFalse(steps[0].speech.contains { $0.hasPrefix("Promotion code") }, "not the promotion field")
        expect(steps[1], says: OrcaWords.button("See availability"), "Tab")
        expect(steps[1], says: "\(answer).", "Tab, the button's description")
        expect(steps[2], says: "Checking…", "Space: a new check")
        XCTAssertTrue(steps[2].speech.contains { $0.hasPrefix(answer) }, "its answer: \(steps[2].spoken)")
        XCTAssertTrue(steps[2].braille.contains(answer), "braille, as with speech off: \(steps[2].braille)")
        XCTAssertEqual(walk.steps.flatMap { $0.speech + $0.braille }.filter { $0.contains("Gtk") }, [], "no toolkit names")
    }

    /// The header's tabs switch screens from the keyboard too (Tab to the tabs, Right,
    /// Space), and the focus then moves into the new screen's main content, presented with the
    /// screen's name.
    func testSwitchingByTheTabsMovesTheFocusIntoTheScreen() throws {
        guard let first = people.groups.first?.names.first else { return XCTFail("the sample has people") }
        let cells = try OrcaWalk.run(["--rows", "20"], keys: ["Tab", "Right", "Right", "space"]).keySteps
        XCTAssertEqual(cells.map(\.key), ["Tab", "Right", "Right", OrcaWords.spaceKey], "Orca saw every key")
        if cells.count == 4 {
            expect(cells[0], says: "Users page tab.", "Tab to the tabs")
            expect(cells[2], says: "Cells page tab.", "Right, Right")
            expect(cells[3], says: cellsScreen, "Space on Cells: the screen")
            expect(cells[3], says: row(first), "Space on Cells: the focus is on its first row")
        }
        let detailWalk = try OrcaWalk.run(["--rows", "20"], keys: ["Tab", "Right", "Right", "Right", "space"]).keySteps
        XCTAssertEqual(
            detailWalk.map(\.key), ["Tab", "Right", "Right", "Right", OrcaWords.spaceKey], "Orca saw every key")
        if detailWalk.count == 5 {
            expect(detailWalk[3], says: "Class page tab.", "Right, Right, Right")
            expect(detailWalk[4], says: "Class panel.", "Space on Class: the screen")
            expect(detailWalk[4], says: "\(detail.title) panel.", "Space on Class: the focus is on the overview")
        }
    }
}
