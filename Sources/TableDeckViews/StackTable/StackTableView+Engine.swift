import TableDeckBridge
import TableDeckModel

/// The `.stack` engine: every row is built up front in a box, between its sections' titles;
/// `rows` holds them by item index (the row's ordinal in ``layout``). The behaviours are the
/// core's; this says where the rows are and shows what the core decides. (With `.recycling`,
/// the recycling table is the engine.)
extension StackTableView: TableEngine {
    var layout: SectionLayout { sectionLayout }

    var cursorRow: TableIndexPath? { cursorIndex.flatMap { indexPath(forItemAt: $0) } }

    var firstRowOnScreen: TableIndexPath? { rows.isEmpty ? nil : indexPath(forItemAt: firstVisibleRow) }

    /// A screenful of rows less one (``KeyboardPaging``), judged by the cursor row's whole box:
    /// padding and border included (its content height alone made Page Down skip rows).
    var positionsPerPage: Int {
        KeyboardPaging.rowsPerPage(viewportHeight: verticalAdjustment.pageSize, rowHeight: rowBounds(at: cursorIndex ?? 0)?.height ?? 0)
    }

    var hasRowFocus: Bool { containsFocus }

    func takeRowFocus() -> Bool {
        guard numberOfRows > 0 else { return false }
        moveCursor(to: cursorIndex ?? firstVisibleRow, grabFocus: true, reveal: false)
        return containsFocus
    }

    func focusRow(_ indexPath: TableIndexPath, reveal: Bool, movingUp: Bool) {
        guard let index = itemIndex(at: indexPath) else { return }
        moveCursor(to: index, grabFocus: true, reveal: reveal)
    }

    func revealRow(_ indexPath: TableIndexPath, then: @escaping @MainActor () -> Void) {
        let offset = verticalAdjustment.value
        if let index = itemIndex(at: indexPath) { scrollToRow(at: index) }
        // Scrolled: the row's place is known once the list is laid out there.
        guard let clock = frameClock, verticalAdjustment.value != offset else {
            then()
            return
        }
        clock.onNextLayout { then() }
    }

    func rowWidget(for indexPath: TableIndexPath) -> Widget? {
        itemIndex(at: indexPath).flatMap { rows.indices.contains($0) ? rows[$0] : nil }
    }

    func contentWidget(ofRow indexPath: TableIndexPath) -> Widget? {
        rowWidget(for: indexPath)
    }

    func row(atX x: Double, y: Double) -> TableIndexPath? {
        rowIndex(atX: x, y: y).flatMap { indexPath(forItemAt: $0) }
    }

    var inputWidget: Widget { self }

    var tableWidget: Widget { self }

    var rowMenuHost: Widget { menuHost }

    var swipeActions: SwipeActionsController? { swipe }

    func showSelection(_ selected: RangeSet<Int>, change: RowSelection.Change) {
        for range in change.deselected.ranges {
            for index in range { styleRow(at: index, selected: false) }
        }
        for range in change.selected.ranges {
            for index in range { styleRow(at: index, selected: true) }
        }
    }

    /// Draws the row at `index` selected or not and tells assistive technologies.
    func styleRow(at index: Int, selected: Bool) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        if selected {
            row.addCSSClass("tabledeck-selected")
        } else {
            row.removeCSSClass("tabledeck-selected")
        }
        row.setAccessibleSelected(selected)
    }

    func announce(_ text: String, onRow indexPath: TableIndexPath) {
        guard let row = rowWidget(for: indexPath) else { return }
        if let announcedRow, announcedRow.identity != row.identity { announcedRow.setAccessibleDescription("") }
        row.setAccessibleDescription(text)
        announcedRow = row
        lastAnnouncement = text
    }

    func announcement(ofRow indexPath: TableIndexPath) -> String? {
        guard let row = rowWidget(for: indexPath), announcedRow?.identity == row.identity else { return nil }
        return lastAnnouncement
    }

    func showMove(from source: TableIndexPath, to destination: TableIndexPath, animated: Bool) {
        let count = numberOfRows
        // Within one section: the layout keeps its shape, and the ordinals move as the rows do.
        let rowsInSection = sectionLayout.numberOfRows(inSection: source.section)
        guard let from = itemIndex(at: source), let to = itemIndex(at: destination),
            let ordinals = RowBatch(moves: [RowBatch.Move(from: from, to: to)]).plan(oldCount: count, newCount: count).plan,
            let inSection = RowBatch(moves: [RowBatch.Move(from: source.row, to: destination.row)])
                .plan(oldCount: rowsInSection, newCount: rowsInSection).plan
        else { return }
        let plan = SectionedRowBatch.Plan(
            sections: [source.section: inSection], ordinals: ordinals, newCounts: sectionLayout.sections.map(\.rows))
        show(plan, layout: sectionLayout, animated: animated)
        // Alt+Down on the last row in view would otherwise take it, and the focus, below the
        // view: its new place is known once the box is laid out with it there.
        frameClock?.onNextLayout { [weak self] in
            guard let self, self.cursorIndex == to else { return }
            self.scrollToRow(at: to)
        }
    }
}
