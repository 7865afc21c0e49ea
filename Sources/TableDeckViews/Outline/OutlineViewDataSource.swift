import TableDeckBridge

/// What an ``OutlineView`` shows (AppKit's `NSOutlineViewDataSource`). Held `weak`.
///
/// Children are asked for lazily: an item's only when it is first expanded, the roots on
/// ``OutlineView/reloadData()``. The answer may come at once or later (read off the main thread),
/// through `reply`, on the main actor.
@MainActor
public protocol OutlineViewDataSource: AnyObject {
    /// Reads the children of `item` (`nil`: the roots) and calls `reply` with them, now or later.
    func outlineView(_ outlineView: OutlineView, loadChildrenOf item: String?, reply: @escaping @MainActor (OutlineLoadResult) -> Void)

    /// Makes the view that shows an item in a row, once per row widget (rows are recycled).
    func makeRowContent(for outlineView: OutlineView) -> Widget

    /// Fills `content` (made by ``makeRowContent(for:)``) for `item`.
    func outlineView(_ outlineView: OutlineView, bind content: Widget, to item: String)

    /// The text type-ahead, a search and a screen reader take for `item`; `nil` (the default)
    /// for what its row shows.
    func outlineView(_ outlineView: OutlineView, textFor item: String) -> String?
}

extension OutlineViewDataSource {
    /// `nil`: what the row shows.
    public func outlineView(_ outlineView: OutlineView, textFor item: String) -> String? { nil }
}

/// What an ``OutlineView`` tells about the user's doings (AppKit's `NSOutlineViewDelegate`).
/// Held `weak`; every method is optional.
@MainActor
public protocol OutlineViewDelegate: AnyObject {
    /// The user pressed the item (a click, Enter, Space) on row `row` (its index as shown).
    func outlineView(_ outlineView: OutlineView, didPress item: String, atRow row: Int)
    /// `item` was expanded (by the user, or ``OutlineView/expand(_:all:)``).
    func outlineView(_ outlineView: OutlineView, didExpand item: String)
    /// `item` was collapsed.
    func outlineView(_ outlineView: OutlineView, didCollapse item: String)
}

extension OutlineViewDelegate {
    public func outlineView(_ outlineView: OutlineView, didPress item: String, atRow row: Int) {}
    public func outlineView(_ outlineView: OutlineView, didExpand item: String) {}
    public func outlineView(_ outlineView: OutlineView, didCollapse item: String) {}
}
