import TableDeckBridge
import TableDeckModel

/// Batch updates, as in UIKit: tell the table which rows were inserted, deleted, moved or
/// reloaded after changing the delegate's data, and only those rows change. Selection, the
/// keyboard cursor and the rows on screen follow their rows: when rows change above the
/// visible part, the rows on screen do not move (anchored on the first visible row, as browsers
/// do). On screen, changes animate for about 200 ms unless GTK's animations are off.
///
/// After a batch the delegate's count must equal the old count plus insertions minus
/// deletions, in each section: indexes are item indexes, counted across sections; an inserted
/// row belongs to the section the delegate's counts after the batch put it in. Sections and
/// their titles do not change in a batch. Where UIKit raises, the table prints one warning
/// naming the counts and reloads every row: never a crash, never a stale row.
extension StackTableView {
    /// Inserts rows at `indexes` (positions after the update), asking the delegate for their views.
    public func insertRows(at indexes: [Int]) {
        record(RowBatch(insertions: indexes))
    }

    /// Deletes the rows at `indexes` (positions before the update).
    public func deleteRows(at indexes: [Int]) {
        record(RowBatch(deletions: indexes))
    }

    /// Moves the row at `index` (before the update) to `newIndex` (after it). Outside a batch, a
    /// move onto its own place changes nothing and is warned about.
    public func moveRow(at index: Int, to newIndex: Int) {
        if !batches.isRecording && index == newIndex {
            Diagnostics.warn("moveRow(at: \(index), to: \(newIndex)) moves a row onto itself; nothing changes")
            return
        }
        record(RowBatch(moves: [RowBatch.Move(from: index, to: newIndex)]))
    }

    /// Asks the delegate again for the views of the rows at `indexes` (positions before the
    /// update); the rows keep their places and their selection.
    public func reloadRows(at indexes: [Int]) {
        record(RowBatch(reloads: indexes))
    }

    // MARK: - By index path, as UIKit names them

