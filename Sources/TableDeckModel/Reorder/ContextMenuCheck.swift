/// What a table checks in the actions a delegate gives for a row's context menu,
/// before it shows them: GTK-free, so the rules are tested headless.
public enum ContextMenuCheck {
    /// What the table does with a row's actions.
    public enum Outcome: Equatable, Sendable {
        /// No actions: no menu opens (never an empty popover), and nothing is warned.
        case noMenu
        /// A menu of the actions, with a warning for each title in `emptyTitles` (their
        /// positions): a screen reader would read nothing for them.
        case menu(emptyTitles: [Int])
    }

    /// The outcome for actions titled `titles`, in order. A title of only white space counts
    /// as empty.
    public static func outcome(titles: [String]) -> Outcome {
        guard !titles.isEmpty else { return .noMenu }
        let empty = titles.indices.filter { titles[$0].allSatisfy(\.isWhitespace) }
        return .menu(emptyTitles: empty)
    }

    /// `title` as a GTK menu item shows it literally: GTK reads `_` as a mnemonic marker in
    /// menu labels, so each is doubled ("Save_as" must not underline the "a").
    public static func literalMenuLabel(_ title: String) -> String {
        var label = ""
        for character in title {
            label.append(character)
            if character == "_" { label.append("_") }
        }
        return label
    }
}
