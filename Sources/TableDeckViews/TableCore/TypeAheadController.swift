import TableDeckBridge
import TableDeckModel

/// Type-ahead: with the focus in the table, typed letters move the cursor to the first row
/// whose text starts with them, as GTK's tree views did (``TypeAheadSearch``: a pause of a
/// second starts over, the same letter again goes on to the next row with it, the search wraps
/// from the cursor and goes through every section, case and accents do not count). Space is a
/// letter only while a search goes on, and presses the cursor row otherwise.
///
/// A row's text is the source's (``TableCoreSource/typeAheadText(forRowAt:)``), else what the
/// row shows if it is built now (a recycling engine builds the rows on screen only, so a long
/// table's delegate answers the method).
@MainActor
final class TypeAheadController: TableBehavior {
    private unowned let core: TableCore
    /// The letters typed, and when; made on the first letter (reading the user's language
    /// from GLib is not worth doing for a table nobody types in).
    private var search: TypeAheadSearch?

    init(core: TableCore) {
        self.core = core
    }

    /// Whether a search is going on now (letters typed less than a second ago).
    var isActive: Bool { search?.isActive(at: TypeAheadInput.now) ?? false }

    /// How the search compares text (the user's language's case and accents); the section
    /// index folds its titles the same way.
    var folding: TypeAheadFolding { search?.folding ?? TypeAheadInput.userFolding }

    func perform(_ command: TableCommand) -> Bool {
        guard case .type(let text) = command, core.layout.totalRows > 0 else { return false }
        type(text, at: TypeAheadInput.now)
        return true
    }

    /// Types `text` at `time` (seconds) into the search and moves the cursor to the row found;
    /// the caller gives the time, which decides whether the search starts over. Typed text is
    /// the table's even when no row matches (the cursor then stays).
    func type(_ text: String, at time: Double) {
        guard let engine = core.engine else { return }
        let layout = core.layout
        let cursorRow = engine.cursorRow
        let cursor = cursorRow.flatMap { layout.ordinal(of: $0) }
        var search = self.search ?? TypeAheadSearch(folding: TypeAheadInput.userFolding)
        defer { self.search = search }
        let found = search.type(text, at: time, cursor: cursor, count: layout.totalRows) { ordinal in
            // A row a search hides is never found.
            guard layout.isShown(ordinal: ordinal) else { return nil }
            return layout.row(atOrdinal: ordinal).flatMap(self.text(ofRow:))
        }
        guard let found, found != cursor, let target = layout.row(atOrdinal: found) else { return }
        let movingUp = cursor.map { found < $0 } ?? false
        engine.focusRow(target, reveal: true, movingUp: movingUp)
    }

    /// The text type-ahead compares for the row at `indexPath`: the source's, else what the row
    /// shows if it is built now.
    func text(ofRow indexPath: TableIndexPath) -> String? {
        core.source?.typeAheadText(forRowAt: indexPath) ?? core.engine?.contentWidget(ofRow: indexPath).flatMap(Self.text(shownBy:))
    }

    /// The text a search matches for the row at `indexPath`: the source's, else what the row's
    /// view says (``Widget/shownText``), made for the purpose when the row is not built
    /// (``TableEngine/detachedText(ofRow:)``).
    func searchText(ofRow indexPath: TableIndexPath) -> String? {
        core.source?.searchText(forRowAt: indexPath) ?? core.source?.typeAheadText(forRowAt: indexPath)
            ?? core.engine?.contentWidget(ofRow: indexPath).map(Self.searchText(shownBy:))
            ?? core.engine?.detachedText(ofRow: indexPath)
    }

    /// What a row's view says, for a search: a recycled cell is judged by its content.
    static func searchText(shownBy view: Widget) -> String {
        ((view as? TableViewCell)?.content ?? view).shownText
    }

    /// What a row's view shows: a label's text, else its accessible name (a recycled cell is
    /// judged by its content).
    private static func text(shownBy view: Widget) -> String? {
        let content = (view as? TableViewCell)?.content ?? view
        if let label = content as? Label { return label.text }
        return content.accessibleLabel
    }
}
