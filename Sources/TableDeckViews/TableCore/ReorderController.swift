import TableDeckBridge
import TableDeckModel

/// Moving rows, as UIKit's table does in editing mode, but always on and the same on every
/// engine: a row the source lets move (``TableCoreSource/canMoveRow(at:)``) moves within its
/// section with Alt+Up and Alt+Down (the cursor row: it keeps the cursor and the focus), or by a
/// vertical drag (``RowDragController``), which reports here when the row is dropped. The source
/// hears of the move first and updates its data; the engine then shows it; the selection goes
/// with its rows, and when that carries selected rows to other indexes the source hears that
/// the selection changed. At a section's first or last place the key does nothing.
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

    /// Whether the user may move the row at `indexPath` (a row of the table the source lets move).
    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        guard core.layout.ordinal(of: indexPath) != nil, let source = core.source else { return false }
        return source.canMoveRow(at: indexPath)
    }

    /// Alt+Up (`up`) or Alt+Down: moves the cursor row one place if it may move. Returns whether
    /// the key was used: not when there is no cursor row or it cannot move (the window may use
    /// the key), yes at the section's ends, where nothing moves.
    private func moveCursorRow(up: Bool) -> Bool {
        guard let engine = core.engine, let cursor = engine.cursorRow, canMoveRow(at: cursor) else { return false }
        let count = core.layout.numberOfRows(inSection: cursor.section)
        guard let target = ReorderMath.keyboardDestination(of: cursor.row, up: up, count: count) else { return true }
        let destination = TableIndexPath(row: target, section: cursor.section)
        userMovedRow(from: cursor, to: destination, animated: true)
        let text = LibraryLocalization.text("Moved to position %d of %d")
        engine.announce(L10n.substitute(text, target + 1, count), onRow: destination)
        return true
    }

    /// The user moved the row at `source` to `destination` (its index after the move, in the
    /// same section), by a key or a drop: the source hears of it, then the engine shows it
    /// (`animated` for a key's move).
    /// Rows out of range, or in two sections, move nothing.
    func userMovedRow(from source: TableIndexPath, to destination: TableIndexPath, animated: Bool) {
        let layout = core.layout
        guard source != destination, source.section == destination.section, let from = layout.ordinal(of: source),
            let to = layout.ordinal(of: destination), let engine = core.engine, let delegate = core.source
        else { return }
        core.rowDrag.cancel()
        delegate.moveRow(from: source, to: destination)
        core.rowsWillChange(deleting: { _ in false })
        engine.swipeActions?.rowsChanged()
        engine.showMove(from: source, to: destination, animated: animated)
        if core.selection.follow(moveFrom: from, to: to) { core.source?.selectionMoved() }
    }
}
