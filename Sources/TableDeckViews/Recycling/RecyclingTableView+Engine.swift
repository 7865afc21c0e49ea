import TableDeckBridge
import TableDeckModel

/// The recycling engine: rows live in a `GtkListView` that binds cells for the rows on screen
/// only. The behaviours are the core's; this says where the rows are and shows what the core
/// decides.
extension RecyclingTableView: TableEngine {
    /// The focused row, or the one focused last; while a key's move scrolls to a row far away
    /// (it takes the focus once it is bound), that row: a key pressed meanwhile (Enter after
    /// Home) acts on the row the cursor went to, not on the row that still has the focus.
    var cursorRow: TableIndexPath? { cursorMoveIsPending ? cursorIndexPath : focusedIndexPath ?? cursorIndexPath }

    var firstRowOnScreen: TableIndexPath? { firstIndexPathOnScreen }

    var hasRowFocus: Bool { focusedIndexPath != nil }

    func takeRowFocus() -> Bool { takeKeyboardFocus() }

    func focusRow(_ indexPath: TableIndexPath, reveal: Bool, movingUp: Bool) {
        guard let position = layout.position(of: .row(indexPath)) else { return }
        if reveal {
            moveKeyboardCursor(to: indexPath, movingUp: movingUp)
        } else if let cell = boundCell(for: .row(indexPath)) {
            cursorIndexPath = indexPath
            _ = focusInPlace(position, cell: cell)
        } else {
            // Not bound yet (before the first layout, or off screen): it takes the focus once it
            // is, if soon; until then it is the cursor row, wherever the focus is.
            cursorIndexPath = indexPath
            cursorMoveIsPending = true
            scrollToPosition(position, focus: true, scroll: false)
        }
    }

    /// A row that is not wholly on screen (the wheel scrolled away from it, or a move took it
    /// below the view), or bound but not drawn, is scrolled into view first.
    func revealRow(_ indexPath: TableIndexPath, then: @escaping @MainActor () -> Void) {
        let extent = boundCell(for: .row(indexPath)).flatMap { verticalExtent(of: $0) }
        guard let clock = frameClock, extent.map({ $0.top < 0 || $0.bottom > Double(listView.allocatedHeight) }) ?? true else {
            then()
            return
        }
        moveKeyboardCursor(to: indexPath, movingUp: false)
        clock.onNextLayout { then() }
    }

    func rowWidget(for indexPath: TableIndexPath) -> Widget? {
        boundCell(for: .row(indexPath))?.parent
    }

    /// A click makes the row the cursor row (GTK's list item took the focus on the press).
    func rowClicked(_ indexPath: TableIndexPath, modifiers: KeyModifiers) {
        cursorIndexPath = indexPath
        cursorMoveIsPending = false
        core.rowClicked(indexPath, modifiers: modifiers)
    }

    func contentWidget(ofRow indexPath: TableIndexPath) -> Widget? {
        boundCell(for: .row(indexPath))
    }

    /// A row hidden under the pinned header is not what the user sees there: no row.
    func row(atX x: Double, y: Double) -> TableIndexPath? {
        guard y >= pinnedHeader.coveredHeight else { return nil }
        return cell(atX: x, y: y)?.indexPath
    }

    var inputWidget: Widget { listView }

    var tableWidget: Widget { self }

    var rowMenuHost: Widget { menuHost }

    var swipeActions: SwipeActionsController? { swipe }

    /// GTK draws the rows on screen and reports their state (and AT-SPI's Selection) from the
    /// list's selection, by list position: the rows' ordinals, past each section's header.
    func showSelection(_ selected: RangeSet<Int>, change: RowSelection.Change) {
        var positions: [Range<Int>] = []
        // Runs of shown rows: a search's hidden rows take no position.
        for range in layout.shownRows(among: selected).ranges {
            var ordinal = range.lowerBound
            while ordinal < range.upperBound, let first = layout.row(atOrdinal: ordinal),
                let start = layout.position(of: .row(first))
            {
                let inSection = min(range.upperBound - ordinal, layout.numberOfRows(inSection: first.section) - first.row)
                positions.append(start..<(start + inSection))
                ordinal += inSection
            }
        }
        showSelectedRows(positions)
    }

