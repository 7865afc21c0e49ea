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
    static func screen(_ name: String, text: String) -> String {
        isOrca48 ? "\(name) \(text)" : "\(name) panel."
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

    /// The carousel's pager (with the focus) after a page change, brailled. Orca 43 flashes
    /// the name change as a message ("Page 2 of 5"); Orca 48 brailles the focused object again,
    /// with its role, which GTK 4.18 gives the pager as a group ("Page 2 of 5 grouping").
    static func pagerPageBrailled(_ page: Int, of count: Int) -> String {
        let name = "Page \(page) of \(count)"
        return isOrca48 ? "\(name) grouping" : name
    }
}
