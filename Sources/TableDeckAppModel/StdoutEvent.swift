import TableDeckModel

/// A line TableDeck prints on stdout. Stdout is a machine interface: these lines and nothing else.
public enum StdoutEvent: Equatable, Sendable {
    /// The main window drew its first frame, `milliseconds` after the process started.
    case ready(milliseconds: Int)
    /// A row of a stack table was pressed.
    case itemPressed(index: Int)
    /// The Carousel screen's current page changed (also for the first page shown); `page` is 1-based.
    case page(Int, of: Int)
    /// The Class detail screen's "See availability" button was pressed.
    case availabilityRequested
    /// A promotion code was applied on the Class detail screen.
    case promotionApplied(code: String)
    /// The Class detail screen's "Is that a gift?" switch was turned on or off.
    case gift(on: Bool)
    /// A row of a sectioned table was pressed.
    case cellPressed(TableIndexPath)
    /// The Users screen's selection changed: the rows selected now, as sorted ranges.
    case selectedRows(ranges: [Range<Int>])
    /// Users were deleted: their rows before the deletion.
    case deletedRows([Int])
    /// Deleted users came back (undo): their rows after it.
    case restoredRows([Int])
    /// A user was added: its row.
    case insertedRows([Int])
    /// A row was moved (drag, Alt+Up/Down, the menu, or undoing a move): its index before and after.
    case movedRow(from: Int, to: Int)

    /// The Table screen was sorted by the column titled `column` (its English title).
    case sorted(column: String, ascending: Bool)

    /// The exact line, without the newline.
    /// A search shows `shown` of `total` rows for `query`.
    case filtered(query: String, shown: Int, total: Int)
    /// The search bar closed: every row shows again.
    case filterCleared
    /// A folder of the Files screen was expanded: its path relative to the root.
    case expanded(path: String)
    /// A folder of the Files screen was collapsed.
    case collapsed(path: String)

    public var line: String {
        switch self {
        case .ready(let milliseconds): "Ready in \(milliseconds) ms"
        case .itemPressed(let index): "Item pressed at index \(index)"
        case .page(let page, let count): "Page \(page) of \(count)"
        case .availabilityRequested: "Availability requested"
        case .promotionApplied(let code): "Promotion applied: \(code)"
        case .gift(let on): "Gift: \(on ? "on" : "off")"
        case .cellPressed(let indexPath): "Item pressed at section \(indexPath.section) row \(indexPath.row)"
        case .selectedRows(let ranges): "Selected rows: \(IndexRanges.describe(ranges: ranges))"
        case .deletedRows(let rows): "Deleted rows: \(IndexRanges.describe(rows))"
        case .restoredRows(let rows): "Restored rows: \(IndexRanges.describe(rows))"
        case .insertedRows(let rows): "Inserted rows: \(IndexRanges.describe(rows))"
        case .movedRow(let from, let to): "Moved row \(from) to \(to)"
        case .sorted(let column, let ascending): "Sorted by \(column) \(ascending ? "ascending" : "descending")"
        case .filtered(let query, let shown, let total): "Filter \"\(query)\": \(shown) of \(total) rows"
        case .filterCleared: "Filter cleared"
        case .expanded(let path): "Expanded \(path)"
        case .collapsed(let path): "Collapsed \(path)"
        }
    }
}
