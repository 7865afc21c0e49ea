import TableDeckBridge
import TableDeckModel

/// Shows a ``StackTableView``'s rows through a ``RecyclingTableView``: one section, no header,
/// a recycled cell per visible row whose content the stack table's delegate supplies.
///
/// The delegate's protocol is unchanged: it is asked for a view whenever a row is bound, and
/// the cell's previous view is removed first, so a recycled row never shows another row.
@MainActor
final class StackTableRecyclingBackend: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    /// The recycling table that shows the rows; the stack table shows it in place of its box.
    let table: RecyclingTableView
    /// The stack table whose delegate supplies the rows. `weak`: it owns this backend.
    weak var owner: StackTableView?
    private var count = 0

    /// The identifier of the row cells.
    static let rowIdentifier = "StackTableView.row"

    init(emptyText: String) {
        table = RecyclingTableView(emptyText: emptyText)
        table.register(identifier: Self.rowIdentifier) {
            let cell = TableViewCell(reuseIdentifier: StackTableRecyclingBackend.rowIdentifier)
            cell.addCSSClass("tabledeck-row")
            return cell
        }
        table.dataSource = self
        table.delegate = self
    }

    /// Shows `count` rows, rebinding the visible ones.
    func reload(count: Int) {
        self.count = count
        table.reloadData()
    }

    /// Applies a checked batch: only the changed rows are unbound or bound anew.
    func apply(_ plan: RowBatchPlan) {
        count = plan.newCount
        table.applyRowChanges(plan)
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { 1 }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { false }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier)
        guard let owner, let delegate = owner.delegate else {
            cell.setContent(nil)
            return cell
        }
        let view = delegate.stackTableView(owner, viewForItemAt: indexPath.row)
        cell.setContent(nil)
        if view.hasParent {
            Diagnostics.warn(
                "the stack table's delegate returned a view for row \(indexPath.row) that already has a parent; the row is left empty")
        } else {
            cell.setContent(view)
        }
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        owner?.rowClicked(at: indexPath.row, modifiers: tableView.pressModifiers)
    }
}
