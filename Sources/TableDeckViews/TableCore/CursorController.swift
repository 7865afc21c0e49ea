import TableDeckModel

/// The keyboard cursor: Up and Down move it a row (stepping over section headers), Page Up and
/// Page Down a screenful less one row, Home and End to the ends; Enter and Space press its row
/// as a click does. With no cursor yet the keys start from the first row on screen, never from
/// the top. A move reveals the new cursor row, scrolling no more than it must.
@MainActor
final class CursorController: TableBehavior {
    private unowned let core: TableCore

    init(core: TableCore) {
        self.core = core
    }

    func perform(_ command: TableCommand) -> Bool {
        switch command {
        case .move(let move):
            return self.move(move)
        case .extendSelection(let move) where !core.selection.allowsSelection:
            // Nothing can be selected: Shift changes nothing.
            return self.move(move)
        case .activate:
            guard let engine = core.engine, let cursor = engine.cursorRow, core.layout.ordinal(of: cursor) != nil else { return false }
            // A key press is a plain click on the cursor row: it selects and presses.
            core.rowClicked(cursor, modifiers: [])
            return true
        default:
            return false
        }
    }

    /// Moves the cursor as `move` says; returns whether the table has rows to move through.
    @discardableResult
    func move(_ move: KeyCommand) -> Bool {
        guard let engine = core.engine, let target = target(of: move) else { return false }
        let from = engine.cursorRow.flatMap { core.layout.position(of: .row($0)) }
        let to = core.layout.position(of: .row(target)) ?? 0
        engine.focusRow(target, reveal: true, movingUp: from.map { to < $0 } ?? false)
        return true
    }

    /// The row `move` goes to from the cursor row (from the first row on screen when there is
    /// no cursor yet); `nil` for a table without rows.
    func target(of move: KeyCommand) -> TableIndexPath? {
        let layout = core.layout
        guard let engine = core.engine, layout.totalRows > 0 else { return nil }
        let cursor = engine.cursorRow.flatMap { layout.ordinal(of: $0) != nil ? $0 : nil }
        guard let cursor else {
            let start = engine.firstRowOnScreen.flatMap { layout.ordinal(of: $0) != nil ? $0 : nil } ?? layout.firstRow
            switch move {
            case .first: return layout.firstRow
            case .last: return layout.lastRow
            case .previousPage, .nextPage: return start.flatMap { page(from: $0, move) }
            default: return start
            }
        }
        switch move {
        case .previous: return layout.row(from: .row(cursor), movingBy: -1)
        case .next, .activate: return layout.row(from: .row(cursor), movingBy: move == .next ? 1 : 0)
        case .previousPage, .nextPage: return page(from: cursor, move)
        case .first: return layout.firstRow
        case .last: return layout.lastRow
        }
    }

    // MARK: - Changes of the rows

    /// Where the cursor stands before the rows change (a batch, a reload): its row's ordinal,
    /// and whether the rows have the keyboard focus. `nil` without a cursor.
    func beforeChange() -> CursorBeforeChange? {
        guard let engine = core.engine, let cursor = engine.cursorRow, let ordinal = core.layout.ordinal(of: cursor) else {
            return nil
        }
        return CursorBeforeChange(ordinal: ordinal, rowsHadFocus: engine.hasRowFocus)
    }

    /// A checked batch (`plan`, by ordinal) changed the rows: the cursor goes with its row, or,
    /// for a deleted row, to the row that took its place (``RowBatchPlan/cursor(after:)``),
    /// keeping the focus when the rows had it, at once; the rows do not scroll to it. A row
    /// reloaded or deleted loses its widget: the focus must not stay on a widget that left the
    /// window, where the keys typed before the list's next frame would go (they were lost, and
    /// the list then put the focus back on the replaced row, under a key that had moved on).
    func follow(_ plan: RowBatchPlan, from before: CursorBeforeChange?) {
        guard let before else { return }
        keepFocus(onOrdinal: plan.cursor(after: before.ordinal), ifRowsHadIt: before)
    }

    /// The rows were read anew (a reload makes every row anew, the focused one too): the cursor
    /// stays at its place, on the last row when fewer are left, keeping the focus at once when
    /// the rows had it, as ``follow(_:from:)`` does for a batch.
    func followReload(from before: CursorBeforeChange?) {
        guard let before else { return }
        keepFocus(onOrdinal: min(before.ordinal, core.layout.totalRows - 1), ifRowsHadIt: before)
    }

    /// The rows a search shows changed (a result, or every row again), their widgets filled
    /// anew: the focus stays on the cursor's row when it shows, at once, as
    /// ``follow(_:from:)`` keeps it for a batch.
    func followShownRows(from before: CursorBeforeChange?) {
        guard let before else { return }
        keepFocus(onOrdinal: before.ordinal, ifRowsHadIt: before)
    }

    /// Gives the focus, when the rows had it, to the row with ordinal `ordinal`, or, when a
    /// search hides it, to the next row shown (the last shown when none comes after it). A row
    /// that has it already keeps it untouched (a long search adding rows below the focused one
    /// would otherwise hold the list's scroll offset four times a second).
    private func keepFocus(onOrdinal ordinal: Int, ifRowsHadIt before: CursorBeforeChange) {
        let layout = core.layout
        guard before.rowsHadFocus, let engine = core.engine, layout.shownRowCount > 0 else { return }
        let shown = min(layout.shownIndex(atOrAfter: max(0, ordinal)), layout.shownRowCount - 1)
        guard let row = layout.row(atOrdinal: layout.ordinal(ofShownIndex: shown)),
            !(engine.hasRowFocus && engine.cursorRow == row)
        else { return }
        engine.focusRow(row, reveal: false, movingUp: false)
    }

    private func page(from row: TableIndexPath, _ move: KeyCommand) -> TableIndexPath? {
        let positions = core.engine?.positionsPerPage ?? 1
        return core.layout.row(from: .row(row), movingByPositions: move == .previousPage ? -positions : positions)
    }
}

/// Where the keyboard cursor stood before the rows changed (``CursorController/beforeChange()``).
struct CursorBeforeChange {
    /// The cursor row's ordinal before the change.
    let ordinal: Int
    /// Whether a row had the keyboard focus.
    let rowsHadFocus: Bool
}
