import TableDeckBridge
import TableDeckModel

/// Selection, as in UIKit and file managers, the same on every engine: a click selects a row
/// (and presses it), Ctrl+click toggles one, Shift+click selects the range from the anchor,
/// Shift+Up/Down (and Page Up/Down, Home, End) extend it, Ctrl+A selects all, Ctrl+Space
/// toggles the cursor row and Escape clears. The engine draws the selected rows and reports
/// their state to assistive technologies; the source hears of what the user changed (not of
/// what the app changed, as in UIKit).
///
/// Rows are counted by ordinal, across sections (``SectionLayout/ordinal(of:)``), so a
/// range of a million selected rows is one range. The rules are the model's ``RowSelection``.
@MainActor
final class SelectionController: TableBehavior {
    private unowned let core: TableCore
    /// Which rows are selected, by ordinal.
    private(set) var state = RowSelection(mode: .single)

    init(core: TableCore) {
        self.core = core
    }

    /// Whether anything can be selected; turning it on selects one row at a time, or as many
    /// as before if ``allowsMultipleSelection`` was on.
    var allowsSelection: Bool {
        get { state.mode != .none }
        set { setMode(newValue ? (allowsMultipleSelection ? .multiple : .single) : .none) }
    }

    /// Whether more than one row can be selected; turning it on turns on ``allowsSelection``.
    var allowsMultipleSelection: Bool {
        get { state.mode == .multiple }
        set { setMode(newValue ? .multiple : (state.mode == .none ? .none : .single)) }
    }

    func perform(_ command: TableCommand) -> Bool {
        let layout = core.layout
        guard allowsSelection, layout.totalRows > 0, let engine = core.engine else { return false }
        let cursor = engine.cursorRow.flatMap { layout.ordinal(of: $0) }
        switch command {
        case .selectAll:
            guard state.mode == .multiple else { return false }
            apply(state.change({ $0.selectAll(count: layout.totalRows) }, allowing: selectable))
        case .escape:
            // Escape with nothing selected is left to whatever else wants it.
            guard state.count > 0 else { return false }
            apply(state.clear())
        case .toggleSelection:
            guard let cursor else { return false }
            if state.contains(cursor) {
                apply(state.toggle(cursor))
            } else if let target = rowToSelect(cursor) {
                apply(state.toggle(target))
            }
        case .extendSelection(let move):
            guard let target = core.cursor.target(of: move), let to = layout.ordinal(of: target) else { return false }
            let from = cursor ?? engine.firstRowOnScreen.flatMap { layout.ordinal(of: $0) } ?? to
            core.cursor.move(move)
            apply(state.change({ $0.extend(from: from, to: to) }, allowing: selectable))
        default:
            return false
        }
        return true
    }

    /// A click on the row at `indexPath` (or Enter or Space on it): it selects the row and
    /// presses it; with Ctrl or Shift held it changes the selection only (toggling, or extending
    /// from the anchor), as in file managers. With selection off, every click presses.
    ///
    /// The source's rules, as UIKit's delegate gives them: a row that may not be highlighted
    /// takes no click at all (no selection, no press); a row may be refused the selection, or
    /// have it go to another row (`willSelect`), and is pressed all the same. A Shift range or
    /// Ctrl+A selects only the rows the source lets be selected as they are.
    func click(_ indexPath: TableIndexPath, toggling: Bool, extending: Bool) {
        guard let ordinal = core.layout.ordinal(of: indexPath), core.source?.shouldHighlightRow(at: indexPath) ?? true else { return }
        if allowsSelection {
            if extending || (toggling && state.contains(ordinal)) {
                apply(state.change({ $0.click(ordinal, toggling: toggling, extending: extending) }, allowing: selectable))
            } else if let target = rowToSelect(ordinal) {
                apply(state.click(target, toggling: toggling, extending: false))
            }
            if toggling || extending { return }
        }
        core.source?.pressRow(at: indexPath)
    }

    /// Whether a press on the row at `indexPath` draws it pressed (the source's `shouldHighlight`).
    func mayHighlight(_ indexPath: TableIndexPath) -> Bool {
        core.source?.shouldHighlightRow(at: indexPath) ?? true
    }

