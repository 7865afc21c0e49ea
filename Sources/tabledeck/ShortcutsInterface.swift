import TableDeckBridge
import TableDeckModel

/// The GtkBuilder description of the Keyboard Shortcuts window, written from the same lists the
/// window's accelerators come from: ``Screen/allCases`` (Ctrl+1…), each screen's keys, and the
/// app-wide commands. Titles are translated before they are written.
enum ShortcutsInterface {
    /// The id of the `GtkShortcutsWindow` in ``xml``.
    static let objectID = "shortcuts"

    /// One row of the window: GTK accelerator syntax (several separated by spaces) and its title.
    typealias Entry = (accelerators: String, title: String)

    /// The shortcuts every window has, in the order the window lists them.
    static var general: [Entry] {
        [
            (MainWindowActions.quitAccelerator, L10n.text("Quit")),
            ("F10", L10n.text("Open the main menu")),
            (MainWindowActions.shortcutsAccelerator, L10n.text("Show keyboard shortcuts")),
        ]
    }

    /// Ctrl+digit for every screen that has one, in the switcher's order.
    static var screens: [Entry] {
        Screen.allCases.compactMap { screen in
            screen.accelerator.map { ($0, screen.localizedTitle) }
        }
    }

    /// The whole interface: one section with a General group, a Screens group, and one group per
    /// screen that has keys of its own.
    static var xml: String {
        var groups = [group(L10n.text("General"), general), group(L10n.text("Screens"), screens)]
        for screen in Screen.allCases where !screen.localizedKeys.isEmpty {
            groups.append(group(screen.localizedTitle, screen.localizedKeys))
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="\(objectID)">
                <property name="modal">1</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">10</property>
            \(groups.joined())
                  </object>
                </child>
              </object>
            </interface>
            """
    }

    private static func group(_ title: String, _ entries: [Entry]) -> String {
        var text = "        <child><object class=\"GtkShortcutsGroup\">\n"
        text += "          <property name=\"title\">\(escaped(title))</property>\n"
        for entry in entries {
            text += "          <child><object class=\"GtkShortcutsShortcut\">"
            text += "<property name=\"accelerator\">\(escaped(entry.accelerators))</property>"
            text += "<property name=\"title\">\(escaped(entry.title))</property></object></child>\n"
        }
        text += "        </object></child>\n"
        return text
    }

    /// `text` with XML's special characters escaped, for element content.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
