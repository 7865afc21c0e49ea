import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    /// Applies a checked batch to a table of one section with no header (the stack table's
    /// `.recycling` backend): the list model is spliced, so GTK unbinds the deleted rows, binds
    /// the inserted and reloaded ones, and keeps every other row and its place on screen (its
    /// anchor follows its row). Rows bound now are told their new index first.
    package func applyRowChanges(_ plan: RowBatchPlan) {
        for cell in cellsByListItem.values {
            guard case .row(let indexPath) = cell.item else { continue }
            cell.item = plan.newIndex(ofOld: indexPath.row).map { .row(TableIndexPath(row: $0, section: 0)) }
        }
        cursorIndexPath = cursorIndexPath.flatMap { plan.newIndex(ofOld: $0.row) }.map { TableIndexPath(row: $0, section: 0) }
        layout = SectionLayout([SectionLayout.Section(rows: plan.newCount, hasHeader: false)])
        for step in plan.splices {
            switch step.splice {
            case .remove(let index): indexModel.splice(at: index, removed: step.count, added: 0)
            case .insert(let index): indexModel.splice(at: index, removed: 0, added: step.count)
            }
        }
        for index in plan.reloadedNewIndexes {
            indexModel.splice(at: index, removed: 1, added: 1)
        }
        showContent(plan.newCount > 0)
    }
}
