import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

// Kept apart from the translated titles: xgettext reads Swift as C and stumbles over the
// multi-line literal below, so this file is not in po/POTFILES.in.
extension ShortcutsInterface {
    /// The whole interface: two sections, each on one page. The first has one group per screen
    /// that has keys of its own, in the screens' order; the second the Screens group and the
    /// General group. One section of every group stopped fitting a screen 800 px tall at the
    /// fifth screen, and filtering the groups by the screen shown (`view-name`) made GTK 4.8
    /// reflow them out of order over two pages. Each section's `max-height` keeps its groups on
    /// its first page, in order (``ShortcutsColumns``).
    static var xml: String {
        var screenGroups: [(title: String, entries: [Entry])] = []
        for screen in Screen.allCases where !screen.localizedKeys.isEmpty {
            screenGroups.append((screen.localizedTitle, screen.localizedKeys))
        }
        let sections = [
            section(name: "screens", title: screensKeysTitle, groups: screenGroups),
            section(name: "general", title: generalTitle, groups: [(screensTitle, screens), (generalTitle, general)]),
        ]
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="\(objectID)">
                <property name="modal">1</property>
                <property name="title">\(escaped(windowTitle))</property>
            \(sections.joined())
              </object>
            </interface>
            """
    }

    /// A section named `name` (shown as `title` in the window's section switcher) of `groups`,
    /// with the `max-height` that keeps them on one page.
    private static func section(name: String, title: String, groups: [(title: String, entries: [Entry])]) -> String {
        let maximumHeight = ShortcutsColumns.smallestMaximumHeight(
            for: groups.map { ShortcutsColumns.height(ofGroupWith: $0.entries.count) })
        return """
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">\(name)</property>
                    <property name="title">\(escaped(title))</property>
                    <property name="max-height">\(maximumHeight)</property>
            \(groups.map { group($0.title, $0.entries) }.joined())
                  </object>
                </child>

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
