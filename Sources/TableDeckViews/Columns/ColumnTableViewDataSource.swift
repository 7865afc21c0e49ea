import TableDeckBridge
import TableDeckModel

/// What a ``ColumnTableView`` shows (AppKit's `NSTableViewDataSource`). Held `weak`.
///
/// Rows are named by their index in the data source's order, the *data row*, whatever order
/// the user sorted the table into; ``ColumnTableView/displayRow(forDataRow:)`` tells where one
/// is on screen.
@MainActor
public protocol ColumnTableViewDataSource: AnyObject {
    /// How many rows there are. A negative count is treated as zero, with a warning.
    func numberOfRows(in tableView: ColumnTableView) -> Int

    /// The data rows in the order `sortOrder` asks for, for a data source that sorts itself
    /// (a database query, say); `nil` (the default) lets the table sort by its columns' sort
    /// keys. An answer that is not every row exactly once is warned about and the table
    /// sorts by the keys instead.
    func tableView(_ tableView: ColumnTableView, rowsSortedBy sortOrder: ColumnSortOrder) -> [Int]?

    /// The text the table's search (``TableSearch``) looks for the query in, for the data row
    /// `row`; `nil` (the default) for every shown column's text, in the order shown. A data
    /// source that makes a row's cells from one record answers it from that record once.
    func tableView(_ tableView: ColumnTableView, searchTextForRow row: Int) -> String?
}

extension ColumnTableViewDataSource {
    /// `nil`: the table sorts by its columns' sort keys.
    public func tableView(_ tableView: ColumnTableView, rowsSortedBy sortOrder: ColumnSortOrder) -> [Int]? { nil }

    /// `nil`: the search reads every shown column's text.
    public func tableView(_ tableView: ColumnTableView, searchTextForRow row: Int) -> String? { nil }
}

/// What a ``ColumnTableView`` tells about user actions (AppKit's `NSTableViewDelegate`). Held
/// `weak`. Rows are data rows (``ColumnTableViewDataSource``).
@MainActor
public protocol ColumnTableViewDelegate: AnyObject {
    /// The data row `row` was pressed: clicked, or activated with Enter or Space.
    func tableView(_ tableView: ColumnTableView, didPressRow row: Int)

    /// The user sorted the table (a header clicked, or Space or Enter on a focused header):
    /// the rows are in `sortOrder`'s order now. Nothing by default.
    func tableView(_ tableView: ColumnTableView, didSortBy sortOrder: ColumnSortOrder)

    /// The user selected or deselected rows; `selectedRows` are the data rows selected now.
    /// Nothing by default.
    func tableView(_ tableView: ColumnTableView, selectionDidChange selectedRows: [Int])

    /// The actions of the context menu of the data row `row` (right click, long press, the Menu
    /// key, Shift+F10); `[]` (the default) opens no menu.
    func tableView(_ tableView: ColumnTableView, contextMenuActionsForRow row: Int) -> [RowAction]

    /// The user showed, hid, moved or resized a column: save ``ColumnTableView/shownColumns`` and
    /// their widths (``ColumnTableView/width(ofColumn:)``) to restore the table as the user left
    /// it (``ColumnTableView/moveColumn(_:toShownPlace:)``, ``ColumnTableView/setColumn(_:hidden:)``,
    /// ``ColumnTableView/setWidth(_:ofColumn:)``). Nothing by default.
    func tableViewColumnsDidChange(_ tableView: ColumnTableView)
}

extension ColumnTableViewDelegate {
    /// Nothing.
    public func tableView(_ tableView: ColumnTableView, didSortBy sortOrder: ColumnSortOrder) {}

    /// Nothing.
    public func tableView(_ tableView: ColumnTableView, selectionDidChange selectedRows: [Int]) {}

    /// No actions: no menu.
    public func tableView(_ tableView: ColumnTableView, contextMenuActionsForRow row: Int) -> [RowAction] { [] }

    /// Nothing.
    public func tableViewColumnsDidChange(_ tableView: ColumnTableView) {}
}
