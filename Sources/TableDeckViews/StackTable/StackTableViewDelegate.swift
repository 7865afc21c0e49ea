import TableDeckBridge

/// The three duties of a ``StackTableView``'s delegate, as UIKit's
/// `CustomStackTableViewDelegate` pattern has them: how many items, which view, what a press does.
///
/// The table holds its delegate `weak`: the delegate usually owns the table, and a strong
/// back-reference (as in many UIKit ports) would keep both alive forever.
@MainActor
public protocol StackTableViewDelegate: AnyObject {
    /// How many rows the table shows. A negative count is treated as zero, with a warning.
    func numberOfItems(in tableView: StackTableView) -> Int

    /// A new view for the row at `index`. The view becomes the row (the table adds a style
    /// class, focus and a click gesture to it) and GTK owns it from then on; a view that already
    /// has a parent is refused with a warning and an empty row stands in for it.
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget

    /// The row at `index` was pressed: clicked, tapped, or activated with Enter or Space.
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int)
}
