import TableDeckBridge
import TableDeckModel

/// A row of a ``ColumnTableView``: one recycled cell of its recycling table, holding one cell
/// view per column side by side (a ``ColumnsBox`` placed by the table's column layout).
@MainActor
final class ColumnRowCell: TableViewCell {
    /// The views side by side, one per column in the table's column order (not the display
    /// order: the box places them), and what each column's binder made (`nil`: it made none).
    let columns = ColumnsBox()
    private(set) var views: [Widget?] = []
    /// The data row the cell shows now.
    private(set) var dataRow: Int?

    /// A row for `tableColumns`; each column's view is made now, once (`makeCell`).
    init(reuseIdentifier: String, tableColumns: [TableColumn], reportMissingView: (TableColumn) -> Void) {
        super.init(reuseIdentifier: reuseIdentifier)
        addCSSClass("tabledeck-column-row")
        columns.addCSSClass("tabledeck-columns")
        for column in tableColumns {
            let view = column.makeCell()
            if view == nil { reportMissingView(column) }
            if let view, view.hasParent {
                Diagnostics.warn(
                    "the cell view made for the column '\(column.identifier)' already has a parent; the column's cell is left empty")
                views.append(nil)
                columns.append(Box(.horizontal))
                continue
            }
            views.append(view)
            // A binder that made nothing: an empty placeholder keeps the column's place.
            columns.append(view ?? Box(.horizontal))
        }
        setContent(columns)
        // The row widget is named with every shown column's title and value (show(dataRow:)):
        // the cells themselves are left out, or Orca 48 (GTK 4.18) read each one again after
        // the row ("Lyon." "04/06/10." …).
        columns.setHiddenFromAssistiveTechnologies(true)
    }

    /// Shows the data row `row`: each column's binder fills its view, and the row is named for
    /// screen readers by the shown columns' titles and values ("Name, Ada Lovelace, City, Lyon").
    func show(dataRow row: Int, tableColumns: [TableColumn], shownInOrder: [Int]) {
        dataRow = row
        for (index, column) in tableColumns.enumerated() {
            if let view = views[index] { column.bind(view, row) }
        }
        var parts: [String] = []
        for index in shownInOrder where tableColumns.indices.contains(index) {
            let column = tableColumns[index]
            let value = column.accessibleText?(row) ?? views[index].flatMap { $0.accessibleLabel ?? ($0 as? Label)?.text } ?? ""
            parts.append(column.title.isEmpty ? value : "\(column.title), \(value)")
        }
        accessibleName = parts.joined(separator: ", ")
        owner = tableColumns.first?.table
        rowAccessibleNameChanged()
    }

    /// The shown columns' titles and values, for screen readers.
    private var accessibleName = ""

    override var rowAccessibleName: String { accessibleName }

    /// The table the row belongs to (its columns'), for its row count. `weak`: the table owns
    /// the rows.
    private weak var owner: ColumnTableView?

    /// The row's place in display order, for screen readers ("row 3 of 1000"), read after the
    /// columns. GTK 4.8 passes no position in a set to AT-SPI, and Orca counts a list's items
    /// as the rows GTK's list view made (a few hundred of a million), so the name says it.
    override var rowAccessiblePosition: String? {
        guard let row = indexPath?.row, let count = owner?.numberOfRows, count > 0 else { return nil }
        return L10n.substitute(LibraryLocalization.text("row %d of %d"), row + 1, count)
    }
}
