import Foundation
import TestSupport
import XCTest

/// Every screen walked by keyboard with Orca itself reading the app over AT-SPI
/// (`scripts/orca-walk.sh`: speech disabled, assertions on Orca's debug log): Orca 43 on Debian
/// 12, Orca 48 on Debian 13, whose different words for one thing are in ``OrcaWords``.
final class OrcaEndToEndTests: EndToEndTestCase {
    /// The tests know the words of Orca 43 and Orca 48 (``OrcaWords``): the release installed
    /// is read from `orca --version`, and is one of them.
    func testTheOrcaReleaseIsOneWhoseWordsTheTestsKnow() throws {
        guard let version = OrcaWords.orcaMajorVersion else {
            throw TestRequirement.unavailable("the Orca tests need orca (scripts/install-deps.sh test installs it)")
        }
        XCTAssertTrue([43, 48].contains(version), "Orca \(version): the tests know the words of Orca 43 and 48")
        XCTAssertEqual(OrcaWords.isOrca48, version == 48, "Orca \(version) read as Orca 48's words: \(OrcaWords.isOrca48)")
    }

    /// On the stack table (Users, the default) each of Down, Down, End and Home presents the row
    /// the cursor lands on: the cursor row is the focus, so Orca hears of every move.
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

    /// The Users screen's notices reach a screen reader: a keyboard move ("Moved to position 2
    /// of 20") on both releases, by the carrier each has (``OrcaWords/messageEvent``: GTK 4.18's
    /// announcement, GTK 4.8's description change of the focused row); the deletion notice ("1
    /// user deleted") on Debian 13, where GTK can announce it. GTK 4.8 cannot: the notice is only
    /// shown there, and Orca 43 says nothing of it (asserted after the row that took the deleted
    /// one's place was presented, the positive signal).
    func testAKeyboardMoveAndADeletionNoticeArePresented() throws {
        let walk = try OrcaWalk.run(["--rows", "20"], keys: ["alt+Down", "ctrl+space", "Delete"], speech: true)
        let steps = walk.keySteps.filter { !["Alt_L", "Control_L"].contains($0.key ?? "") }
        // Orca names Ctrl+Space's and Delete's keys by their text, which differs by release.
        XCTAssertEqual(steps.count, 3, "Orca saw every key: \(steps.map(\.key))")
        guard steps.count == 3 else { return }
        XCTAssertEqual(steps[0].key, "Down")
        XCTAssertTrue(
            steps[0].speech.contains { $0.hasPrefix("Moved to position 2 of 20") }, "the move: \(steps[0].spoken)")
        XCTAssertTrue(steps[0].events.contains(OrcaWords.messageEvent), "the move's carrier: \(steps[0].events)")
        let deleted = steps[2]
        XCTAssertTrue(deleted.speech.contains { $0.hasPrefix("2. User") }, "the row in the deleted one's place: \(deleted.spoken)")
        XCTAssertEqual(
            deleted.speech.contains { $0.hasPrefix("1 user deleted") }, OrcaWords.isOrca48,
            "the notice is spoken where GTK announces it (4.14 and newer): \(deleted.spoken)")
    }

    /// Shift+Tab from a Users row and Tab back pass no unnamed container: the table and its
    /// scrolled window are no Tab stops (no bare "panel." or "scroll pane."); Tab comes
    /// back onto the cursor row.
    func testTabAndShiftTabPassTheUsersTableWithoutABareRole() throws {
        let walk = try OrcaWalk.run(["--rows", "20"], keys: ["Down", "shift+Tab", "Tab"])
        let steps = walk.keySteps.filter { $0.key != "Shift_L" }
        XCTAssertEqual(steps.map(\.key), ["Down", "ISO_Left_Tab", "Tab"], "Orca saw every key")
        guard steps.count == 3 else { return }
        XCTAssertTrue(
            steps[1].speech.contains(OrcaWords.mainMenuButton), "Shift+Tab leaves the table: \(steps[1].spoken)")
        XCTAssertTrue(steps[2].speech.contains("1. User."), "Tab comes back on the cursor row: \(steps[2].spoken)")
        XCTAssertTrue(
            steps[2].speech.contains(OrcaWords.list("Users", items: 20)[0]),
            "Tab comes back into the list of users: \(steps[2].spoken)")
        for step in steps {
            XCTAssertFalse(
                step.speech.contains { ["panel.", "scroll pane.", "filler."].contains($0) }, "a bare role: \(step.spoken)")
        }
    }

