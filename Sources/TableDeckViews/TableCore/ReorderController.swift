import TableDeckBridge
import TableDeckModel

/// Moving rows, as UIKit's table does in editing mode, but always on and the same on every
/// engine: a row the source lets move (``TableCoreSource/canMoveRow(at:)``) moves with Alt+Up
/// and Alt+Down (the cursor row: it keeps the cursor and the focus; past a section's end into
/// the next section), or by a vertical drag (``RowDragController``), which reports here when
/// the row is dropped. The source says where the row really goes (UIKit's
/// `targetIndexPathForMoveFromRowAt`), hears of the move and updates its data (a diffable source
/// records it first); the engine then shows it; the selection goes with its rows, and when that
/// carries selected rows to other indexes the source hears that the selection changed. At the
/// table's first or last place the key does nothing.
///
/// A screen reader hears of a keyboard move: the focus stays on the moved row, whose accessible
/// description becomes "Moved to position 4 of 1000" (its place in its section; GTK 4.8 has no
/// announcement API, and Orca presents a change of the focused widget's description), cleared
/// when the cursor leaves it.
@MainActor
final class ReorderController: TableBehavior {
    private unowned let core: TableCore

    init(core: TableCore) {
        self.core = core
    }

    func perform(_ command: TableCommand) -> Bool {
        guard case .moveRow(let up) = command else { return false }
        return moveCursorRow(up: up)
    }

    /// Whether the user may move the row at `indexPath` (a row of the table the source lets
    /// move, while no search hides rows: a move among some rows has no place among all).
    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        guard core.layout.ordinal(of: indexPath) != nil, !core.layout.isFiltered, let source = core.source else { return false }
        return source.canMoveRow(at: indexPath)
    }

    /// Alt+Up (`up`) or Alt+Down: moves the cursor row one place if it may move, past a
    /// section's end into the next section (its first place, or the previous section's last).
    /// Returns whether the key was used: not when there is no cursor row or it cannot move (the
    /// window may use the key), yes at the table's ends, where nothing moves.
    private func moveCursorRow(up: Bool) -> Bool {
        guard let engine = core.engine, let cursor = engine.cursorRow, canMoveRow(at: cursor) else { return false }
        let layout = core.layout
        let count = layout.numberOfRows(inSection: cursor.section)
        let proposed: TableIndexPath
        if let target = ReorderMath.keyboardDestination(of: cursor.row, up: up, count: count) {
            proposed = TableIndexPath(row: target, section: cursor.section)
        } else if up, cursor.section > 0 {
            proposed = TableIndexPath(row: layout.numberOfRows(inSection: cursor.section - 1), section: cursor.section - 1)
        } else if !up, cursor.section + 1 < layout.numberOfSections {
            proposed = TableIndexPath(row: 0, section: cursor.section + 1)
        } else {
            return true
        }
        guard let destination = userMovedRow(from: cursor, proposed: proposed, animated: true) else { return true }
        let text = LibraryLocalization.text("Moved to position %d of %d")
        engine.announce(
            L10n.substitute(text, destination.row + 1, core.layout.numberOfRows(inSection: destination.section)), onRow: destination)
        return true
    }

    /// The user moved the row at `source` towards `proposed` (its index after the move, in the
    /// same section or another), by a key: the source says where it really goes
    /// (``target(from:proposed:)``) and the row moves there (``moveRow(from:to:animated:)``).
    /// Returns where the row went; `nil` when nothing moved.
    @discardableResult
    func userMovedRow(from source: TableIndexPath, proposed: TableIndexPath, animated: Bool) -> TableIndexPath? {
        moveRow(from: source, to: target(from: source, proposed: proposed), animated: animated)
    }

    /// Where the source sends a row the user moves from `source` towards `proposed`
    /// (``TableCoreSource/targetIndexPathForMove(from:proposed:)``): its answer when a row can go
    /// there, else `proposed`, warned.
    func target(from source: TableIndexPath, proposed: TableIndexPath) -> TableIndexPath {
        guard let delegate = core.source else { return proposed }
        return checkedTarget(delegate.targetIndexPathForMove(from: source, proposed: proposed), proposed: proposed, from: source)
    }

    /// Moves the row at `source` to `destination`, where the user put it and the source agreed:
    /// the source hears of the move, then the engine shows it (`animated` for a key's move) and
    /// the selection follows. Returns where the row went; `nil` when nothing moved (the same
    /// place, or a row out of range).
    @discardableResult
    func moveRow(from source: TableIndexPath, to destination: TableIndexPath, animated: Bool) -> TableIndexPath? {
        guard let delegate = core.source, let engine = core.engine else { return nil }
        let layout = core.layout
        guard let from = layout.ordinal(of: source), let move = SectionedRowBatch.userMove(from: source, to: destination, in: layout),
            let to = move.layout.ordinal(of: destination)
        else { return nil }
        core.rowDrag.cancel()
        let reloads = core.reloadCount
        delegate.moveRow(from: source, to: destination)
        core.rowsWillChange(deleting: { _ in false })
        engine.swipeActions?.rowsChanged()
        if core.reloadCount != reloads {
            // The callback reloaded the table (UIKit samples often call reloadData() there): the
            // rows are read anew, the move with them; moving them again would show it twice.
            engine.focusRow(destination, reveal: true, movingUp: to < from)
        } else {
            engine.showMove(move.plan, from: source, to: destination, animated: animated)
            // (A reload rebinds the editing controls itself.)
            core.editing.rowsChanged()
        }
        let selectionMoved = core.selection.follow(moveFrom: from, to: to)
        delegate.rowMoveShown()
        if selectionMoved { delegate.selectionMoved() }
        return destination
    }

    /// The delegate's target for a move, if it is a place a row can go; otherwise `proposed`,
    /// with a warning naming the answer.
    private func checkedTarget(_ target: TableIndexPath, proposed: TableIndexPath, from source: TableIndexPath) -> TableIndexPath {
        let layout = core.layout
        let valid =
            target == source
            || (layout.sections.indices.contains(target.section)
                && target.row >= 0
                && target.row < layout.numberOfRows(inSection: target.section) + (target.section == source.section ? 0 : 1))
        guard !valid else { return target }
        Diagnostics.warn(
            "\(core.tableName)'s delegate answered targetIndexPathForMove with row \(target.row) of section \(target.section), "
                + "where no row can go; the row goes where the user put it (row \(proposed.row) of section \(proposed.section))")
        return proposed
    }
}
