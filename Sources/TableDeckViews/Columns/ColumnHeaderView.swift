import TableDeckBridge
import TableDeckModel

/// The header of one column of a ``ColumnTableView``: its title, ellipsized when the column is
/// narrower, and an arrow for the direction the table is sorted by it. Read by screen readers
/// as a column header with its sort state ("Name, column header, sorted ascending").
@MainActor
final class ColumnHeaderView {
    /// The header itself: one keyboard stop (a box would pass the focus to its children, which
    /// take none), read as a column header.
    let view = FocusStop(role: .columnHeader)
    private let titleLabel = Label()
    private let arrow = Image(iconName: "pan-up-symbolic")

    /// A header for `column`.
    init(column: TableColumn) {
        view.addCSSClass("tabledeck-column-header")
        titleLabel.ellipsizesAtEnd = true
        // A long title asks for a natural width of about this many characters, not its whole
        // length: a natural-width column is not made as wide as a sentence.
        titleLabel.maximumWidthInCharacters = Self.titleCharacters
        titleLabel.expandsHorizontally = true
        titleLabel.xAlign = column.alignment.labelAlignment
        arrow.addCSSClass("tabledeck-column-sort-arrow")
        // The header's description says how it is sorted; GTK 4.8 would name the arrow
        // "GtkImage" to screen readers.
        arrow.setHiddenFromAssistiveTechnologies(true)
        // The arrow keeps its room when the column is not sorted (drawn clear): a sort never
        // ellipsizes a title that fitted, nor shifts the header's text. It sits on the side
        // away from the text's edge, so a trailing column's title ends where its numbers do.
        arrow.opacity = 0
        if column.alignment == .trailing {
            arrow.setMargins(top: 0, bottom: 0, start: 0, end: 4)
            view.append(arrow)
            view.append(titleLabel)
        } else {
            arrow.setMargins(top: 0, bottom: 0, start: 4, end: 0)
            view.append(titleLabel)
            view.append(arrow)
        }
        show(column: column, sort: nil)
    }

    /// Shows `column`'s title and `sort`, its direction when the table is sorted by it.
    func show(column: TableColumn, sort: ColumnSortDirection?) {
        titleLabel.text = column.title
        // An empty title still needs a name a screen reader can say.
        view.setAccessibleLabel(column.title.isEmpty ? column.identifier : column.title)
        arrow.opacity = sort == nil ? 0 : 1
        if let sort {
            arrow.setIconName(sort == .ascending ? "pan-up-symbolic" : "pan-down-symbolic")
            view.addCSSClass("tabledeck-column-sorted")
        } else {
            view.removeCSSClass("tabledeck-column-sorted")
        }
        view.setAccessibleSort(ascending: sort.map { $0 == .ascending })
        // GTK 4.8's AT-SPI leaves the sort state out: the description says it too.
        let description: String
        switch sort {
        case .ascending: description = LibraryLocalization.text("Sorted ascending")
        case .descending: description = LibraryLocalization.text("Sorted descending")
        case nil: description = column.isSortable ? LibraryLocalization.text("Not sorted") : ""
        }
        view.setAccessibleDescription(description)
    }

    /// How many characters of a title make a header's natural width, at most.
    static let titleCharacters = 24

    /// The title shown (tests).
    var shownTitle: String { titleLabel.text }
    /// Whether the arrow shows, and which way (tests).
    var shownSort: ColumnSortDirection? {
        guard arrow.opacity > 0 else { return nil }
        return view.hasCSSClass("tabledeck-column-sorted") && arrow.iconName == "pan-down-symbolic" ? .descending : .ascending
    }
}
