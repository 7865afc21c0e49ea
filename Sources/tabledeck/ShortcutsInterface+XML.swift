import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

// Kept apart from the translated titles: xgettext reads Swift as C and stumbles over the
// multi-line literal below, so this file is not in po/POTFILES.in.
extension ShortcutsInterface {
    /// The whole interface: one section with one group per screen that has keys of its own, in
    /// the screens' order, then the Screens group and the General group; its `max-height` keeps
    /// them all on the first page, in that order (``ShortcutsColumns``).
    static var xml: String {
        var lists: [(title: String, entries: [Entry])] = []
        for screen in Screen.allCases where !screen.localizedKeys.isEmpty {
            lists.append((screen.localizedTitle, screen.localizedKeys))
        }
        lists.append((screensTitle, screens))
        lists.append((generalTitle, general))
        let groups = lists.map { group($0.title, $0.entries) }
        let maximumHeight = ShortcutsColumns.smallestMaximumHeight(
            for: lists.map { ShortcutsColumns.height(ofGroupWith: $0.entries.count) })
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="\(objectID)">
                <property name="modal">1</property>
                <property name="title">\(escaped(windowTitle))</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">\(maximumHeight)</property>
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
