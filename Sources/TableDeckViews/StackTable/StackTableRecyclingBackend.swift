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

    /// A row cell that can glide and open (``MotionLayout``) when rows change.
    final class RowCell: TableViewCell {
        let motion: MotionLayout

        init() {
            motion = MotionLayout(placeholder: ())
            super.init(reuseIdentifier: StackTableRecyclingBackend.rowIdentifier)
            motion.install(on: self)
            addCSSClass("tabledeck-row")
        }
    }

    /// Moves the cells on screen when rows change.
    private(set) lazy var animator = RecycledRowAnimator(host: table)
    /// New rows (item indexes after the batch) near the screen that open when first bound.
    private var rowsToOpen: Set<Int> = []

    init(emptyText: String) {
        table = RecyclingTableView(emptyText: emptyText)
        table.register(identifier: Self.rowIdentifier) { RowCell() }
        table.dataSource = self
        // A lifted row is drawn at rest: glides end first.
        table.willLiftRow = { [weak self] in self?.animator.finishAll() }
    }

    /// Shows the sections of `layout` with `titles`, rebinding the visible rows.
    func reload(layout: SectionLayout, titles: SectionTitles) {
        animator.finishAll()
        rowsToOpen = []
        sections = layout
        self.titles = titles
        table.reloadData()
    }

    /// Applies a checked batch: only the changed rows are unbound or bound anew. With
    /// `animated`, the rows on screen below a deleted (or moved) row glide up into its place, and
    /// the new rows near the screen open and fade in, pushing the rows below down.
    func apply(_ sectioned: SectionedRowBatch.Plan, animated: Bool) {
        animator.finishAll()
        rowsToOpen = []
        let plan = sectioned.ordinals
        var glides: [(cell: RowCell, row: Widget, from: Double)] = []
        if animated {
            glides = self.glides(for: plan)
        }
        if animated, let first = table.firstIndexPathOnScreen.flatMap({ table.layout.ordinal(of: $0) }) {
            // New rows from just above the first row on screen to a screenful below it.
            let newFirst = (first..<plan.oldCount).lazy.compactMap(plan.newIndex(ofOld:)).first ?? plan.newCount
            let screenful = table.boundCells.filter { table.verticalExtent(of: $0) != nil }.count
            let window = (newFirst - 1)...(newFirst + max(screenful, 1))
            rowsToOpen = Set(plan.additions.filter { window.contains($0) && plan.isInserted(new: $0) })
        }
        sections = sections.withRowCounts(sectioned.newCounts)
        table.showRowChanges(sectioned)
        for glide in glides {
            animator.start(glide.cell, layout: glide.row.motionLayout(), motion: .glide(from: glide.from))
        }
    }

    /// The rows on screen that stay, below rows on screen that leave: each glides from as far
    /// down as the rows that left above it were tall.
    private func glides(for plan: RowBatchPlan) -> [(cell: RowCell, row: Widget, from: Double)] {
        let pageSize = table.verticalAdjustment.pageSize
        let onScreen = table.boundCells.compactMap { cell -> (index: Int, cell: RowCell, row: Widget, height: Double)? in
            guard let cell = cell as? RowCell, let index = cell.indexPath.flatMap({ table.layout.ordinal(of: $0) }), let row = cell.parent,
                let extent = table.verticalExtent(of: cell), extent.bottom > 0, extent.top < pageSize
            else { return nil }
            return (index, cell, row, extent.bottom - extent.top)
        }.sorted { $0.index < $1.index }
        let removed = Set(plan.removals)
        var leftAbove = 0.0
        var glides: [(cell: RowCell, row: Widget, from: Double)] = []
        for entry in onScreen {
            if removed.contains(entry.index) {
                leftAbove += entry.height
            } else if leftAbove > 0 {
                glides.append((entry.cell, entry.row, leftAbove))
            }
        }
        return glides
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
        if let rowCell = cell as? RowCell {
            // A cell bound to another row stops moving; a new row near the screen opens.
            animator.forget(rowCell)
            if rowsToOpen.remove(index) != nil {
                animator.start(rowCell, layout: rowCell.motion, motion: .appear)
            }
        }
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
