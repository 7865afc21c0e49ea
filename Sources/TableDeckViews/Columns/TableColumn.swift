import TableDeckBridge
import TableDeckModel

/// A column of a ``ColumnTableView`` (AppKit's `NSTableColumn`, SwiftUI's `TableColumn`): a
/// title, how its cells are made and filled, how wide it is, and how its rows compare when the
/// user sorts by it.
///
/// Cells recycle: the table makes a column's cell view once per row widget (the `makeCell`
/// closure) and fills it again for each row that widget shows (`bind`), with the row's index in
/// the data source's order (which the user's sorting never changes).
@MainActor
public final class TableColumn {
    /// The column's name in code and in sort descriptors; unique in a table.
    public let identifier: String
    /// The title its header shows. Empty is allowed (the header is then named by the
    /// identifier for screen readers, with a warning); a long title is ellipsized.
    public var title: String {
        didSet { table?.columnTitlesChanged() }
    }
    /// Where the cells' and the header's content sit in the column (mirrored right to left).
    public let alignment: ColumnAlignment
    /// How wide the column is: natural, fixed or expanding, between a minimum and a maximum.
    /// The user's resizing overrides it, within the minimum and maximum.
    public let width: ColumnWidth
    /// Whether the user may hide the column from the header's context menu (`true`). A table
    /// always keeps one column shown.
    public var canHide = true
    /// Makes a cell view for the column; `nil` (a binder that has none) leaves the column's
    /// cells empty, with one warning.
    let makeCell: @MainActor () -> Widget?
    /// Fills `view` (made by ``makeCell``) for the data row `row`.
    let bind: @MainActor (_ view: Widget, _ row: Int) -> Void
    /// The value the data row `row` sorts by; `nil` for a column the user cannot sort by
    /// (unless the data source sorts by it itself).
    let sortKey: (@MainActor (_ row: Int) -> ColumnSortKey)?
    /// The text a screen reader hears, and type-ahead matches, for the data row `row`; `nil`
    /// reads the cell (its accessible label, or its text when it is a label).
    let accessibleText: (@MainActor (_ row: Int) -> String)?
    /// The table showing the column, told when the title changes.
    weak var table: ColumnTableView?

    /// A column of any view.
    ///
    /// - Parameters:
    ///   - identifier: the column's name in code and in sort descriptors.
    ///   - title: what its header shows.
    ///   - alignment: where content sits in the column (`.leading` by default).
    ///   - width: how wide it is (``ColumnWidth``; natural by default).
    ///   - makeCell: makes one cell view; called once per row widget, not per row.
    ///   - bind: fills a cell view for a data row.
    ///   - sortKey: the value a row sorts by, or `nil` for a column that does not sort.
    ///   - accessibleText: what a screen reader hears of a row's cell, and what type-ahead
    ///     matches; `nil` reads the cell.
    public init<View: Widget>(
        _ identifier: String, title: String, alignment: ColumnAlignment = .leading, width: ColumnWidth = ColumnWidth(),
        makeCell: @escaping @MainActor () -> View?, bind: @escaping @MainActor (View, Int) -> Void,
        sortKey: (@MainActor (Int) -> ColumnSortKey)? = nil, accessibleText: (@MainActor (Int) -> String)? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.alignment = alignment
        self.width = width
        self.makeCell = makeCell
        self.bind = { view, row in
            if let view = view as? View { bind(view, row) }
        }
        self.sortKey = sortKey
        self.accessibleText = accessibleText
    }

    /// A column of one line of text per row, ellipsized when the column is narrower, that
    /// sorts by the text (in the user's language's order) unless `sortKey` says otherwise.
    public convenience init(
        _ identifier: String, title: String, alignment: ColumnAlignment = .leading, width: ColumnWidth = ColumnWidth(),
        text: @escaping @MainActor (Int) -> String, sortKey: (@MainActor (Int) -> ColumnSortKey)? = nil
    ) {
        self.init(
            identifier, title: title, alignment: alignment, width: width,
            makeCell: { () -> Label in
                let label = Label()
                label.ellipsizesAtEnd = true
                label.xAlign = alignment.labelAlignment
                return label
            },
            bind: { label, row in label.text = text(row) },
            sortKey: sortKey ?? { row in .text(text(row)) }, accessibleText: text)
    }

    /// A column whose cells are a ``CellViewBinder`` view (the same type can serve rows of a
    /// ``RecyclingTableView``).
    public convenience init<View: CellViewBinder>(
        _ identifier: String, title: String, cell: View.Type, alignment: ColumnAlignment = .leading,
        width: ColumnWidth = ColumnWidth(), bind: @escaping @MainActor (View.ContentView, Int) -> Void,
        sortKey: (@MainActor (Int) -> ColumnSortKey)? = nil, accessibleText: (@MainActor (Int) -> String)? = nil
    ) {
        self.init(
            identifier, title: title, alignment: alignment, width: width, makeCell: { View.contentView() }, bind: bind,
            sortKey: sortKey, accessibleText: accessibleText)
    }

    /// Whether the user can sort by the column (it has a sort key).
    public var isSortable: Bool { sortKey != nil }
}

/// Where a column's content sits, in reading direction.
public enum ColumnAlignment: Sendable {
    /// At the leading edge (left in English): text.
    case leading
    /// Centred.
    case center
    /// At the trailing edge: numbers, so their digits line up.
    case trailing

    /// The horizontal alignment of a label's text (mirrored right to left by GTK).
    var labelAlignment: Float {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
