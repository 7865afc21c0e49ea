import TableDeckBridge
import TableDeckModel

/// Shows a ``StackTableView``'s rows through a ``RecyclingTableView``: the stack table's sections
/// and titles, and a recycled cell per visible row whose content the stack table's delegate
/// supplies (by item index: the row's ordinal in the recycling table's layout).
///
/// The delegate's protocol is unchanged: it is asked for a view whenever a row is bound, and
/// the cell's previous view is removed first, so a recycled row never shows another row. Every
/// other question (presses, selection, menus, moves, swipes, type-ahead) the recycling table's
/// core asks the stack table itself (``TableCoreSource``).
@MainActor
final class StackTableRecyclingBackend: StackTableBackend, RecyclingTableViewDataSource {
    /// The recycling table that shows the rows; the stack table shows it in place of its box.
    let table: RecyclingTableView
    /// The stack table whose delegate supplies the rows. `weak`: it owns this backend.
    private weak var source: (any StackRowsSource)?

    /// The identifier of the row cells.
    static let rowIdentifier = "StackTableView.row"

    init(emptyText: String) {
        table = RecyclingTableView(emptyText: emptyText)
        table.register(identifier: Self.rowIdentifier) { TableViewCell(reuseIdentifier: Self.rowIdentifier) }
        // The cells are the rows and draw the selection bar themselves, as the stack engine's rows do.
        table.listView.addCSSClass(LibraryStyle.rowCellsListClass)
        table.dataSource = self
    }

    var content: Widget { table }

    var engine: any TableEngine { table }

    var core: TableCore { table.core }

    func connect(to source: any StackRowsSource) {
        self.source = source
        // The recycling table shows the rows; the stack table's delegate decides, through this core.
        table.core.source = source
    }

    /// Recycled rows are asked for as they come on screen, not here: rebinds the visible rows.
    func reload() -> Bool {
        table.reloadData()
        return true
    }

    /// Only the changed rows are unbound or bound anew. With `animated`, the rows on screen
    /// move as on a recycling table used directly.
    func apply(_ plan: SectionedRowBatch.Plan, animated: Bool) -> Bool {
        table.showRowChanges(plan, animated: animated)
        return true
    }

    func setAccessibleName(_ name: String) {
        table.setAccessibleName(name)
    }

    var isAnimatingChanges: Bool { table.isAnimatingChanges }

    var lastRowMotions: RowMotionPlan { table.lastRowMotions }

    var rowAnimator: AnyObject { table.rowAnimator }

    var itemWidgets: [(item: TableItem, widget: Widget, text: String?)] {
        table.boundCells.compactMap { cell in cell.item.map { ($0, cell, (cell.content as? Label)?.text) } }
    }

    func titleWidget(for item: TableItem) -> Widget? {
        table.boundCell(for: item)
    }

    // MARK: - The data source: the stack table's shape, as it read it from its delegate

    func numberOfSections(in tableView: RecyclingTableView) -> Int { source?.sectionLayout.numberOfSections ?? 0 }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        source?.sectionLayout.numberOfRows(inSection: section) ?? 0
    }

    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? {
        source?.sectionTitles.headers[section]
    }

    func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String? {
        source?.sectionTitles.footers[section]
    }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier)
        // The cell is the row: styled on every bind, so a spare cell takes insets changed since.
        source?.styleRow(cell)
        let index = tableView.layout.ordinal(of: indexPath) ?? indexPath.row
        cell.setContent(nil)
        let view = source?.rowView(forItemAt: index)
        cell.setContent(view)
        // With .stack the view is the row, so its background colour fills the whole row: the
        // cell takes the colour the view has when the delegate returns it, so rows look alike.
        cell.backgroundColor = view?.backgroundColor
        return cell
    }
}
