import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

/// What the Keyboard Shortcuts window lists, from the same lists the window's accelerators come
/// from: ``Screen/allCases`` (Ctrl+1…), each screen's keys, and the app-wide commands. Titles
/// are translated here; `ShortcutsInterface+XML.swift` writes them as GtkBuilder XML.
enum ShortcutsInterface {
    /// The id of the `GtkShortcutsWindow` in ``xml``.
    static let objectID = "shortcuts"

    /// The style class of the window, for its rules in `tabledeck.css` (narrower side margins,
    /// so the window fits a 1280 px wide screen with GTK 4.18's wider text too).
    static let styleClass = "tabledeck-shortcuts"

    /// The Keyboard Shortcuts window, built from ``xml`` and styled as the app styles it.
    ///
    /// - Throws: a `GLibError` when the interface does not build.
    @MainActor static func makeWindow() throws -> ShortcutsWindow {
        let window = try ShortcutsWindow(interface: xml, objectID: objectID)
        window.addCSSClass(styleClass)
        return window
    }

    /// One row of the window: GTK accelerator syntax (several separated by spaces) and its title.
    typealias Entry = (accelerators: String, title: String)

    /// The shortcuts every window has, in the order the window lists them.
    static var general: [Entry] {
        [
            (MainWindowActions.quitAccelerator, L10n.text("Quit")),
            ("F10", L10n.text("Open the main menu")),
            (MainWindowActions.shortcutsAccelerator, L10n.text("Show keyboard shortcuts")),
            (MainWindowActions.findAccelerator, L10n.text("Search the list (Users, Cells, Table, Files); Escape shows every row again")),
        ]
    }

    /// The window's title.
    static var windowTitle: String { L10n.text("Keyboard Shortcuts") }

    /// The title of the group of app-wide shortcuts.
    static var generalTitle: String { L10n.text("General") }

    /// The title of the section of each screen's own keys.
    static var screensKeysTitle: String { L10n.text("Keys of Each Screen") }

    /// The title of the group of screen-switching shortcuts.
    static var screensTitle: String { L10n.text("Screens") }

    /// Ctrl+digit for every screen that has one, in the switcher's order.
    static var screens: [Entry] {
        Screen.allCases.compactMap { screen in
            screen.accelerator.map { ($0, screen.localizedTitle) }
        }
    }
}
