import TableDeckBridge
import TableDeckModel

/// Batch updates, as in UIKit and as on the stack table: tell the table which rows were
/// inserted, deleted, moved or reloaded after changing the data source's data, by index path,
/// and only those rows change, in place, without a reload. A row may move to another section.
/// The selection and the keyboard cursor follow their rows; when rows change above the visible
/// part, the rows on screen do not move. On screen, changes animate for about 200 ms unless
/// GTK's animations are off, as on the stack table (`RecyclingRowAnimator` says how).
///
/// After a batch, each section's row count must equal its count before plus its insertions
/// minus its deletions (moves counted as both); sections are not inserted or deleted by a row
/// update. Where UIKit raises, the table prints one warning saying what is wrong and reloads
/// every row: never a crash, never a stale row.
extension RecyclingTableView {
    /// Inserts rows at `indexPaths` (index paths after the update), asking the data source for
    /// their cells as they come on screen.
    public func insertRows(at indexPaths: [TableIndexPath]) {
        insertRows(at: indexPaths, with: .automatic)
    }

    /// Inserts rows at `indexPaths` (index paths after the update), animated as `animation` says
    /// (UIKit's `insertRows(at:with:)`; ``TableRowAnimation``).
    public func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
        batches.record(TableRowChanges(SectionedRowBatch(insertions: indexPaths), animation: animation))
    }

    /// Deletes the rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [TableIndexPath]) {
        deleteRows(at: indexPaths, with: .automatic)
    }

    /// Deletes the rows at `indexPaths` (index paths before the update), animated as `animation`
    /// says (UIKit's `deleteRows(at:with:)`).
    public func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
        batches.record(TableRowChanges(SectionedRowBatch(deletions: indexPaths), animation: animation))
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it), in its
    /// section or to another. Outside a batch, a move onto its own place changes nothing and is
    /// warned about.
    public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        if !batches.isRecording && indexPath == newIndexPath {
            Diagnostics.warn("moveRow(at: \(indexPath), to: \(newIndexPath)) moves a row onto itself; nothing changes")
            return
        }
        batches.record(TableRowChanges(SectionedRowBatch(moves: [SectionedRowBatch.Move(from: indexPath, to: newIndexPath)])))
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (index paths before
    /// the update); the rows keep their places and their selection.
    public func reloadRows(at indexPaths: [TableIndexPath]) {
        reloadRows(at: indexPaths, with: .automatic)
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (index paths before
    /// the update), animated as `animation` says (UIKit's `reloadRows(at:with:)`).
    public func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
        batches.record(TableRowChanges(SectionedRowBatch(reloads: indexPaths), animation: animation))
    }

    /// Runs `updates`, which inserts, deletes, moves and reloads rows, and applies them as one
    /// batch when it returns. A batch opened inside a batch joins the outer one, with a warning.
    public func performBatchUpdates(_ updates: () -> Void) {
        batches.perform(updates)
    }

    /// Applies a finished batch: checks it against the data source's counts, then changes the rows.
    func apply(_ batch: SectionedRowBatch, animated: Bool = true) {
        guard !batch.isEmpty else { return }
        guard let dataSource else {
            Diagnostics.warn("a recycling table got row updates but has no data source; showing the empty state")
            reloadData()
            return
        }
        let oldCounts = layout.sections.map(\.rows)
        let sectionCount = min(max(0, dataSource.numberOfSections(in: self)), Self.maximumSections)
        let newCounts = (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let (checked, problems) = batch.plan(oldCounts: oldCounts, newCounts: newCounts)
        guard reportBatchProblems(problems, planned: checked != nil, of: "the recycling table"), let plan = checked else {
            reloadData()
            return
        }
        let cursor = core.cursor.beforeChange()
        core.rowsWillChange(deleting: { plan.newIndexPath(ofOld: $0, oldCounts: oldCounts) == nil })
        swipe.rowsChanged()
        if layout.isFiltered {
            // A search shows some of the rows: those left show where they were (the view stays)
            // while the search runs again over the changed rows (its matches named the old ones).
            rowAnimator.finishAll()
            let left = layout.shownOrdinals?.compactMap { plan.ordinals.newIndex(ofOld: Int($0)).map(Int32.init) }
            show(layout.withRowCounts(newCounts).showing(left?.sorted()), inPlace: true)
        } else {
            showRowChanges(plan, animated: animated && Widget.animationsEnabled)
        }
        // The cursor goes with its row, keeping the focus if it had it.
        core.cursor.follow(plan.ordinals, from: cursor)
        core.rowsChanged(by: plan.ordinals)
    }
}
