import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    /// Shows checked row changes (its own batch's, or the stack table's `.recycling` backend's,
    /// checked against the stack table's delegate): the list model is spliced section by section (from the last,
    /// so that each section's place in the list is still the one it had), so GTK unbinds the
    /// deleted rows, binds the inserted and reloaded ones, and keeps every other row and its
    /// place on screen (its anchor follows its row). Rows bound now are told their new index
    /// path first; section headers and footers stay. With `animated`, the rows in view move as
    /// ``RowMotionPlan`` decides (`RecyclingRowAnimator`).
    func showRowChanges(_ plan: SectionedRowBatch.Plan, animated: Bool) {
        rowAnimator.finishAll()
        let motions = animated ? rowAnimator.motions(of: plan.ordinals) : .none
        let oldLayout = layout
        let oldCounts = oldLayout.sections.map(\.rows)
        // GTK 4.8's list loses its place when items it had laid out go (it scrolls to the top,
        // the bug gtg #1252 reports): note the first row on screen and put it back where it was.
        let anchor = firstIndexPathOnScreen.flatMap { indexPath -> (ordinal: Int, height: Double)? in
            guard let cell = boundCell(for: .row(indexPath)), let extent = verticalExtent(of: cell),
                let ordinal = oldLayout.ordinal(of: indexPath)
            else { return nil }
            return (ordinal, extent.bottom - extent.top)
        }
        let value = verticalAdjustment.value
        for cell in cellsByListItem.values {
            guard case .row(let indexPath) = cell.shownItem, let sectionPlan = plan.sections[indexPath.section] else { continue }
            // A reloaded row is asked for anew; a row leaving its section is rebound where it goes.
            let stays = sectionPlan.newIndex(ofOld: indexPath.row) != nil && !sectionPlan.reloads.contains(indexPath.row)
            cell.shownItem = stays ? plan.newIndexPath(ofOld: indexPath, oldCounts: oldCounts).map { .row($0) } : nil
            if cell.item != nil { cell.item = cell.shownItem }
        }
        cursorIndexPath = cursorIndexPath.flatMap { plan.newIndexPath(ofOld: $0, oldCounts: oldCounts) }
        layout = oldLayout.withRowCounts(plan.newCounts)
        splicingModel {
            for section in plan.sections.keys.sorted(by: >) {
                guard let sectionPlan = plan.sections[section] else { continue }
                let base = oldLayout.firstRowPosition(inSection: section)
                for step in sectionPlan.splices {
                    switch step.splice {
                    case .remove(let index): indexModel.splice(at: base + index, removed: step.count, added: 0)
                    case .insert(let index): indexModel.splice(at: base + index, removed: 0, added: step.count)
                    }
                }
                for index in sectionPlan.reloadedNewIndexes {
                    indexModel.splice(at: base + index, removed: 1, added: 1)
                }
            }
        }
        showContent(layout.count > 0 || core.search.isActive)
        if let anchor {
            keepPlace(of: anchor.ordinal, rowHeight: anchor.height, value: value, plan: plan.ordinals)
        }
        rowAnimator.play(motions)
    }

    /// Scrolls so that the rows on screen stay where they were: by the rows removed and added
    /// above the first one on screen (`row`, an ordinal; the rows changed above it are taken to
    /// be as tall as it is), then, once laid out, by what remains.
    private func keepPlace(of row: Int, rowHeight: Double, value: Double, plan: RowBatchPlan) {
        let boundary = plan.firstKept(atOrAfter: row)
        let removedAbove = RowBatchPlan.countBelow(plan.removals, row)
        let addedAbove = RowBatchPlan.countBelow(plan.additions, boundary)
        holdScrollOffset(max(0, value + Double(addedAbove - removedAbove) * rowHeight))
    }

    /// Sets the scroll offset to `target` now and once more right after the list's next layout.
    /// A reveal asked for meanwhile (``revealOnceLaidOut(_:)``) waits until the rows are laid
    /// out at `target`, so that the hold neither undoes it nor has it measure rows laid out at
    /// another offset. A later hold replaces this one.
    func holdScrollOffset(_ target: Double) {
        let adjustment = verticalAdjustment
        adjustment.value = target
        guard let frameClock else {
            // Not realized: no layout to wait for, nothing to put back.
            _ = scrollHold.end(scrollHold.begin())
            return
        }
        let hold = scrollHold.begin()
        // The list may still reset itself at its next layout (or scroll to a row it was asked
        // to show): put the offset back right after it, in the same frame (GTK lays out again
        // before drawing), once.
        frameClock.onNextLayout { [weak self] in
            guard let self, hold == self.scrollHold.latest else { return }
            let adjustment = self.verticalAdjustment
            let laidOutAt = adjustment.value
            adjustment.value = target
            guard adjustment.value != laidOutAt else {
                self.scrollHold.end(hold)?()
                return
            }
            // The rows are laid out at the list's offset, not the held one: what waits for the
            // hold waits for the layout that follows (this change queued it).
            frameClock.onNextLayout { [weak self] in
                self?.scrollHold.end(hold)?()
            }
        }
    }

    /// Runs `reveal` now, or, while a hold on the scroll offset waits for its layout, once the
    /// rows are laid out at the held offset (in place of any reveal kept before).
    func revealOnceLaidOut(_ reveal: @escaping @MainActor () -> Void) {
        guard scrollHold.isPending else { return reveal() }
        scrollHold.wait(reveal)
    }
}
