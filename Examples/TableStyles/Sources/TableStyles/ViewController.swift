import TableDeckViews

/// The sample's view controller: a stack table in sections, drawn in the style picked above it,
/// on the engine picked beside it.
///
/// UIKit fixes a table's style when it is made (`UITableView(frame:style:)`); a TableDeck table
/// takes it when it is made too (`StackTableView(backend:style:)`), and also changes it later
/// through ``StackTableView/style``. The engine is fixed, so picking another makes a new table.
@MainActor
final class ViewController {
    /// The controls and the table, one above the other.
    let view = Box(.vertical)
    private let controls = Box(.horizontal, spacing: 12)
    private let styles = DropDown(items: ["Plain", "Grouped", "Inset grouped"])
    private let engines = DropDown(items: ["Stack", "Recycling"])
    private(set) var tableView: StackTableView

    /// The groceries, in sections: titled, with a footer, empty, untitled, and of one row.
    private var sections: [(header: String?, items: [String], footer: String?)] = [
        ("Fruit", ["Apple", "Banana", "Cherry", "Grape"], nil),
        ("Vegetables", ["Carrot", "Leek", "Onion"], "Slide a row sideways to delete it."),
        ("Nuts", [], "No nuts this week: an empty section draws no card."),
        (nil, ["Bread", "Milk"], nil),
        ("Herbs", ["Basil"], "A section of one row is rounded on every corner."),
    ]

    init(style: TableStyle, backend: TableBackend) {
        tableView = StackTableView(backend: backend, style: style)
        styles.selectedIndex = TableStyle.allCases.firstIndex(of: style)
        engines.selectedIndex = TableBackend.allCases.firstIndex(of: backend)
        controls.setMargins(12)
        controls.append(Label("Style"))
        controls.append(styles)
        controls.append(Label("Engine"))
        controls.append(engines)
        view.append(controls)
        show(tableView)
        styles.onSelectionChanged { [weak self] in
            guard let self, let index = self.styles.selectedIndex else { return }
            // A change of style shows at once, on the rows as they are.
            self.tableView.style = TableStyle.allCases[index]
        }
        engines.onSelectionChanged { [weak self] in
            guard let self, let index = self.engines.selectedIndex else { return }
            let table = StackTableView(backend: TableBackend.allCases[index], style: self.tableView.style)
            self.view.remove(self.tableView)
            self.tableView = table
            self.show(table)
        }
    }

    private func show(_ table: StackTableView) {
        table.expandsVertically = true
        table.setAccessibleName("Groceries")
        // Held weak by the table, so the controller must outlive it (it does: `main` keeps it).
        table.delegate = self
        table.reloadData()
        view.append(table)
    }

    /// The section and row of item `index`, counted across sections.
    private func place(of index: Int) -> (section: Int, row: Int)? {
        tableView.indexPath(forItemAt: index).map { ($0.section, $0.row) }
    }
}

extension ViewController: StackTableViewDelegate {
    func numberOfItems(in tableView: StackTableView) -> Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    func numberOfSections(in tableView: StackTableView) -> Int {
        sections.count
    }

    func stackTableView(_ tableView: StackTableView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func stackTableView(_ tableView: StackTableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func stackTableView(_ tableView: StackTableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let label = Label(place(of: index).map { sections[$0.section].items[$0.row] } ?? "")
        // UILabel starts its text at the leading edge; GtkLabel centres it unless told otherwise.
        label.xAlign = 0
        return label
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {
        // Not `print`: stdout is a pipe in scripts, and a line must arrive when the row is pressed.
        Diagnostics.printEvent("Item pressed at index \(index)")
    }

    func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction] {
        [
            RowAction(title: "Delete", style: .destructive) { [weak self, weak tableView] in
                guard let self, let tableView, let place = self.place(of: index) else { return }
                self.sections[place.section].items.remove(at: place.row)
                // The row leaves, and the section's new first or last row takes its corners.
                tableView.deleteRows(at: [index])
            }
        ]
    }
}
