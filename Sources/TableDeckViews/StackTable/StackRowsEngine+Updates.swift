import TableDeckBridge
import TableDeckModel

/// Batch updates on the `.stack` engine: the rows change in place, the view stays anchored on
/// the first row on screen, and on screen the rows animate (``StackTableRowAnimator``).
extension StackRowsEngine {
    /// Shows a checked batch: the source's layout is already the new one. The cursor goes with
    /// its row (to the row that takes its place when it is deleted); the titles move with the
    /// rows around them. Returns `false`, changing nothing, when the source gave no view for a
    /// changed row (its delegate went away).
    @discardableResult
    func apply(_ plan: SectionedRowBatch.Plan, animated: Bool) -> Bool {
        let oldCursorRow = cursorIndex.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        guard applyToRows(plan.ordinals, animated: animated) else { return false }
        placeTitles()
        markSectionEdges()
        oldCursorRow?.removeCSSClass("tabledeck-cursor")
        if let cursorIndex { moveCursor(to: cursorIndex, grabFocus: false, reveal: false) }
        updateFocusability()
        return true
    }

    /// Changes the rows in place: deleted rows leave, inserted ones are made, moved ones are
    /// placed again, reloaded ones replaced; the view stays anchored; on screen, it animates.
    /// Returns `false`, changing nothing, when the source gave no view for a new row.
    private func applyToRows(_ plan: RowBatchPlan, animated: Bool) -> Bool {
        animator.finishAll()
        guard let box = rowsBox else { return true }
        let oldRows = rows
        let adjustment = scrollAdjustment
        let firstVisible = oldRows.isEmpty ? 0 : firstVisibleRow
        // Which rows leave, glide and appear, from where the rows in view are now.
        let motions = animated ? rowMotions(plan, from: firstVisible) : .none
        animator.lastPlan = motions
        var newRows = [Widget?](repeating: nil, count: plan.newCount)
        for old in oldRows.indices {
            if let new = plan.newIndex(ofOld: old) { newRows[new] = oldRows[old] }
        }
        for index in plan.insertions {
            newRows[index] = source?.rowView(forItemAt: index).map { makeRow(index: index, content: $0, in: nil) }
        }
        var replaced: [(old: Widget, new: Widget)] = []
        for old in plan.reloads {
            guard let index = plan.newIndex(ofOld: old), let view = source?.rowView(forItemAt: index) else { continue }
            let fresh = makeRow(index: index, content: view, in: nil)
            replaced.append((oldRows[old], fresh))
            newRows[index] = fresh
        }
        let placed = newRows.compactMap { $0 }
        guard placed.count == plan.newCount else { return false }
        // The rows above the first one on screen that change: their heights move the view.
        let keptBoundary = plan.firstKept(atOrAfter: firstVisible)
        var delta = 0.0
        let width = max(1, box.allocatedWidth)
        for old in plan.removals where old < firstVisible {
            delta -= Double(oldRows[old].measureHeight(forWidth: width).natural)
        }
        // Reloaded rows first take the places of the rows they replace.
        for (old, fresh) in replaced {
            box.insert(fresh, after: old)
            box.remove(old)
        }
        let leaving = Set(motions.leaving.map(\.old))
        for old in plan.deletions where !leaving.contains(old) {
            box.remove(oldRows[old])
        }
        for index in plan.additions {
            let row = placed[index]
            box.insert(row, after: index == 0 ? nil : placed[index - 1])
        }
        for index in plan.additions where index < keptBoundary {
            delta += Double(placed[index].measureHeight(forWidth: width).natural)
        }
        rows = placed
        rowIndexByIdentity = Dictionary(uniqueKeysWithValues: placed.enumerated().map { ($1.identity, $0) })
        pressedRow = nil
        cursorIndex = cursorIndex.map { plan.cursor(after: $0) }
        if cursorIndex.map({ !rows.indices.contains($0) }) ?? false { cursorIndex = nil }
        // Keep the rows on screen still: the scroll offset follows what changed above them.
        if delta != 0 {
            let upper = adjustment.upper + delta
            adjustment.configure(
                value: adjustment.value + delta, lower: adjustment.lower, upper: upper,
                stepIncrement: adjustment.stepIncrement, pageIncrement: adjustment.pageIncrement,
                pageSize: adjustment.pageSize)
        }
        guard !motions.isEmpty else { return true }
        // Drawn where they were on screen: the offset moved under them by `delta`. A row that
        // stays is pinned to its old top and glides to wherever it is laid out now.
        var drawn: [(row: Widget, motion: StackTableRowAnimator.Motion)] = []
        drawn += motions.leaving.map { (oldRows[$0.old], .leave(from: $0.frame.top + delta)) }
        drawn += motions.glides.map { (placed[$0.new], .glide(from: $0.frame.top + delta)) }
        drawn += motions.appearing.map { (placed[$0], .appear) }
        animator.animate(drawn, in: box)
        return true
    }

    /// The motions of `plan`'s rows in view, from where they are now (in the column's
    /// coordinates): the rows from `first` (the first on screen) to a screenful below the screen.
    private func rowMotions(_ plan: RowBatchPlan, from first: Int) -> RowMotionPlan {
        guard rowsBox != nil else { return .none }
        let adjustment = scrollAdjustment
        let screen = adjustment.value..<(adjustment.value + adjustment.pageSize)
        let bottom = screen.upperBound + adjustment.pageSize
        var frames: [Int: RowMotionPlan.Frame] = [:]
        var index = first
        while index < rows.count, let bounds = rowBounds(at: index), bounds.top < bottom {
            frames[index] = RowMotionPlan.Frame(top: bounds.top, height: bounds.height)
            index += 1
        }
        return RowMotionPlan(plan, frames: frames, screen: screen)
    }
}