    /// Inserts rows at `indexPaths` (index paths after the update), asking the delegate for their
    /// views, animated as `animation` says (UIKit's `insertRows(at:with:)`; ``TableRowAnimation``).
    public func insertRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
        record(TableRowChanges(SectionedRowBatch(insertions: indexPaths), animation: animation))
    }

    /// Deletes the rows at `indexPaths` (index paths before the update), animated as `animation`
    /// says (UIKit's `deleteRows(at:with:)`).
    public func deleteRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
        record(TableRowChanges(SectionedRowBatch(deletions: indexPaths), animation: animation))
    }

    /// Asks the delegate again for the views of the rows at `indexPaths` (index paths before the
    /// update), animated as `animation` says (UIKit's `reloadRows(at:with:)`).
    public func reloadRows(at indexPaths: [TableIndexPath], with animation: TableRowAnimation) {
        record(TableRowChanges(SectionedRowBatch(reloads: indexPaths), animation: animation))
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it), in its
    /// section or to another (UIKit's `moveRow(at:to:)`). Outside a batch, a move onto its own
    /// place changes nothing and is warned about.
    public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        if !batches.isRecording && indexPath == newIndexPath {
            Diagnostics.warn("moveRow(at: \(indexPath), to: \(newIndexPath)) moves a row onto itself; nothing changes")
            return
        }
        record(TableRowChanges(SectionedRowBatch(moves: [SectionedRowBatch.Move(from: indexPath, to: newIndexPath)])))
    }

    /// Runs `updates`, which inserts, deletes, moves and reloads rows, and applies them as one
    /// batch when it returns (animated unless `animated` is `false`). A batch opened inside a
    /// batch joins the outer one, with a warning.
    public func performBatchUpdates(animated: Bool = true, _ updates: () -> Void) {
        batches.perform(animated: animated, updates)
    }

    /// Records `batch` in the open batch, or applies it now.
    private func record(_ batch: RowBatch) {
        record(TableRowChanges(batch))
    }

    /// Records `changes` in the open batch, or applies them now.
    private func record(_ changes: TableRowChanges) {
        if isReloading {
            Diagnostics.warn("a row update arrived while the stack table reloads; the table reloads once more instead")
            needsAnotherReload = true
            return
        }
        batches.record(changes)
    }

    /// Applies a finished batch: by item index alone, as before sections; with index paths, as
    /// one sectioned batch (item indexes read in the sections before and after it).
    func apply(_ changes: TableRowChanges, animated: Bool) {
        guard !changes.paths.isEmpty else { return apply(changes.items, animated: animated) }
        guard let delegate else {
            Diagnostics.warn("a stack table got row updates but has no delegate; showing the empty state")
            reloadData()
            return
        }
        let oldLayout = sectionLayout
        let newLayout = readSections(from: delegate).layout
        let (sectioned, outOfRange) = changes.sectioned(old: oldLayout, new: newLayout)
        let oldCounts = oldLayout.sections.map(\.rows)
        let (checked, problems) =
            sectioned?.plan(oldCounts: oldCounts, newCounts: newLayout.sections.map(\.rows)) ?? (nil, [])
        if let outOfRange {
            Diagnostics.warn("invalid batch update of the stack table: \(outOfRange); reloading every row")
            return reloadData()
        }
        guard reportBatchProblems(problems, planned: checked != nil, of: "the stack table"), let plan = checked else {
            return reloadData()
        }
        core.rowsWillChange(deleting: { plan.newIndexPath(ofOld: $0, oldCounts: oldCounts) == nil })
        engine.swipeActions?.rowsChanged(deletedRows: Set(plan.ordinals.deletions))
        show(plan, layout: newLayout, animated: animated && Widget.animationsEnabled)
        core.rowsChanged(by: plan.ordinals)
    }

    /// Applies a finished batch: checks it against the delegate's count, then changes the rows.
    func apply(_ batch: RowBatch, animated: Bool) {
        guard !batch.isEmpty else { return }
        guard let delegate else {
            Diagnostics.warn("a stack table got row updates but has no delegate; showing the empty state")
            reloadData()
            return
        }
        let oldLayout = sectionLayout
        let read = readSections(from: delegate)
        let newLayout = read.layout
        let (checked, problems) = batch.plan(oldCount: oldLayout.totalRows, newCount: newLayout.totalRows)
        guard reportBatchProblems(problems, planned: checked != nil, of: "the stack table"), let flat = checked,
            let plan = sectioned(flat, from: oldLayout, to: newLayout)
        else {
            reloadData()
            return
        }
        core.rowsWillChange(deleting: { indexPath in
            oldLayout.ordinal(of: indexPath).map { flat.newIndex(ofOld: $0) == nil } ?? true
        })
        engine.swipeActions?.rowsChanged(deletedRows: Set(flat.deletions))
        show(plan, layout: newLayout, animated: animated && Widget.animationsEnabled)
        core.rowsChanged(by: flat)
    }

    /// The checked batch `flat`, over item indexes, section by section; `nil`, with a warning,
    /// when the sections changed or a section's count does not follow from its changes.
    private func sectioned(_ flat: RowBatchPlan, from old: SectionLayout, to new: SectionLayout) -> SectionedRowBatch.Plan? {
        guard old.numberOfSections > 1 || new.numberOfSections > 1 else {
            // One section (or none): the flat plan is the section's.
            return SectionedRowBatch.Plan(sections: [0: flat], ordinals: flat, newCounts: new.sections.map(\.rows))
        }
        let oldCounts = old.sections.map(\.rows)
        let newCounts = new.sections.map(\.rows)
        guard let batch = SectionedRowBatch(flat, old: old, new: new) else { return nil }
        let (plan, problems) = batch.plan(oldCounts: oldCounts, newCounts: newCounts)
        guard let plan, problems.isEmpty else {
            let reasons = problems.map(\.description).joined(separator: "; ")
            Diagnostics.warn(
                "invalid batch update of the stack table: its sections had \(oldCounts) rows and have \(newCounts) now, "
                    + "which its changes do not explain (\(reasons)); reloading every row")
            return nil
        }
        return plan
    }

    /// Shows a checked batch: the rows change, the cursor and the focus go with their rows, and
    /// `layout` is the table's shape from now on. The core follows the selection.
    private func show(_ plan: SectionedRowBatch.Plan, layout: SectionLayout, animated: Bool) {
        let cursor = core.cursor.beforeChange()
        sectionLayout = layout
        guard rowsBackend.apply(plan, animated: animated) else {
            Diagnostics.warn("the stack table's delegate gave no view for a changed row; reloading every row")
            reloadData()
            return
        }
        showContent(layout.count > 0 || core.search.isActive)
        // The cursor goes with its row, keeping the focus if it had it; the list does not scroll
        // to it (rows changing elsewhere never move the rows on screen).
        core.cursor.follow(plan.ordinals, from: cursor)
    }
}
