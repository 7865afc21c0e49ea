import TableDeckBridge
import TableDeckModel

/// The header of one column of a ``ColumnTableView``: its title, ellipsized when the column is
/// narrower, and an arrow for the direction the table is sorted by it. Read by screen readers
/// by its title and its sort state, the description ("Name." "Sorted ascending."): GTK 4.8
/// maps the column-header role to no AT-SPI role and passes GTK's sort property on to none.
@MainActor
final class ColumnHeaderView: Box {
    private let titleLabel = Label()
    private let arrow = Image(iconName: "pan-up-symbolic")

    /// A header for `column`.
    init(column: TableColumn) {
        // A box that holds the focus itself: a focusable GtkBox hands it to its children, and
        // a label and an arrow take none, so the header row could not be reached by the keyboard.
        super.init(.horizontal, spacing: 4, focusableWithRole: .columnHeader)
        addCSSClass("tabledeck-column-header")
        titleLabel.ellipsizesAtEnd = true
        titleLabel.expandsHorizontally = true
        titleLabel.xAlign = column.alignment.labelAlignment
        append(titleLabel)
        arrow.addCSSClass("tabledeck-column-sort-arrow")
        arrow.isVisible = false
        append(arrow)
        show(column: column, sort: nil)
    }

    /// Shows `column`'s title and `sort`, its direction when the table is sorted by it.
    func show(column: TableColumn, sort: ColumnSortDirection?) {
        titleLabel.text = column.title
        // An empty title still needs a name a screen reader can say.
        setAccessibleLabel(column.title.isEmpty ? column.identifier : column.title)
        arrow.isVisible = sort != nil
        if let sort {
            arrow.setIconName(sort == .ascending ? "pan-up-symbolic" : "pan-down-symbolic")
            addCSSClass("tabledeck-column-sorted")
        } else {
            removeCSSClass("tabledeck-column-sorted")
        }
        setAccessibleSort(ascending: sort.map { $0 == .ascending })
        // GTK 4.8's AT-SPI leaves the sort state out: the description says it too.
        let description: String
        switch sort {
        case .ascending: description = LibraryLocalization.text("Sorted ascending")
        case .descending: description = LibraryLocalization.text("Sorted descending")
        case nil: description = column.isSortable ? LibraryLocalization.text("Not sorted") : ""
        }
        setAccessibleDescription(description)
    }

    /// The title shown (tests).
    var shownTitle: String { titleLabel.text }
    /// Whether the arrow shows, and which way (tests).
    var shownSort: ColumnSortDirection? {
        guard arrow.isVisible else { return nil }
        return hasCSSClass("tabledeck-column-sorted") && arrow.iconName == "pan-down-symbolic" ? .descending : .ascending
    }
}