    func announce(_ text: String, onRow indexPath: TableIndexPath) {
        if let announced { announced.widget.setAccessibleDescription("") }
        announced = nil
        guard let row = rowWidget(for: indexPath) else { return }
        // Announced where GTK can, else the row's description (Widget.announce(_:otherwise:)).
        row.announce(text) { row.setAccessibleDescription(text) }
        announced = (row, text)
    }

    func announcement(ofRow indexPath: TableIndexPath) -> String? {
        guard let announced, let row = rowWidget(for: indexPath), row.identity == announced.widget.identity else { return nil }
        return announced.text
    }

    /// Moves the row on screen without a reload: the rows on screen keep their cells (told
    /// their new index) and the moved row, at its new place, keeps the focus.
    func showMove(_ plan: SectionedRowBatch.Plan, from source: TableIndexPath, to destination: TableIndexPath, animated: Bool) {
        let oldLayout = layout
        let oldCounts = oldLayout.sections.map(\.rows)
        let newLayout = oldLayout.withRowCounts(plan.newCounts)
        guard let from = oldLayout.position(of: .row(source)), let to = newLayout.position(of: .row(destination)) else { return }
        let moved = { (indexPath: TableIndexPath) -> TableIndexPath in
            plan.newIndexPath(ofOld: indexPath, oldCounts: oldCounts) ?? indexPath
        }
        // The cells on screen keep what they show, under its new index.
        for cell in cellsByListItem.values {
            guard case .row(let indexPath) = cell.shownItem else { continue }
            cell.shownItem = .row(moved(indexPath))
            if cell.item != nil { cell.item = cell.shownItem }
        }
        cursorIndexPath = cursorIndexPath.map(moved)
        layout = newLayout
        // GTK 4.8's list loses its place when a row it laid out goes: keep the offset.
        let value = verticalAdjustment.value
        splicingModel {
            indexModel.splice(at: from, removed: 1, added: 0)
            indexModel.splice(at: to, removed: 0, added: 1)
        }
        holdScrollOffset(value)
        // The moved row takes the focus now, and the list scrolls just enough to show it once
        // laid out at the held offset (the list's own scrolling to it would be undone by the
        // hold: Alt+Down on the last row in view would leave it below the view).
        scrollToPosition(to, focus: true, scroll: false)
        moveKeyboardCursor(to: destination, movingUp: to < from)
    }

    func showRows(_ shown: [Int32]?) {
        guard shown != nil || layout.isFiltered else { return }
        let newLayout = layout.showing(shown)
        if let kept = layout.positionsKept(by: newLayout) {
            showMoreRows(newLayout, keeping: kept)
            return
        }
        rowAnimator.finishAll()
        core.rowsWillChange(deleting: { _ in false })
        show(newLayout, inPlace: true)
        core.pinnedHeaders.reloaded()
        core.selection.reshow()
    }

    /// Shows `newLayout`, which shows the rows shown now and more after them (a running
    /// search's matches so far, grown): the first `kept` positions stay as they are, their rows
    /// bound, focused and scrolled as they were, and only the positions after them change.
    private func showMoreRows(_ newLayout: SectionLayout, keeping kept: Int) {
        let old = indexModel.count
        layout = newLayout
        let shown = min(newLayout.count, Int(Int32.max))
        if old != shown || kept < old {
            splicingModel { indexModel.splice(at: kept, removed: old - kept, added: shown - kept) }
        }
        core.pinnedHeaders.reloaded()
        core.selection.reshow()
    }

    func showSearchBar(_ open: Bool) {
        showContent(layout.count > 0 || open)
    }

    func builtRowViews() -> [Widget] {
        cellsByListItem.values.compactMap { cell in
            guard case .row = cell.shownItem else { return nil }
            return cell
        }
    }

    /// The row's cell, asked of the data source for the purpose and given back to the pool.
    func detachedText(ofRow indexPath: TableIndexPath) -> String? {
        guard let cell = sourceCell(for: .row(indexPath)) else { return nil }
        let text = TypeAheadController.searchText(shownBy: cell)
        if !cell.hasParent { pool.enqueue(cell, identifier: cell.reuseIdentifier) }
        return text
    }
}
