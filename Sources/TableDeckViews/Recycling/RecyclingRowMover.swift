import TableDeckModel

/// What a ``RecyclingTableView`` asks before it lifts a row by a drag and tells when the row is
/// dropped at another place: the stack table's `.recycling` backend, which answers
/// with its own delegate and moves the row through its batch updates.
@MainActor
package protocol RecyclingRowMover: AnyObject {
    /// Whether the row at `indexPath` may be lifted and moved.
    func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool

    /// The user dropped the row at `source` so that its index after the move is `destination`
    /// (UIKit's `moveRowAt:to:`, within one section); the table's drawing is at rest again.
    func tableView(_ tableView: RecyclingTableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath)

    /// A row is about to be lifted: rows that are still moving (an update's animation) stop.
    func tableViewWillLiftRow(_ tableView: RecyclingTableView)
}
