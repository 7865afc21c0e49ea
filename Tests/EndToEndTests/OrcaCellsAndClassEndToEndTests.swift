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
    /// The Class screen entered (on Orca 48 with its first static text, the promotion switch's).
    private let classScreen = OrcaWords.screen("Class", text: "Class has a promotion")

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
    /// presented when it arrives (with speech on; with speech off Orca only flashes a message
    /// in braille), and once more after a new check. What carries it differs by release, and
    /// each step asserts the one its release uses (``OrcaWords/messageEvent``): on Debian 12 the
    /// description of the focused overview and of See availability (GTK 4.8 cannot announce;
    /// Orca 43 presents the focused object's description change), so Tab to the button reads
    /// the answer too; on Debian 13 GTK 4.18's announcement, which Orca 48 presents though it
    /// moved its focus to the header's new tab after Ctrl+4 (where it drops a description
    /// change of the overview), and no description, or Orca 48 would say the answer twice (each
    /// answer is asserted once).
    func testClassScreenPresentsTheOverviewAndTheAvailabilityAnswer() throws {
        let answer = detail.availabilityAnswer
        // The answer comes a second after the check starts: wait until Orca has presented it.
        let walk = try OrcaWalk.run(
            ["--rows", "20"], keys: ["ctrl+4", "until=\(answer)", "Tab", "space", "until=\(answer)"], speech: true)
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["4", "Tab", OrcaWords.spaceKey], "Orca saw every key")
        guard steps.count == 3 else { return }
        expect(steps[0], says: classScreen, "Ctrl+4, the screen")
        XCTAssertTrue(
            steps[0].braille.contains { $0.contains(OrcaWords.focusedGroupBrailled(detail.title)) },
            "Ctrl+4, the overview by the class's title: \(steps[0].braille)")
        // Orca 48 leaves that name out of its speech (OrcaWords.focusedGroupBrailled).
        if !OrcaWords.isOrca48 { expect(steps[0], says: "\(detail.title) panel.", "Ctrl+4, the overview spoken") }
        // The page's first "Checking…" is set while the page is built, before it can be
        // announced: the overview's description on both releases, read with it.
        XCTAssertTrue(
            steps[0].speech.contains { $0.contains("Checking…") }, "Ctrl+4, the check running: \(steps[0].spoken)")
        XCTAssertEqual(
            steps[0].speech.filter { $0.hasPrefix(answer) }.count, 1,
            "the answer is presented when it arrives, once: \(steps[0].spoken)")
        XCTAssertTrue(
            steps[0].events.contains(OrcaWords.messageEvent), "the answer's carrier on this release: \(steps[0].events)")
        XCTAssertFalse(steps[0].speech.contains { $0.hasPrefix("Promotion code") }, "not the promotion field")
        expect(steps[1], says: OrcaWords.button("See availability"), "Tab")
        XCTAssertEqual(
            steps[1].speech.contains("\(answer)."), !OrcaWords.isOrca48,
            "Tab: the button's description is the answer where it carries it (GTK 4.8): \(steps[1].spoken)")
        expect(steps[2], says: "Checking…", "Space: a new check")
        XCTAssertEqual(
            steps[2].speech.filter { $0.hasPrefix(answer) }.count, 1, "its answer, once: \(steps[2].spoken)")
        XCTAssertTrue(steps[2].braille.contains(answer), "braille, as with speech off: \(steps[2].braille)")
        XCTAssertTrue(
            steps[2].events.contains(OrcaWords.messageEvent), "the answer's carrier on this release: \(steps[2].events)")
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
            expect(detailWalk[4], says: classScreen, "Space on Class: the screen")
            XCTAssertTrue(
                detailWalk[4].braille.contains { $0.contains(OrcaWords.focusedGroupBrailled(detail.title)) },
                "Space on Class: the focus is on the overview: \(detailWalk[4].braille)")
            if !OrcaWords.isOrca48 {
                expect(detailWalk[4], says: "\(detail.title) panel.", "Space on Class: the overview spoken")
            }
        }
    }
}
