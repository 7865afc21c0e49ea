import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Desktop integration")
struct DesktopModelTests {
    @Test("screens get Ctrl+1, Ctrl+2, … in the order of Screen.allCases")
    func screenShortcuts() {
        for (offset, screen) in Screen.allCases.enumerated() where offset < 9 {
            #expect(screen.shortcutDigit == offset + 1)
            #expect(screen.accelerator == "<Control>\(offset + 1)")
            #expect(Screen(shortcutDigit: offset + 1) == screen)
        }
        #expect(Screen.users.accelerator == "<Control>1")
    }

    @Test("digits without a screen select nothing")
    func unknownDigits() {
        #expect(Screen(shortcutDigit: 0) == nil)
        #expect(Screen(shortcutDigit: -1) == nil)
        #expect(Screen(shortcutDigit: Screen.allCases.count + 1) == nil)
    }

    @Test("every screen's accelerator is different")
    func distinctAccelerators() {
        let accelerators = Screen.allCases.compactMap(\.accelerator)
        #expect(Set(accelerators).count == accelerators.count)
    }

    @Test("GNOME's color-scheme values map to GTK's dark preference")
    func colorScheme() {
        #expect(ColorScheme(settingsValue: "prefer-dark").prefersDarkTheme)
        #expect(!ColorScheme(settingsValue: "prefer-light").prefersDarkTheme)
        #expect(!ColorScheme(settingsValue: "default").prefersDarkTheme)
        #expect(ColorScheme(settingsValue: "something-new") == .noPreference)
    }

    @Test("the resource path and data names derive from the one app id")
    func buildInfo() {
        let path = "/" + BuildInfo.appID.split(separator: ".").joined(separator: "/")
        #expect(BuildInfo.resourcePath == path)
        #expect(BuildInfo.resourceBundleName == "\(BuildInfo.dataFolderName).gresource")
        #expect(BuildInfo.gettextDomain == BuildInfo.programName)
    }
}
