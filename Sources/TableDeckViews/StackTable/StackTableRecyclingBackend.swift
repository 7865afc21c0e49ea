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
final class StackTableRecyclingBackend: RecyclingTableViewDataSource {
    /// The recycling table that shows the rows; the stack table shows it in place of its box.
    let table: RecyclingTableView
    /// The stack table whose delegate supplies the rows. `weak`: it owns this backend.
    weak var owner: StackTableView?
    /// The sections and titles the stack table read on its last reload.
    private var sections = SectionLayout.empty
    private var titles = SectionTitles()

    /// The identifier of the row cells.
    static let rowIdentifier = "StackTableView.row"

    init(emptyText: String) {
        table = RecyclingTableView(emptyText: emptyText)
        table.register(identifier: Self.rowIdentifier) {
            let cell = TableViewCell(reuseIdentifier: Self.rowIdentifier)
            cell.addCSSClass("tabledeck-row")
            return cell
        }
        table.dataSource = self
    }

    /// Shows the sections of `layout` with `titles`, rebinding the visible rows.
    func reload(layout: SectionLayout, titles: SectionTitles) {
        sections = layout
        self.titles = titles
        table.reloadData()
    }

    /// Applies a checked batch: only the changed rows are unbound or bound anew. With
    /// `animated`, the rows on screen move as on a recycling table used directly.
    func apply(_ sectioned: SectionedRowBatch.Plan, animated: Bool) {
        sections = sections.withRowCounts(sectioned.newCounts)
        table.showRowChanges(sectioned, animated: animated)
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { sections.numberOfSections }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        sections.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? { titles.headers[section] }

    func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String? { titles.footers[section] }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier)
        let index = tableView.layout.ordinal(of: indexPath) ?? indexPath.row
        guard let owner, let delegate = owner.delegate else {
            cell.setContent(nil)
            return cell
        }
        let view = delegate.stackTableView(owner, viewForItemAt: index)
        cell.setContent(nil)
        if view.hasParent {
            Diagnostics.warn(
                "the stack table's delegate returned a view for row \(index) that already has a parent; the row is left empty")
        } else {
            cell.setContent(view)
        }
        return cell
    }
}