    // MARK: - The app's calls (the source is not told, as in UIKit)

    /// Sets the mode (`.none`, `.single`, `.multiple`); rows that no longer fit it are deselected.
    private func setMode(_ mode: RowSelection.Mode) {
        guard mode != state.mode else { return }
        show(state.setMode(mode))
    }

    /// Selects `ordinals` (with single selection, only the last), adding them to the selection
    /// when `adding` and the mode is multiple.
    func select(_ ordinals: RangeSet<Int>, adding: Bool) {
        var rows = ordinals
        if adding && state.mode == .multiple { rows.formUnion(state.rows) }
        show(state.select(rows))
    }

    /// Deselects `ordinal`.
    func deselect(_ ordinal: Int) {
        var rows = state.rows
        rows.remove(ordinal, within: ordinal..<(ordinal + 1))
        show(state.select(rows))
    }

    /// Selects every row (multiple selection only).
    func selectAll() {
        show(state.selectAll(count: core.layout.totalRows))
    }

    /// Deselects every row.
    func clear() {
        show(state.clear())
    }

    /// The selected rows as index paths, in order.
    var selectedIndexPaths: [TableIndexPath] {
        let layout = core.layout
        return state.rows.ranges.flatMap { range in range.compactMap { layout.row(atOrdinal: $0) } }
    }

    // MARK: - Rows changing

    /// Keeps only rows below `count` (after a reload), and draws what is left.
    /// Draws the selection again, every selected row (the rows shown changed: a search).
    func reshow() {
        guard state.count > 0 else { return }
        var change = RowSelection.Change()
        change.selected = state.rows
        core.engine?.showSelection(state.rows, change: change)
    }

    func trim(toCount count: Int) {
        let before = state.rows
        state.trim(toCount: count)
        var change = RowSelection.Change()
        change.deselected = before.subtracting(state.rows)
        change.selected = state.rows
        core.engine?.showSelection(state.rows, change: change)
    }

    /// Follows the rows through a batch (deleted rows leave, the others move with their rows),
    /// once the engine shows the batch; reloaded rows are new views, drawn selected again.
    func follow(_ plan: RowBatchPlan) {
        state.apply(plan)
        var change = RowSelection.Change()
        change.selected = state.rows.intersection(RangeSet(IndexRanges.ranges(Array(plan.reloadedNewIndexes))))
        core.engine?.showSelection(state.rows, change: change)
    }

    /// Follows a row the user moved from ordinal `from` to `to`; returns whether selected rows
    /// changed places (the selection, as indexes, changed by the user's hand).
    func follow(moveFrom from: Int, to: Int) -> Bool {
        let before = state.rows
        let count = core.layout.totalRows
        guard let plan = RowBatch(moves: [RowBatch.Move(from: from, to: to)]).plan(oldCount: count, newCount: count).plan else {
            return false
        }
        follow(plan)
        return state.rows != before
    }

    // MARK: - Internals

    /// The row that selecting the row at `ordinal` selects, as the source says (itself, another
    /// row, or none).
    private func rowToSelect(_ ordinal: Int) -> Int? {
        let layout = core.layout
        guard let indexPath = layout.row(atOrdinal: ordinal) else { return nil }
        guard let source = core.source else { return ordinal }
        return source.rowToSelect(at: indexPath).flatMap { layout.ordinal(of: $0) }
    }

    /// The rows of `ordinals` the source lets be selected as they are (a row it would redirect
    /// elsewhere is left out of a range).
    private func selectable(_ ordinals: RangeSet<Int>) -> RangeSet<Int> {
        // Ctrl+A and Shift ranges take the rows a search shows, never the ones it hides.
        let shown = core.layout.shownRows(among: ordinals)
        return core.source?.selectableRows(shown) ?? shown
    }

    /// Shows a change the user made and tells the source: each deselected row, each selected
    /// row, then once that the selection changed.
    private func apply(_ change: RowSelection.Change) {
        guard !change.isEmpty else { return }
        show(change)
        core.source?.selectionChanged(change)
    }

    private func show(_ change: RowSelection.Change) {
        guard !change.isEmpty else { return }
        core.engine?.showSelection(state.rows, change: change)
    }
}
