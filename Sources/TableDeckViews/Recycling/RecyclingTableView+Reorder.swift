import TableDeckBridge
import TableDeckModel

/// Moving rows of a recycling table (the core's ``ReorderController``): a row the data source
/// lets move (``RecyclingTableViewDataSource/tableView(_:canMoveRowAt:)``, `false` by default)
/// moves by a vertical drag (`RecyclingTableView+Drag.swift`) or, when it has the keyboard
/// focus, with Alt+Up and Alt+Down (past a section's end into the next one), into another
/// section where the delegate's ``RecyclingTableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
/// allows it). The data source hears of the move first
/// (``RecyclingTableViewDataSource/tableView(_:moveRowAt:to:)``) and updates its data; the table
/// then moves the row on screen, without a reload (``showMove(_:from:to:animated:)``). A
/// keyboard move is announced: the moved row's accessible description becomes "Moved to
/// position 4 of 20" (its place in its section).
extension RecyclingTableView {
    /// Whether the user may move the row at `indexPath`.
    func canUserMoveRow(at indexPath: TableIndexPath) -> Bool {
        core.reorder.canMoveRow(at: indexPath)
    }
}
