import Foundation
import TableDeckAppModel
import XCTest

/// The Table screen (issue 30) walked by keyboard with Orca reading it (`scripts/orca-walk.sh`):
/// each row heard as its columns' titles and values with its place among the rows, the header
/// row reached by Shift+Tab, a header heard with its sort state, and the new state after Space.
final class OrcaTableEndToEndTests: EndToEndTestCase {
    /// The people the screen shows for `--seed 1`.
    private let people = SeededPeopleDirectory(seed: 1, count: 1000)

    /// Whether `utterance` reads the person of data row `index` as the row at `position` of
    /// 1000: "Name, N, Email, E, City, C, Joined, …, Score, …, row P of 1000." (the date and the
    /// score as the test's locale writes them, not checked here).
    private func readsRow(_ utterance: String, person index: Int, position: Int) -> Bool {
        guard let person = people.person(at: index) else { return false }
        let start = "Name, \(person.name), Email, \(person.email), City, \(person.city), Joined, "
        return utterance.hasPrefix(start) && utterance.contains(", Score, ")
            && utterance.hasSuffix(", row \(position) of 1000.")
    }

    /// Guards what issue 30 asks a screen reader to hear of the column table. At start the
    /// focus is on the first row: "Name, Lars Kobayashi, Email, …, row 1 of 1000." "not
    /// selected."; Down reads the next row once, with its place (the place is part of the name:
    /// as a description Orca 43 said it twice, GTK 4.8 sending it again as the row takes the
    /// focus). Shift+Tab reaches the header row (it went past it to the main menu while a
    /// header could not hold the focus): "Column headers panel." "Name." "Not sorted."; Right
    /// "Email." "Not sorted."; Space sorts, "Sorted ascending" (a description change of the
    /// focused header, which Orca presents as a message: spoken with speech on), Space again
    /// "Sorted descending".
    func testRowsAreReadWithTitlesAndPlaceAndAHeaderWithItsSortState() throws {
        let walk = try OrcaWalk.run(
            ["--screen", "table", "--rows", "1000", "--seed", "1"],
            keys: ["Down", "shift+Tab", "Right", "space", "space"], speech: true)
        let steps = walk.keySteps.filter { $0.key != "Shift_L" }
        let space = OrcaWords.spaceKey
        XCTAssertEqual(steps.map(\.key), ["Down", "ISO_Left_Tab", "Right", space, space], "Orca saw every key")
        guard steps.count == 5, let start = walk.steps.first else { return }

        XCTAssertTrue(start.speech.contains { readsRow($0, person: 0, position: 1) }, "the first row: \(start.spoken)")
        XCTAssertTrue(start.speech.contains("not selected."), "the first row's state: \(start.spoken)")
        // The row's name says every cell: the cells are not read again one by one (Orca 48 did,
        // "Lyon." "04/06/10." …, until they were hidden from assistive technologies).
        if let city = people.person(at: 0)?.city {
            XCTAssertFalse(start.speech.contains("\(city)."), "the first row's cells not read again: \(start.spoken)")
        }

        let down = steps[0]
        XCTAssertEqual(down.speech.filter { readsRow($0, person: 1, position: 2) }.count, 1, "Down, the row once: \(down.spoken)")
        XCTAssertFalse(
            down.speech.contains { $0.lowercased().hasPrefix("row 2 of 1000") }, "Down, the place not again alone: \(down.spoken)")

        let header = steps[1]
        XCTAssertTrue(header.speech.contains(OrcaWords.columnHeaderRow), "Shift+Tab enters the header row: \(header.spoken)")
        XCTAssertTrue(header.speech.contains(OrcaWords.columnHeader("Name")), "Shift+Tab, the first header: \(header.spoken)")
        XCTAssertTrue(header.speech.contains { $0.hasPrefix("Not sorted") }, "its sort state: \(header.spoken)")
        XCTAssertFalse(
            header.speech.contains(OrcaWords.mainMenuButton), "Shift+Tab does not pass the header row: \(header.spoken)")

        let right = steps[2]
        XCTAssertTrue(right.speech.contains(OrcaWords.columnHeader("Email")), "Right: \(right.spoken)")
        XCTAssertTrue(right.speech.contains { $0.hasPrefix("Not sorted") }, "Right, its sort state: \(right.spoken)")

        XCTAssertTrue(steps[3].speech.contains { $0.contains("Sorted ascending") }, "Space sorts: \(steps[3].spoken)")
        XCTAssertTrue(steps[4].speech.contains { $0.contains("Sorted descending") }, "Space reverses: \(steps[4].spoken)")
    }
}
