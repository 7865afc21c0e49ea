/// How a table draws its sections: UIKit's `UITableView.Style`, on both tables and both engines.
///
/// The style changes the look only: rows, sections, titles, keys, selection and every other
/// behaviour are the same in each. Its raw value is the name a command line or a setting uses
/// (`plain`, `grouped`, `inset-grouped`).
public enum TableStyle: String, CaseIterable, Sendable {
    /// Rows edge to edge on the list's background, a rule between them and a tinted bar for each
    /// section header: the look TableDeck's tables have always had, and the default.
    case plain
    /// Each section's rows drawn as one card (the theme's view colour, its border and rounded
    /// corners, a rule between rows) on the window's background, the full width of the table; a
    /// section's header title above its card and its footer text below, dimmed. The look of
    /// GNOME's boxed lists.
    case grouped
    /// ``grouped`` with the cards inset from the table's sides, as in GNOME's settings pages and
    /// UIKit's `insetGrouped`.
    case insetGrouped = "inset-grouped"

    /// Whether sections are drawn as cards (``grouped`` and ``insetGrouped``).
    public var drawsSectionsAsCards: Bool { self != .plain }
}
