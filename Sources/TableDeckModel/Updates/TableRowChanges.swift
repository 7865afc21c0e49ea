/// The row changes of one batch update as a table records them: by item index (a stack
/// table's flat numbering, ``RowBatch``), by index path (``SectionedRowBatch``), or both, and
/// whether they animate. Item indexes become index paths only when the batch is applied, once
/// the sections after it are known (``sectioned(old:new:)``).
package struct TableRowChanges: Equatable, Sendable {
    /// The changes by item index: deletions, reloads and move sources before the batch,
    /// insertions and move destinations after it.
    package var items = RowBatch()
    /// The changes by index path, before and after the batch in the same way.
    package var paths = SectionedRowBatch()
    /// How many changes asked for an animation, and how many for none.
    private var animatedChanges = 0
    private var stillChanges = 0

    /// No changes.
    package init() {}

    /// Changes by item index, animated.
    package init(_ items: RowBatch) {
        self.items = items
        animatedChanges = 1
    }

    /// Changes by index path, animated as `animation` says.
    package init(_ paths: SectionedRowBatch, animation: TableRowAnimation = .automatic) {
        self.paths = paths
        if animation == .none { stillChanges = 1 } else { animatedChanges = 1 }
    }

    /// Whether there are no changes.
    package var isEmpty: Bool { items.isEmpty && paths.isEmpty }

    /// Whether the batch animates: unless every change in it asked for ``TableRowAnimation/none``.
    package var animates: Bool { animatedChanges > 0 || stillChanges == 0 }

    /// Adds `other`'s changes.
    package mutating func append(_ other: TableRowChanges) {
        items.append(other.items)
        paths.append(other.paths)
        animatedChanges += other.animatedChanges
        stillChanges += other.stillChanges
    }

    /// Every change by index path: item indexes read in `old` (deletions, reloads, move
    /// sources) or `new` (insertions, move destinations), the sections before and after the
    /// batch. `nil`, with the first item index out of range named, when one is.
    package func sectioned(old: SectionLayout, new: SectionLayout) -> (batch: SectionedRowBatch?, problem: String?) {
        var problem: String?
        func path(_ index: Int, in layout: SectionLayout, _ what: String, _ when: String) -> TableIndexPath {
            if let indexPath = layout.row(atOrdinal: index) { return indexPath }
            problem = problem ?? "row \(index) \(what) is not among the \(layout.totalRows) rows \(when) the batch"
            return TableIndexPath(row: index, section: 0)
        }
        var batch = paths
        batch.deletions += items.deletions.map { path($0, in: old, "to delete", "before") }
        batch.reloads += items.reloads.map { path($0, in: old, "to reload", "before") }
        batch.insertions += items.insertions.map { path($0, in: new, "to insert", "after") }
        batch.moves += items.moves.map { move in
            SectionedRowBatch.Move(from: path(move.from, in: old, "to move", "before"), to: path(move.to, in: new, "to move to", "after"))
        }
        return problem.map { (nil, $0) } ?? (batch, nil)
    }
}
