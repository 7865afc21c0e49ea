import Foundation
import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

@testable import tabledeck

/// The app's desktop wiring in-process: actions and their keys, the shortcuts window
/// generated from the screens, the About window, and the Users screen in Turkish and Japanese.
final class DesktopAppTests: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        // GTK's in-process accessibility backend (read once, before the first widget).
        setenv("GTK_A11Y", "test", 1)
        guard MainActor.assumeIsolated({ Display.open() }) else {
            throw TestRequirement.unavailable("no display (xvfb-run swift test)")
        }
    }

    func testEveryScreenHasItsControlDigitAndTheActionShowsIt() throws {
        try MainActor.assumeIsolated {
            let application = Application(id: "io.github.tabledeck.TableDeck.Tests\(getpid())")
            try application.register()
            let window = Window(application: application)
            defer { window.destroy() }
            var shown: [Screen] = []
            var finds = 0
            let actions = MainWindowActions(
                application: application, window: window, showScreen: { shown.append($0) }, find: { finds += 1 })
            XCTAssertEqual(application.accelerators(for: "app.quit"), ["<Control>q"])
            XCTAssertEqual(application.accelerators(for: "win.find"), ["<Control>f"])
            XCTAssertEqual(application.accelerators(for: "win.show-shortcuts"), ["<Control>question"])
            for (offset, screen) in Screen.allCases.enumerated() {
                let name = "win.\(MainWindowActions.actionName(for: screen))"
                XCTAssertEqual(application.accelerators(for: name), ["<Control>\(offset + 1)"])
                XCTAssertTrue(window.activateAction(name))
            }
            XCTAssertEqual(shown, Screen.allCases)
            XCTAssertTrue(window.activateAction("win.find"))
            XCTAssertEqual(finds, 1)
            XCTAssertTrue(actions.menuButton.isPrimary, "F10 opens the primary menu")
            XCTAssertTrue(actions.menuButton.hasAccessibleLabel("Main Menu"))
        }
    }

    func testAboutAndShortcutsActionsOpenTheirWindows() throws {
        try MainActor.assumeIsolated {
            let application = Application(id: "io.github.tabledeck.TableDeck.AboutTests\(getpid())")
            try application.register()
            let window = Window(application: application)
            defer { window.destroy() }
            let actions = MainWindowActions(application: application, window: window, showScreen: { _ in }, find: {})
            window.present()
            XCTAssertNil(actions.aboutDialog)
            XCTAssertTrue(window.activateAction("app.about"))
            let about = try XCTUnwrap(actions.aboutDialog)
            waitOnMainLoop("the About window shown") { about.isMapped }
            XCTAssertEqual(about.version, BuildInfo.version)
            XCTAssertEqual(about.website, BuildInfo.website)
            XCTAssertTrue(about.isMITLicensed)
            about.close()
            waitOnMainLoop("the About window hidden") { !about.isMapped }

            // The shortcuts window is built on first use, then shown again on the next.
            XCTAssertNil(actions.shortcutsWindow)
            XCTAssertTrue(window.activateAction("win.show-shortcuts"))
            let shortcuts = try XCTUnwrap(actions.shortcutsWindow)
            waitOnMainLoop("the shortcuts window shown") { shortcuts.isMapped }
            shortcuts.close()
            waitOnMainLoop("the shortcuts window hidden") { !shortcuts.isMapped }
            XCTAssertTrue(window.activateAction("win.show-shortcuts"))
            XCTAssertTrue(actions.shortcutsWindow === shortcuts)
            waitOnMainLoop("the shortcuts window shown again") { shortcuts.isMapped }
            shortcuts.close()
        }
    }

    /// The shortcuts window lists the screens' groups in screen order on the one page of its
    /// first section (not Users and Carousel on a second page), and the Screens and General
    /// groups on the one page of its second.
    func testShortcutsWindowListsTheScreensInOrderOnItsOnlyPage() throws {
        try MainActor.assumeIsolated {
            let shortcuts = try ShortcutsInterface.makeWindow()
            shortcuts.present(over: nil, modal: false)
            defer {
                // Hidden for real before the next test: a window of this process left on the X
                // screen would be found by the end-to-end tests that look for this title. Hiding
                // only queues the request: a round trip sees it carried out.
                shortcuts.close()
                waitOnMainLoop("the shortcuts window hidden", timeout: 3) { !shortcuts.isMapped }
                Display.default?.sync()
            }
            waitOnMainLoop("the shortcuts window shown") { shortcuts.isMapped }
            // GTK 4.8's shortcuts section lays its pages out again as it reflows: read them once
            // they hold still.
            waitUntilSteady("the shortcuts window's pages", of: shortcuts) { shortcuts.groupTitlesByPage }
            let pages = shortcuts.groupTitlesByPage
            let screens = Screen.allCases.filter { !$0.localizedKeys.isEmpty }.map(\.localizedTitle)
            XCTAssertEqual(
                pages, [screens, [ShortcutsInterface.screensTitle, ShortcutsInterface.generalTitle]],
                "one page in each of the two sections: every screen's keys, then the app's")
        }
    }

    /// Each new key makes the window taller; it must fit a screen of 1280 × 800 whole (18 rows
    /// in the Users column would reach past the screen's bottom), in every language, though the
    /// longest Turkish and Japanese titles (the Carousel's space key in the first column, the
    /// Class screen's arrows in the second) are a third longer than English's. Measured with the
    /// app's style sheets, as the app shows it: GTK 4.18 sets text wider than 4.8, and without
    /// the window's rule in `tabledeck.css` it is 1282 px wide there.
    func testShortcutsWindowFitsA1280By800Screen() throws {
        let folder = try compileTranslations()
        defer {
            unsetenv("LANGUAGE")
            MainActor.assumeIsolated { L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: folder) }
        }
        try MainActor.assumeIsolated {
            let display = try XCTUnwrap(Display.default)
            let sheets = try AppResources.load().styleSheets
            for sheet in sheets { sheet.install(on: display, priority: .application) }
            defer { for sheet in sheets { sheet.uninstall(from: display) } }
            for (language, general) in [("en", "General"), ("tr", "Genel"), ("ja", "全般")] {
                setenv("LANGUAGE", language, 1)
                L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: folder)
                XCTAssertEqual(ShortcutsInterface.generalTitle, general, "\(language): the window is in that language")
                let shortcuts = try ShortcutsInterface.makeWindow()
                let width = shortcuts.measureWidth(forHeight: -1).natural
                let height = shortcuts.measureHeight(forWidth: width).natural
                XCTAssertGreaterThan(height, 400, "\(language): measured \(width) × \(height)")
                XCTAssertLessThanOrEqual(width, 1280, "\(language): natural width")
                XCTAssertLessThanOrEqual(height, 800, "\(language): natural height at that width")
            }
        }
    }

    func testShortcutsWindowListsEveryCommandScreenAndScreenKey() throws {
        try MainActor.assumeIsolated {
            let shortcuts = try ShortcutsInterface.makeWindow()
            let listed = shortcuts.accelerators
            for accelerator in ["<Control>q", "F10", "<Control>question"] {
                XCTAssertTrue(listed.contains(accelerator), "\(accelerator) missing from \(listed)")
            }
            for screen in Screen.allCases {
                XCTAssertTrue(listed.contains(screen.accelerator ?? "?"), "\(screen) missing from \(listed)")
                for key in screen.localizedKeys {
                    XCTAssertTrue(listed.contains(key.accelerators), "\(key.accelerators) missing from \(listed)")
                }
            }
            XCTAssertTrue(listed.contains("Up Down Page_Up Page_Down"))
            XCTAssertTrue(listed.contains("Return space"))
            // The row actions on the Users screen.
            XCTAssertTrue(listed.contains("Menu <Shift>F10"))
            XCTAssertTrue(listed.contains("<Alt>Up <Alt>Down"))
        }
    }

    func testUsersScreenSpeaksTurkishAndJapaneseWithPlurals() throws {
        let folder = try compileTranslations()
        defer {
            unsetenv("LANGUAGE")
            MainActor.assumeIsolated { L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: folder) }
        }
        MainActor.assumeIsolated {
            setenv("LANGUAGE", "tr", 1)
            L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: folder)
            let turkish = UsersScreen(rowCount: 1000)
            XCTAssertEqual(turkish.countText, "1.000 kullanıcı", "digits grouped")
            XCTAssertEqual(turkish.statusText, "Bir kullanıcıya tıklayın ya da Yukarı ve Aşağı ile gidip Enter'a basın")
            XCTAssertEqual(Screen.users.localizedTitle, "Kullanıcılar")
            XCTAssertEqual(UsersScreen(rowCount: 1).countText, "1 kullanıcı")

            setenv("LANGUAGE", "ja", 1)
            L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: folder)
            XCTAssertEqual(UsersScreen(rowCount: 5).countText, "5 人のユーザー")
            XCTAssertEqual(Screen.users.localizedTitle, "ユーザー")

            unsetenv("LANGUAGE")
            setenv("LC_ALL", "C", 1)
            L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: folder)
            unsetenv("LC_ALL")
            XCTAssertEqual(UsersScreen(rowCount: 1).countText, "1 user")
            XCTAssertEqual(UsersScreen(rowCount: 5).countText, "5 users")
        }
    }

    /// `--style` reaches both table screens' tables, on either engine; plain by default.
    func testTheTableScreensDrawTheirTablesInTheStyleAskedFor() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UsersScreen(rowCount: 3).tableView.style, .plain)
            XCTAssertEqual(CellsScreen().tableView.style, .plain)
            for backend in [TableBackend.stack, .recycling] {
                XCTAssertEqual(UsersScreen(rowCount: 3, backend: backend, style: .insetGrouped).tableView.style, .insetGrouped)
            }
            XCTAssertEqual(CellsScreen(style: .grouped).tableView.style, .grouped)
        }
    }

    func testUsersRowsAndTableExposeTheirTextToAssistiveTechnologies() {
        MainActor.assumeIsolated {
            unsetenv("LANGUAGE")
            L10n.setUp(domain: "tabledeck-untranslated", localeFolder: nil)
            let screen = UsersScreen(rowCount: 10)
            let row = screen.stackTableView(screen.tableView, viewForItemAt: 3)
            // A row is a label: assistive technologies read its text as its name.
            XCTAssertTrue(row.hasAccessibleRole(.label))
            XCTAssertEqual((row as? Label)?.text, "3. User")
            // The screen's page names it; the table's stack is not named too, or Orca would read
            // "Users panel" again on entry. (With the recycling backend the list is named.)
            XCTAssertFalse(screen.tableView.hasAccessibleLabel("Users"))
            XCTAssertEqual(screen.countText, "10 users")
        }
    }

    /// The deletion notice names what went, its button is "Undo" to assistive
    /// technologies, it restores the users where they were, and it leaves after its time.
    func testDeletionNoticeOffersUndoAndLeavesAfterItsTime() {
        MainActor.assumeIsolated {
            unsetenv("LANGUAGE")
            L10n.setUp(domain: "tabledeck-untranslated", localeFolder: nil)
            let screen = UsersScreen(rowCount: 20)
            let window = Window()
            window.setChild(screen.root)
            window.present()
            defer { window.destroy() }
            waitOnMainLoop("the Users table laid out") { screen.tableView.allocatedHeight > 0 }
            let notice = screen.deletionNotice
            XCTAssertFalse(notice.isShowing)
            screen.tableView.allowsMultipleSelection = true
            screen.tableView.selectRows(at: [3, 4, 5])
            screen.deleteSelectedUsers()
            XCTAssertTrue(notice.isShowing)
            XCTAssertEqual(notice.text, "3 users deleted")
            XCTAssertTrue(notice.button.hasAccessibleLabel("Undo"))
            XCTAssertEqual(screen.countText, "17 users")
            notice.button.emitClicked()
            XCTAssertEqual(screen.countText, "20 users")
            XCTAssertEqual(screen.tableView.indexesForSelectedRows, [3, 4, 5], "restored where they were, selected")
            XCTAssertFalse(notice.isShowing, "nothing left to undo")
            // The notice leaves by itself after its time (shortened here from ten seconds).
            let saved = UsersNotice.duration
            UsersNotice.duration = 200
            defer { UsersNotice.duration = saved }
            screen.deleteSelectedUsers()
            XCTAssertEqual(notice.text, "3 users deleted")
            XCTAssertTrue(notice.isShowing)
            waitOnMainLoop("the notice gone after its time", timeout: 3) { !notice.isShowing }
            // Ctrl+Z still undoes after the notice has gone.
            XCTAssertTrue(screen.undo())
            XCTAssertEqual(screen.countText, "20 users")
            XCTAssertFalse(screen.undo(), "nothing more to undo")
        }
    }

    /// The app's and the library's catalogues compiled into a temporary locale folder.
    private func compileTranslations() throws -> String {
        try CompiledCatalogues.folder(
            named: "tabledeck-app-locale",
            catalogues: [CompiledCatalogues.app(domain: BuildInfo.gettextDomain), CompiledCatalogues.library])
    }
}
