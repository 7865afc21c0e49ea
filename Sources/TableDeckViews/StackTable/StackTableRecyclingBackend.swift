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

    /// Shows the stack table's sections and titles as they are now, rebinding the visible rows.
    func reload() {
        table.reloadData()
    }

    /// Applies a checked batch: only the changed rows are unbound or bound anew. With
    /// `animated`, the rows on screen move as on a recycling table used directly.
    func apply(_ sectioned: SectionedRowBatch.Plan, animated: Bool) {
        table.showRowChanges(sectioned, animated: animated)
    }

    // The stack table's shape, as it read it from its delegate.

    func numberOfSections(in tableView: RecyclingTableView) -> Int { owner?.numberOfSections ?? 0 }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        owner?.numberOfRows(inSection: section) ?? 0
    }

    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? {
        owner?.titleForHeader(inSection: section)
    }

    func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String? {
        owner?.titleForFooter(inSection: section)
    }

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
