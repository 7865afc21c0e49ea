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

    /// The text type-ahead matches typed letters against for the row at `index` (its title,
    /// as a person reads the row), or `nil` to let the table read the built row: a label's
    /// text, else its accessible name. Optional; a long table with the `.recycling` backend,
    /// whose rows are built only on screen, answers it so every row can be found.
    func stackTableView(_ tableView: StackTableView, typeAheadTextForItemAt index: Int) -> String?

    /// The actions of the context menu of the row at `index`, asked for each time the menu is
    /// about to open (right click, long press, the Menu key or Shift+F10). Optional: the default,
    /// no actions, opens no menu.
    func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction]

    /// Whether the user may move the row at `index` (a vertical drag, Alt+Up, Alt+Down).
    /// Optional: the default is `false`, so no row moves.
    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool

    /// The user moved the row at `sourceIndex` so that it is now at `destinationIndex` (the
    /// index after the move). The table moves the row itself, as UIKit's `moveRowAt:to:` has it:
    /// update the data to match, and do not call ``StackTableView/moveRow(at:to:)`` for it (the
    /// table shows the move right after this returns, reading the data as they are then).
    /// Optional: the default does nothing.
    func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int)

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

    /// `nil`: the table reads the row's built widget (a label's text, else its accessible name).
    public func stackTableView(_ tableView: StackTableView, typeAheadTextForItemAt index: Int) -> String? { nil }
}

/// What a stack table asks its delegate about row actions: none by default, so rows have no
/// menu and do not move.
extension StackTableViewDelegate {
    /// No context menu actions: right click and the Menu key open nothing.
    public func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction] { [] }

    /// Rows do not move.
    public func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { false }

    /// Nothing to update.
    public func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int) {}

    /// No trailing swipe actions: a sideways drag on a row does nothing.
    public func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction] { [] }

    /// No leading swipe actions.
    public func stackTableView(_ tableView: StackTableView, leadingSwipeActionsForItemAt index: Int) -> [RowAction] { [] }
}
