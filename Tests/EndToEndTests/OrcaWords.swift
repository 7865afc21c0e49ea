import Foundation

/// What Orca says of one thing, by release, where the two releases the tests run on word it
/// differently: Orca 43 with GTK 4.8 (Debian 12) and Orca 48 with GTK 4.18 (Debian 13). Each
/// says why the words differ; what one release says and the other does not is no wording, and
/// has no entry here.
enum OrcaWords {
    /// The major version of the Orca installed, read once from `orca --version` ("43.1" on
    /// Debian 12, "Orca version 48.1, AT-SPI2 version: 2.56.2" on Debian 13); nil without Orca
    /// or with an answer that has no number.
    static let orcaMajorVersion: Int? = {
        guard let run = try? ToolRun("orca", ["--version"], quiet: true), run.status == 0 else { return nil }
        return Int(String(run.text.drop { !$0.isNumber }.prefix { $0.isNumber }))
    }()

    /// Whether the words are Orca 48's (Orca 48 or newer); Orca 43's otherwise.
    static var isOrca48: Bool { (orcaMajorVersion ?? 0) >= 48 }

    /// The Space key as the walk's KEY line names it: Orca 43 logs a key by its text (" "),
    /// Orca 48 by its keysym ("space").
    static var spaceKey: String { isOrca48 ? "space" : " " }

    /// A screen's page entered, spoken as an ancestor of the focus. Orca 43 says its name and
    /// role ("Cells panel."); Orca 48 leaves out the role of a named panel and reads the static
    /// text the panel holds after its name, in one utterance ("Cells Click a person, or move
    /// with Up and Down and press Enter"), `text` being that text.
    /// A screen without static text of its own (the carousel) is its name alone on Orca 48.
    static func screen(_ name: String, text: String? = nil) -> String {
        guard isOrca48 else { return "\(name) panel." }
        return text.map { "\(name) \($0)" } ?? name
    }

    /// A named group (a panel to Orca 43) that takes the focus from outside it, as brailled
    /// (in the braille line, after its ancestors on Orca 43): the Class overview on entering
    /// the screen. Orca 43 speaks and brailles its name and role ("Watercolour Landscapes for
    /// Beginners panel"). Orca 48 brailles
    /// "Watercolour Landscapes for Beginners grouping" (GTK 4.18 makes a named box a group)
    /// but leaves the name out of its speech whenever it presents ancestors entered or left
    /// with it (its speech generator for the grouping role adds the name only when nothing
    /// precedes it): that is Orca's, and the tests assert the name in braille there.
    static func focusedGroupBrailled(_ name: String) -> String {
        isOrca48 ? "\(name) grouping" : "\(name) panel"
    }

    /// A named list entered, with its size. Orca 43 says the name and the size apart ("People.",
    /// "List with 12 items."); Orca 48 in one utterance ("People List with 12 items").
    static func list(_ name: String, items: Int) -> [String] {
        isOrca48 ? ["\(name) List with \(items) items"] : ["\(name).", "List with \(items) items."]
    }

    /// A push button with the focus. at-spi2-core 2.56 (Debian 13) names the push-button role
    /// "button", at-spi2-core 2.46 "push button": "See availability button." against "See
    /// availability push button.".
    static func button(_ name: String) -> String {
        isOrca48 ? "\(name) button." : "\(name) push button."
    }

    /// The header bar's main menu button with the focus (a `GtkMenuButton`). With GTK 4.8 Orca
    /// 43 reads it as a push button ("Main Menu push button."); with GTK 4.18 Orca 48 reads it
    /// as a toggle button, with its state ("Main Menu toggle button not pressed.", then "opens
    /// popup").
    static var mainMenuButton: String {
        isOrca48 ? "Main Menu toggle button not pressed." : "Main Menu push button."
    }

    /// The page indicator (a slider with the focus) after a page change. GTK 4.8 reports the
    /// change of its name, which Orca 43 presents as a message ("Page 2 of 5"); Orca 48
    /// presents the focused object again, with its role: "Page 2 of 5 slider." spoken, "Page 2
    /// of 5 slider" brailled.
    static func indicatorPage(_ page: Int, of count: Int, spoken: Bool) -> String {
        let name = "Page \(page) of \(count)"
        return isOrca48 ? name + (spoken ? " slider." : " slider") : name
    }

    /// The carousel's pager, with the focus, after a page change (Right, Left, a drag),
    /// spoken. GTK 4.8 reports the change of its name, which Orca 43 speaks as a message
    /// ("Page 2 of 5"); Orca 48 presents the focused object again, with its role, which GTK
    /// 4.18 gives the pager as a group ("Page 2 of 5 grouping"). Either way a name change, and
    /// the app announces nothing then (an announcement as well would be said twice).
    static func pagerPageSpoken(_ page: Int, of count: Int) -> String {
        let name = "Page \(page) of \(count)"
        return isOrca48 ? "\(name) grouping" : name
    }

    /// The page the pager turned to while the focus was on a row of a page (Right, a dot's
    /// click), spoken; the pager takes the focus as the page slides away. Orca 43 reads the
    /// pager by its name and role as it gets the focus ("Page 3 of 5 panel."). Orca 48 reads a
    /// group that gets the focus from inside it without its name (a bare "grouping", see
    /// ``focusedGroupBrailled(_:)``), and GTK 4.18 announces the page (`gtk_accessible_announce`,
    /// which GTK 4.8 lacks), which Orca 48 speaks as a message: "Page 3 of 5".
    static func pageTurnedFromARow(_ page: Int, of count: Int) -> String {
        let name = "Page \(page) of \(count)"
        return isOrca48 ? name : "\(name) panel."
    }

    /// The AT-SPI event that carries a message on this release: GTK 4.18's announcement
    /// (`object:announcement`) on Debian 13, the focused object's description change on Debian
    /// 12 (GTK 4.8 has no announcement; Orca 43 presents that change as a message).
    static var messageEvent: String {
        isOrca48 ? "object:announcement" : "object:property-change:accessible-description"
    }

    /// The carousel's pager (with the focus) after a page change, brailled. Orca 43 flashes
    /// the name change as a message ("Page 2 of 5"); Orca 48 brailles the focused object again,
    /// with its role, which GTK 4.18 gives the pager as a group ("Page 2 of 5 grouping").
    static func pagerPageBrailled(_ page: Int, of count: Int) -> String {
        let name = "Page \(page) of \(count)"
        return isOrca48 ? "\(name) grouping" : name
    }

    /// A column table's header row entered (the Table screen's), spoken as an ancestor of the
    /// header that takes the focus, by its name and role: a panel on GTK 4.8, a group on 4.18
    /// (seen: "Column headers panel." on Orca 43, "Column headers grouping" on Orca 48).
    static var columnHeaderRow: String {
        isOrca48 ? "Column headers grouping" : "Column headers panel."
    }

    /// A column header with the focus, spoken: its name alone, then (in an utterance of its own)
    /// the description with the sort state ("Name." "Not sorted."), on both releases: neither
    /// GTK maps the column-header role to an AT-SPI role Orca speaks (a filler).
    static func columnHeader(_ name: String) -> String {
        "\(name)."
    }
}
