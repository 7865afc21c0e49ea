import TableDeckBridge
import TableDeckModel

/// Moving rows of a recycling table, as UIKit's table does in editing mode, but
/// always on: a row the data source lets move
/// (``RecyclingTableViewDataSource/tableView(_:canMoveRowAt:)``, `false` by default) moves
/// within its section by a vertical drag (`RecyclingTableView+Drag.swift`) or, when it has the
/// keyboard focus, with Alt+Up and Alt+Down (nothing at the section's ends). The data source
/// hears of the move first (``RecyclingTableViewDataSource/tableView(_:moveRowAt:to:)``) and
/// updates its data; the table then moves the row on screen, without a reload: the rows on
/// screen keep their cells (told their new index) and the moved row, at its new place, keeps
/// the focus. A keyboard move is announced as on the stack table: the moved row's accessible
/// description becomes "Moved to position 4 of 20" (its place in its section).
///
/// The stack table's `.recycling` backend moves rows its own way (`rowMover`): its delegate
/// decides and its batch updates move the row, keys included.
extension RecyclingTableView {
    /// Whether the user may move the row at `indexPath` (the mover's answer, else the data
    /// source's).
    func canUserMoveRow(at indexPath: TableIndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < layout.numberOfSections, indexPath.row >= 0,
            indexPath.row < layout.numberOfRows(inSection: indexPath.section)
        else { return false }
        if let rowMover { return rowMover.tableView(self, canMoveRowAt: indexPath) }
        return dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    /// The user dropped the row at `source` at `destination` (same section): the mover moves it,
    /// else the table does.
    func userMovedRow(from source: TableIndexPath, to destination: TableIndexPath) {
        if let rowMover {
            rowMover.tableView(self, moveRowAt: source, to: destination)
        } else {
            moveRowForUser(from: source, to: destination)
        }
    }

    /// Alt+Up (`up`) or Alt+Down on the focused row of a table without a mover. Returns whether
    /// the key was used: not when no row has the focus or it cannot move (the window may use
    /// the key), yes at the section's ends, where nothing moves.
    func moveFocusedRow(up: Bool) -> Bool {
        guard rowMover == nil, let indexPath = focusedIndexPath, canUserMoveRow(at: indexPath) else { return false }
        let count = layout.numberOfRows(inSection: indexPath.section)
        guard let target = ReorderMath.keyboardDestination(of: indexPath.row, up: up, count: count) else { return true }
        let destination = TableIndexPath(row: target, section: indexPath.section)
        moveRowForUser(from: indexPath, to: destination)
        if focusedIndexPath == destination {
            let text = LibraryLocalization.text("Moved to position %d of %d")
            announceOnFocusedRow(L10n.substitute(text, target + 1, count))
        }
        return true
    }

    /// Moves the row at `source` to `destination` (its index after the move, in the same
    /// section) because the user moved it: the data source hears of it first, then the list
    /// moves the row, which takes the focus. Indexes out of range, or in two sections, move
    /// nothing.
    func moveRowForUser(from source: TableIndexPath, to destination: TableIndexPath) {
        guard source != destination, source.section == destination.section, let dataSource,
            let from = layout.position(of: .row(source)), let to = layout.position(of: .row(destination))
        else { return }
        cancelRowDrag()
        dataSource.tableView(self, moveRowAt: source, to: destination)
        rowMenu.rowsChanged(rowDeleted: false)
        swipe.rowsChanged()
        let moved = { (indexPath: TableIndexPath) -> TableIndexPath in
            guard indexPath.section == source.section else { return indexPath }
            return TableIndexPath(
                row: ReorderMath.index(ofRow: indexPath.row, afterMovingFrom: source.row, to: destination.row), section: indexPath.section)
        }
        // The cells on screen keep what they show, under its new index.
        for cell in cellsByListItem.values {
            guard case .row(let indexPath) = cell.shownItem else { continue }
            cell.shownItem = .row(moved(indexPath))
            if cell.item != nil { cell.item = cell.shownItem }
        }
        cursorIndexPath = cursorIndexPath.map(moved)
        // GTK 4.8's list loses its place when a row it laid out goes: keep the offset.
        let value = verticalAdjustment.value
        indexModel.splice(at: from, removed: 1, added: 0)
        indexModel.splice(at: to, removed: 0, added: 1)
        holdScrollOffset(value)
        // The moved row takes the focus now, and the list scrolls just enough to show it once
        // laid out at the held offset (the list's own scrolling to it would be undone by the
        // hold: Alt+Down on the last row in view would leave it below the view).
        scrollToPosition(to, focus: true, scroll: false)
        moveKeyboardCursor(to: destination, from: .row(source))
    }
}