    /// Ctrl+1 … Ctrl+4 move the focus into the new screen, which Orca presents by its
    /// name; the lists are named for what they hold; a Cells row reads the person without the
    /// badge's initial; and nothing Orca says or brailles is a toolkit class name ("GtkStackPage
    /// panel", "GtkListView", "GtkListBox").
    func testEveryScreenIsPresentedByNameWithoutToolkitNames() throws {
        let walk = try OrcaWalk.run(
            ["--rows", "50", "--pages", "3", "--seed", "1"], keys: ["ctrl+2", "Tab", "ctrl+3", "Down", "ctrl+4", "ctrl+1"])
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["2", "Tab", "3", "Down", "4", "1"], "Orca saw every key")
        guard steps.count == 6 else { return }
        func expect(_ step: OrcaWalk.Step, says utterance: String, _ what: String) {
            XCTAssertTrue(step.speech.contains(utterance), "\(what): Orca says \"\(utterance)\"; it said: \(step.spoken)")
        }
        let screens = [
            "Cells": OrcaWords.screen("Cells", text: "Click a person, or move with Up and Down and press Enter"),
            "Class": OrcaWords.screen("Class", text: "Class has a promotion"),
            "Users": OrcaWords.screen("Users", text: "Click a user, or move with Up and Down and press Enter"),
        ]
        expect(steps[0], says: OrcaWords.screen("Carousel"), "Ctrl+2")
        expect(steps[1], says: OrcaWords.list("Numbers on page 1", items: 10)[0], "Tab into the carousel page")
        expect(steps[2], says: screens["Cells"] ?? "", "Ctrl+3")
        expect(steps[2], says: OrcaWords.list("People", items: 12)[0], "Ctrl+3, the list")
        expect(steps[2], says: "Ada, Translator · Lyon.", "Ctrl+3, the first row, without the initial")
        expect(steps[3], says: "Alan, Site reliability engineer · Bogotá.", "Down in Cells")
        expect(steps[4], says: screens["Class"] ?? "", "Ctrl+4 moves the focus into the Class screen")
        expect(steps[5], says: screens["Users"] ?? "", "Ctrl+1")
        expect(steps[5], says: "0. User.", "Ctrl+1, the cursor row, a list item")
        expect(steps[5], says: "not selected.", "Ctrl+1, the cursor row's state")
        // Each screen's name is read once on entry, though its page and its table's stack are
        // nested. Orca 48 also reads the header's newly selected tab after the screen ("Class
        // page tab."): it handles the focus events of a switch before the tab strip's selection
        // change, which the app sent first (its queue puts focus events ahead), and then moves
        // its focus to the tab; that is no second reading of the screen.
        for (step, screen) in [(steps[2], "Cells"), (steps[4], "Class"), (steps[5], "Users")] {
            XCTAssertEqual(
                step.speech.filter { $0 == screens[screen] }.count, 1, "\(screen) once: \(step.spoken)")
        }
        XCTAssertFalse(walk.allSpeech.contains("People panel."), "the list's name is read once, by the list")
        let everything = walk.steps.flatMap { $0.speech + $0.braille }
        let toolkit = everything.filter { $0.contains("Gtk") || $0.contains("Tdk") }
        XCTAssertEqual(toolkit, [], "no toolkit class name presented")
        XCTAssertFalse(walk.allSpeech.contains { $0.hasPrefix("A Ada") }, "the decorative initial is not read")
    }

    /// Right on the carousel changes the page and Orca presents the new name. GTK 4.8
    /// reports it as a name change of the focused pager, which Orca 43 presents as a message: a
    /// braille flash with speech off (its presentMessage speaks only with speech on; with speech
    /// on it is spoken: testCarouselPageChangeByRightAndLeftIsSpoken).
    func testCarouselPageChangeIsPresented() throws {
        let walk = try OrcaWalk.run(["--screen", "carousel", "--pages", "5", "--seed", "1"], keys: ["Right", "Right"])
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["Right", "Right"])
        guard steps.count == 2 else { return }
        XCTAssertTrue(
            steps[0].braille.contains(OrcaWords.pagerPageBrailled(2, of: 5)), "braille after Right: \(steps[0].braille)")
        XCTAssertTrue(
            steps[1].braille.contains(OrcaWords.pagerPageBrailled(3, of: 5)), "braille after Right: \(steps[1].braille)")
    }

    /// A page change by the pointer is presented too. Clicking the third dot from page
    /// 1 (focus on page 1's first row) is read once as the page it goes to, not the page it
    /// passes on the way; a drag to the left is then spoken as the next page.
    func testCarouselPageChangeByDotAndDragIsPresented() throws {
        // The third of five dots is at the middle of the 800 × 600 window, 24 px from its bottom.
        let walk = try OrcaWalk.run(
            ["--screen", "carousel", "--pages", "5", "--seed", "1"],
            keys: ["Tab", "click@50,96", "drag@70,50,20,50"], speech: true)
        let speech = walk.allSpeech
        guard let focusIndex = speech.firstIndex(of: "87.") else {
            return XCTFail("Tab reaches page 1's first row first: \(speech)")
        }
        let afterTab = Array(speech[(focusIndex + 1)...])
        let dotPage = OrcaWords.pageTurnedFromARow(3, of: 5)
        XCTAssertEqual(afterTab.filter { $0.hasPrefix("Page 3 of 5") }, [dotPage], "the dot's page is read once: \(afterTab)")
        XCTAssertFalse(afterTab.contains { $0.hasPrefix("Page 2 of 5") }, "the page passed is not read: \(afterTab)")
        let dragPage = OrcaWords.pagerPageSpoken(4, of: 5)
        XCTAssertEqual(afterTab.filter { $0.hasPrefix("Page 4 of 5") }, [dragPage], "the drag's page is spoken once: \(afterTab)")
        // GTK 4.18 announces the dot's page (the focus was on a row); the drag's page is the
        // focused pager's name change, announced by no one (Orca 48 presents that change). The
        // pointer's steps have no key of their own: they are the Tab's step.
        let announcements = walk.keySteps.last?.events.filter { $0 == "object:announcement" }.count
        XCTAssertEqual(announcements, OrcaWords.isOrca48 ? 1 : 0, "announcements by the click and the drag")
    }

    /// A page change by Right and Left is spoken, as the page it goes to and nothing
    /// else read as a page (not the page left): with the focus on the pager (as the screen
    /// opens) and from page 1's first row (Tab, as in the dot test above).
    func testCarouselPageChangeByRightAndLeftIsSpoken() throws {
        let walk = try OrcaWalk.run(
            ["--screen", "carousel", "--pages", "5", "--seed", "1"],
            keys: ["Right", "Left", "Tab", "Right", "Left"], speech: true)
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["Right", "Left", "Tab", "Right", "Left"], "Orca saw every key")
        guard steps.count == 5 else { return }
        XCTAssertTrue(steps[2].speech.contains("87."), "Tab reaches page 1's first row: \(steps[2].spoken)")
        // With the focus on the pager its name change carries the page on both releases; from a
        // row the pager takes the focus, read by its name on Orca 43, and on GTK 4.18 the page
        // is announced (Orca 48 reads that group without its name): OrcaWords.
        let expected = [
            (0, OrcaWords.pagerPageSpoken(2, of: 5), false, "Right on the pager"),
            (1, OrcaWords.pagerPageSpoken(1, of: 5), false, "Left"),
            (3, OrcaWords.pageTurnedFromARow(2, of: 5), OrcaWords.isOrca48, "Right from a row"),
            (4, OrcaWords.pagerPageSpoken(1, of: 5), false, "Left, the pager focused again"),
        ]
        for (index, page, announced, what) in expected {
            let pages = steps[index].speech.filter { $0.hasPrefix("Page ") }
            XCTAssertEqual(pages, [page], "\(what): Orca says the page once; it said: \(steps[index].spoken)")
            XCTAssertEqual(
                steps[index].events.contains("object:announcement"), announced,
                "\(what): announced only from a row, on GTK 4.18: \(steps[index].events)")
        }
    }

    /// The page indicator is one keyboard stop that Orca speaks as a slider
    /// named by the page ("Page 1 of 5 slider."), after the pager and page 1's ten rows; a page
    /// change on it is brailled ("Page 2 of 5"). GTK 4.8 gives the AT-SPI Value interface to its
    /// own ranged widgets only, so Orca gets no value change to speak.
    func testCarouselIndicatorIsPresentedAsASlider() throws {
        let tabs = Array(repeating: "Tab", count: 11)
        let walk = try OrcaWalk.run(["--screen", "carousel", "--pages", "5", "--seed", "1"], keys: tabs + ["Right"])
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), tabs + ["Right"])
        guard steps.count == 12 else { return }
        XCTAssertTrue(
            steps[10].speech.contains("Page 1 of 5 slider."), "the 11th Tab reaches the indicator: \(steps[10].speech)")
        XCTAssertTrue(
            steps[11].braille.contains(OrcaWords.indicatorPage(2, of: 5, spoken: false)),
            "braille after Right: \(steps[11].braille)")
    }

    /// With the focus on the page indicator, End and Home are spoken as the page each goes to,
    /// once. Were the indicator's name to follow the pages live, Orca would read every page the
    /// animation passed ("Page 2 of 5", "Page 3 of 5", "Page 4 of 5", "Page 5 of 5"), some
    /// out of order when Orca lags.
    func testCarouselIndicatorSpeaksThePageItGoesToNotThePagesPassed() throws {
        let tabs = Array(repeating: "Tab", count: 11)
        let walk = try OrcaWalk.run(
            ["--screen", "carousel", "--pages", "5", "--seed", "1"], keys: tabs + ["End", "Home"],
            speech: true)
        let speech = walk.allSpeech
        guard let slider = speech.firstIndex(of: "Page 1 of 5 slider.") else {
            return XCTFail("the 11th Tab reaches the indicator: \(speech)")
        }
        let pages = speech[(slider + 1)...].filter { $0.hasPrefix("Page ") }
        XCTAssertEqual(
            pages, [OrcaWords.indicatorPage(5, of: 5, spoken: true), OrcaWords.indicatorPage(1, of: 5, spoken: true)],
            "End, then Home: the page each goes to, once")
    }
}
