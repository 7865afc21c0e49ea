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

    /// The row at `index` became selected by the user (a click, a key); not called for
    /// changes made in code, as in UIKit. Optional: the default does nothing.
    func stackTableView(_ tableView: StackTableView, didSelectItemAt index: Int)

    /// The row at `index` stopped being selected by the user. Optional.
    func stackTableView(_ tableView: StackTableView, didDeselectItemAt index: Int)

    /// The user changed the selection: called once per change, after the per-row calls.
    /// Optional.
    func stackTableViewSelectionDidChange(_ tableView: StackTableView)

    /// The buttons a swipe towards the leading edge uncovers on the trailing edge of the row at
    /// `index` (in English, a swipe to the left), first action outermost; releasing past half the
    /// row performs the first (a full swipe). Asked when a swipe starts, so a handler may capture
    /// `index`: the table closes the buttons whenever the rows change. Optional: the default, `[]`,
    /// means no swipe. Keyboard users reach the same actions through the row's context menu, so
    /// offer them there too.
    func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction]

    /// The buttons a swipe towards the trailing edge uncovers on the leading edge of the row at
    /// `index` (in English, a swipe to the right). Optional: the default, `[]`, means none.
    func stackTableView(_ tableView: StackTableView, leadingSwipeActionsForItemAt index: Int) -> [RowAction]
}

/// What a stack table tells its delegate about the selection. Every method has an empty
/// default, so a delegate that does not care about selection implements none of them.
extension StackTableViewDelegate {
    /// The row at `index` became selected by the user (a click, a key); not called for
    /// changes made in code, as in UIKit.
    public func stackTableView(_ tableView: StackTableView, didSelectItemAt index: Int) {}

    /// The row at `index` stopped being selected by the user.
    public func stackTableView(_ tableView: StackTableView, didDeselectItemAt index: Int) {}

    /// The user changed the selection: called once per change, after the per-row calls (read
    /// ``StackTableView/indexesForSelectedRows`` for the rows now selected).
    public func stackTableViewSelectionDidChange(_ tableView: StackTableView) {}

    /// No trailing swipe actions: a sideways drag on a row does nothing.
    public func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction] { [] }

    /// No leading swipe actions.
    public func stackTableView(_ tableView: StackTableView, leadingSwipeActionsForItemAt index: Int) -> [RowAction] { [] }
}
