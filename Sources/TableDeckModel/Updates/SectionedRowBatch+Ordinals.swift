extension SectionedRowBatch {
    /// The changes of `plan`, a checked batch over ordinals (rows counted across sections), by
    /// index path: deletions, reloads and move sources read in `old`, the layout before the
    /// batch, insertions and move destinations in `new`, the layout after it. A table whose API
    /// takes ordinals (the stack table's item indexes) checks its sections with it: the
    /// result's ``plan(oldCounts:newCounts:)`` finds a section whose count does not follow from
    /// its changes.
    ///
    /// `nil` when `plan`'s counts are not those of the layouts.
    package init?(_ plan: RowBatchPlan, old: SectionLayout, new: SectionLayout) {
        guard plan.oldCount == old.totalRows, plan.newCount == new.totalRows else { return nil }
        // Every ordinal of a checked plan is in range, so each maps to a row.
        let before = { (ordinal: Int) in old.row(atOrdinal: ordinal) ?? TableIndexPath(row: ordinal, section: 0) }
        let after = { (ordinal: Int) in new.row(atOrdinal: ordinal) ?? TableIndexPath(row: ordinal, section: 0) }
        self.init(
            deletions: plan.deletions.map(before), insertions: plan.insertions.map(after),
            moves: plan.moves.map { Move(from: before($0.from), to: after($0.to)) }, reloads: plan.reloads.map(before))
    }
}
