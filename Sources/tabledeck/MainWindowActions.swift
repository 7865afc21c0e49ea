import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

/// The main window's commands and their keys: `app.quit` (Ctrl+Q), `app.about`,
/// `win.screen-<name>` (Ctrl+1… in ``Screen`` order), `win.show-shortcuts` (Ctrl+?, the
/// Keyboard Shortcuts window), and the primary menu button (F10) that holds the last two.
///
/// The About and Keyboard Shortcuts windows are built the first time they are asked for, not at
/// start-up (start-up time and memory are benchmarked).
@MainActor
final class MainWindowActions {
    /// Quits the app (every window closes; exit status 0).
    nonisolated static let quitAccelerator = "<Control>q"
    /// Opens the Keyboard Shortcuts window.
    nonisolated static let shortcutsAccelerator = "<Control>question"
    /// Opens the visible screen's search bar (Users, Cells, Table).
    nonisolated static let findAccelerator = "<Control>f"

    /// The header bar's primary menu button.
    let menuButton: MenuButton
    /// The Keyboard Shortcuts window, once it has been shown.
    private(set) var shortcutsWindow: ShortcutsWindow?
    /// The About window while it is open.
    private(set) var aboutDialog: AboutDialog?
    private weak var application: Application?
    private let window: Window
    private let quit = Action(name: "quit")
    private let about = Action(name: "about")
    private let shortcuts = Action(name: "show-shortcuts")
    private let find = Action(name: "find")
    private var screenActions: [Action] = []

    /// Installs the actions on `application` and `window`; `showScreen` makes a screen visible.
    init(
        application: Application, window: Window, showScreen: @escaping @MainActor (Screen) -> Void,
        find findInScreen: @escaping @MainActor () -> Void
    ) {
        self.application = application
        self.window = window

        let menu = Menu()
        let section = Menu()
        section.append(L10n.text("_Keyboard Shortcuts"), action: "win.show-shortcuts")
        section.append(L10n.text("_About TableDeck"), action: "app.about")
        menu.appendSection(section)
        menuButton = MenuButton(iconName: "open-menu-symbolic", menu: menu)
        menuButton.isPrimary = true
        menuButton.tooltip = L10n.text("Main Menu")
        menuButton.setAccessibleLabel(L10n.text("Main Menu"))

        quit.onActivate { [weak self] in self?.application?.quit() }
        application.addAction(quit)
        application.setAccelerators([Self.quitAccelerator], for: "app.quit")
        about.onActivate { [weak self] in self?.showAbout() }
        application.addAction(about)

        for screen in Screen.allCases {
            let action = Action(name: Self.actionName(for: screen))
            action.onActivate { showScreen(screen) }
            window.addAction(action)
            screenActions.append(action)
            if let accelerator = screen.accelerator {
                application.setAccelerators([accelerator], for: "win.\(action.name)")
            }
        }

        find.onActivate { findInScreen() }
        window.addAction(find)
        application.setAccelerators([Self.findAccelerator], for: "win.find")

        shortcuts.onActivate { [weak self] in self?.showShortcuts() }
        window.addAction(shortcuts)
        application.setAccelerators([Self.shortcutsAccelerator], for: "win.show-shortcuts")
    }

    /// The name of the action that shows `screen`: `screen-<name>`.
    static func actionName(for screen: Screen) -> String {
        "screen-\(screen.rawValue)"
    }

    /// Opens the About window over the main window (once: a second call brings it back).
    func showAbout() {
        // Run from a clone, the logo is in data/icons. Added here, not at start-up: a new search
        // path makes the icon theme rescan its folders. (No window icon is set: desktops match
        // the window to the desktop file by app id, and an X11 icon would load librsvg at
        // start-up, +8 MB peak RSS measured.)
        if aboutDialog == nil, let folder = ResourceLocator.checkoutIconFolder {
            IconTheme.addSearchPath(folder)
        }
        let dialog = aboutDialog ?? AboutDialog(Self.aboutContent)
        aboutDialog = dialog
        dialog.present(over: window, modal: true)
    }

    /// Opens the Keyboard Shortcuts window over the main window, building it the first time.
    func showShortcuts() {
        if shortcutsWindow == nil {
            do {
                shortcutsWindow = try ShortcutsInterface.makeWindow()
            } catch {
                Diagnostics.warn("the Keyboard Shortcuts window could not be built: \(error)")
                return
            }
        }
        shortcutsWindow?.present(over: window, modal: true)
    }

    /// What the About window says, translated.
    static var aboutContent: AboutDialog.Content {
        let credits = L10n.text("translator-credits")
        return AboutDialog.Content(
            programName: "TableDeck",
            version: BuildInfo.version,
            comments: L10n.text("UIKit's table and carousel patterns, brought to GTK 4 in Swift"),
            website: BuildInfo.website,
            websiteLabel: L10n.text("Website"),
            copyright: "© 2026 The TableDeck authors",
            logoIconName: BuildInfo.appID,
            authors: ["The TableDeck authors"],
            // gettext returns the message itself when there is no translation.
            translatorCredits: credits == "translator-credits" ? nil : credits
        )
    }
}
