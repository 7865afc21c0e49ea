import Foundation
import TableDeckBridge
import TestSupport
import XCTest

/// The bridge's desktop pieces with real GTK objects: gettext, GResource bundles, the
/// About and Shortcuts windows, menus, actions, accessible names and the dark preference.
final class DesktopBridgeTests: GTKTestCase {
    /// The checkout's root (this file is Tests/TableDeckViewsTests/DesktopBridgeTests.swift).
    private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Compiles po/<lang>.po into a temporary locale folder, as the domain `tabledeck-test`.
    private func compileTranslations(_ languages: [String]) throws -> String {
        try CompiledCatalogues.folder(
            named: "tabledeck-locale", catalogues: [CompiledCatalogues.app(domain: "tabledeck-test")],
            languages: languages)
    }

    private func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
    }

    /// The messages locales L10n tries when `LANGUAGE` is set under a "C" locale: a language's
    /// own, then ones that only let glibc honour `LANGUAGE`.
    func testMessagesLocalesForLanguageUnderTheCLocale() {
        XCTAssertEqual(L10n.messagesLocales(honouring: "tr"), ["tr_TR.UTF-8", "en_US.UTF-8", "C.UTF-8"])
        XCTAssertEqual(L10n.messagesLocales(honouring: "pt_BR:ja"), ["pt_BR.UTF-8", "ja_JA.UTF-8", "en_US.UTF-8", "C.UTF-8"])
        XCTAssertEqual(L10n.messagesLocales(honouring: "de_DE.ISO-8859-1:sr@latin:x:1a"), ["en_US.UTF-8", "C.UTF-8"])
    }

    func testTurkishAndJapaneseTextAndPluralsThroughGettext() throws {
        let folder = try compileTranslations(["tr", "ja"])
        defer {
            unsetenv("LANGUAGE")
            MainActor.assumeIsolated { L10n.setUp(domain: "tabledeck-test", localeFolder: folder) }
        }
        MainActor.assumeIsolated {
            setenv("LANGUAGE", "tr", 1)
            L10n.setUp(domain: "tabledeck-test", localeFolder: folder)
            XCTAssertEqual(L10n.text("Users"), "Kullanıcılar")
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: 1), "1 kullanıcı")
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: 5), "5 kullanıcı")
            XCTAssertEqual(L10n.text("Item pressed at index %d", 7), "7 numaralı öğeye basıldı")
            XCTAssertEqual(L10n.substitute(L10n.text("%d. User"), 12), "12. Kullanıcı")
            XCTAssertEqual(L10n.text("Section %d, row %d", 3, 4), "Bölüm 3, satır 4")
            XCTAssertEqual(L10n.plural("%d person", "%d people", count: 2), "2 kişi")

            setenv("LANGUAGE", "ja", 1)
            L10n.setUp(domain: "tabledeck-test", localeFolder: folder)
            XCTAssertEqual(L10n.text("Users"), "ユーザー")
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: 5), "5 人のユーザー")
            XCTAssertEqual(L10n.plural("%d person", "%d people", count: 1), "1 人")

            // A message with no translation comes back unchanged (and intact: gettext hands back
            // the temporary C string it was given).
            XCTAssertEqual(L10n.text("Not a message of TableDeck"), "Not a message of TableDeck")
        }
    }

    func testEnglishPluralsWithoutTranslations() {
        MainActor.assumeIsolated {
            unsetenv("LANGUAGE")
            L10n.setUp(domain: "tabledeck-no-such-domain", localeFolder: nil)
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: 1), "1 user")
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: 5), "5 users")
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: 0), "0 users")
            XCTAssertEqual(L10n.plural("%d user", "%d users", count: -3), "-3 users")
            XCTAssertEqual(L10n.substitute("no number", 4), "no number")
            XCTAssertEqual(L10n.substitute("Section %d, row %d", 2, 15), "Section 2, row 15")
            XCTAssertEqual(L10n.substitute("only %d", 1, 2), "only 1")
            XCTAssertEqual(L10n.substitute("%d and %d", 7), "7 and %d")
            XCTAssertEqual(L10n.substitute("50% of %d", 8), "50% of 8", "a lone % is text, not a placeholder")
        }
    }

    func testResourceBundleReadsCompiledFilesAndRejectsOthers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-gresource-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "label { color: red; }\n".write(to: folder.appendingPathComponent("probe.css"), atomically: true, encoding: .utf8)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources><gresource prefix="/io/github/tabledeck/Test"><file>probe.css</file></gresource></gresources>
            """
        try xml.write(to: folder.appendingPathComponent("probe.gresource.xml"), atomically: true, encoding: .utf8)
        let bundle = folder.appendingPathComponent("probe.gresource").path
        try run(
            "/usr/bin/glib-compile-resources",
            [
                "--sourcedir", folder.path, "--target", bundle,
                folder.appendingPathComponent("probe.gresource.xml").path,
            ])
        try MainActor.assumeIsolated {
            XCTAssertNil(ResourceBundle.text(at: "/io/github/tabledeck/Test/probe.css"))
            try ResourceBundle.register(path: bundle)
            XCTAssertEqual(ResourceBundle.text(at: "/io/github/tabledeck/Test/probe.css"), "label { color: red; }\n")
            XCTAssertNil(ResourceBundle.text(at: "/io/github/tabledeck/Test/missing.css"))
            XCTAssertThrowsError(try ResourceBundle.register(path: folder.appendingPathComponent("probe.css").path))
            XCTAssertThrowsError(try ResourceBundle.register(path: "/nonexistent/tabledeck.gresource"))
        }
    }

    func testAboutDialogShowsVersionLicenceAndWebsiteAndOpens() {
        MainActor.assumeIsolated {
            let parent = Window()
            parent.present()
            let about = AboutDialog(
                AboutDialog.Content(
                    programName: "TableDeck", version: "9.8.7", comments: "c", website: "https://example.org/td",
                    websiteLabel: "Website", copyright: "©", logoIconName: "io.github.tabledeck.TableDeck",
                    authors: ["A", "B"]))
            XCTAssertEqual(about.version, "9.8.7")
            XCTAssertEqual(about.website, "https://example.org/td")
            XCTAssertTrue(about.isMITLicensed)
            XCTAssertFalse(about.isMapped)
            about.present(over: parent, modal: true)
            waitOnMainLoop("the About dialog shown") { about.isMapped }
            about.close()
            waitOnMainLoop("the About dialog hidden") { !about.isMapped }
            // Closing hides: the same dialog opens again.
            about.present(over: parent, modal: true)
            waitOnMainLoop("the About dialog shown again") { about.isMapped }
            about.close()
            parent.destroy()
        }
    }

    func testShortcutsWindowListsItsAcceleratorsAndBadInterfacesThrow() throws {
        try MainActor.assumeIsolated {
            let xml = """
                <interface><object class="GtkShortcutsWindow" id="keys"><child><object class="GtkShortcutsSection">
                <child><object class="GtkShortcutsGroup"><property name="title">General</property>
                <child><object class="GtkShortcutsShortcut"><property name="accelerator">&lt;Control&gt;q</property>
                <property name="title">Quit</property></object></child>
                <child><object class="GtkShortcutsShortcut"><property name="accelerator">Home End</property>
                <property name="title">Ends</property></object></child>
                </object></child></object></child></object></interface>
                """
            let shortcuts = try ShortcutsWindow(interface: xml, objectID: "keys")
            XCTAssertEqual(shortcuts.accelerators, ["<Control>q", "Home End"])
            XCTAssertThrowsError(try ShortcutsWindow(interface: xml, objectID: "other"))
            XCTAssertThrowsError(try ShortcutsWindow(interface: "<interface><object", objectID: "keys"))
            shortcuts.close()
        }
    }

    func testMenuButtonIsPrimaryAndNamedForAssistiveTechnologies() {
        MainActor.assumeIsolated {
            let menu = Menu()
            let section = Menu()
            section.append("Keyboard Shortcuts", action: "win.show-shortcuts")
            section.append("About", action: "app.about")
            menu.appendSection(section)
            XCTAssertEqual(section.itemCount, 2)
            XCTAssertEqual(menu.itemCount, 1)
            let button = MenuButton(iconName: "open-menu-symbolic", menu: menu)
            button.isPrimary = true
            button.setAccessibleLabel("Main Menu")
            XCTAssertTrue(button.isPrimary)
            XCTAssertTrue(button.hasAccessibleLabel("Main Menu"))
            XCTAssertFalse(button.hasAccessibleLabel("Other"))
            let window = present(button, width: 200, height: 100)
            button.popup()
            waitOnMainLoop("the menu open") { button.isOpen }
            button.popdown()
            waitOnMainLoop("the menu closed") { !button.isOpen }
            window.destroy()
        }
    }

    func testActionsRunTheirHandlerOncePerActivationAndNotWhenDisabled() {
        MainActor.assumeIsolated {
            var count = 0
            var watch: FinalizationWatch?
            do {
                let action = Action(name: "probe")
                action.onActivate { count += 1 }
                action.activate()
                action.activate()
                XCTAssertEqual(count, 2)
                action.isEnabled = false
                action.activate()
                XCTAssertEqual(count, 2)
                watch = FinalizationWatch(action)
            }
            // The wrapper held the only reference: dropping it frees the action and its handler.
            XCTAssertEqual(watch?.isFinalized, true)
        }
    }

    func testDarkPreferenceIsAGTKSetting() {
        MainActor.assumeIsolated {
            let before = DesktopAppearance.prefersDarkTheme
            DesktopAppearance.prefersDarkTheme = true
            XCTAssertTrue(DesktopAppearance.prefersDarkTheme)
            DesktopAppearance.prefersDarkTheme = false
            XCTAssertFalse(DesktopAppearance.prefersDarkTheme)
            DesktopAppearance.prefersDarkTheme = before
        }
    }

    func testDesktopColorSchemeIsFollowedLive() throws {
        // The memory backend: the test never touches the user's real settings.
        setenv("GSETTINGS_BACKEND", "memory", 1)
        guard let settings = MainActor.assumeIsolated({ Settings(schemaID: "org.gnome.desktop.interface", key: "color-scheme") })
        else {
            throw TestRequirement.unavailable(
                "the GSettings schema org.gnome.desktop.interface (gsettings-desktop-schemas) is not installed")
        }
        MainActor.assumeIsolated {
            XCTAssertTrue(settings.setString("default", forKey: "color-scheme"))
            var values: [String] = []
            let appearance = DesktopAppearance { values.append($0) }
            XCTAssertTrue(appearance.isFollowingDesktop)
            XCTAssertEqual(values, ["default"])
            settings.setString("prefer-dark", forKey: "color-scheme")
            waitOnMainLoop("prefer-dark followed", seen: "\(values)") { values.last == "prefer-dark" }
            settings.setString("prefer-light", forKey: "color-scheme")
            waitOnMainLoop("prefer-light followed", seen: "\(values)") { values.last == "prefer-light" }
        }
    }
}
