import TableDeckBridge
import TableDeckModel

/// What a ``RecyclingTableView`` shows, UIKit-style. Held `weak` by the table.
@MainActor
public protocol RecyclingTableViewDataSource: AnyObject {
    /// How many sections there are. A negative count is treated as zero, with a warning.
    func numberOfSections(in tableView: RecyclingTableView) -> Int

    /// How many rows `section` has. A negative count is treated as zero, with a warning.
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int

    /// Whether `section` shows a header before its rows (asked on reload, for every section).
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool

    /// The cell for the row at `indexPath`, configured. Get it from
    /// ``RecyclingTableView/dequeueCell(_:)`` or ``RecyclingTableView/dequeueReusableCell(withIdentifier:)``:
    /// it may be a cell that showed another row before.
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell

    /// The header cell of `section`, dequeued like a row's cell (it may use the same view type);
    /// `nil` leaves the header empty.
    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell?
}

extension RecyclingTableViewDataSource {
    /// No header cell: for data sources whose sections have no headers.
    public func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        nil
    }
}

/// What a ``RecyclingTableView`` tells about user actions. Held `weak` by the table.
@MainActor
public protocol RecyclingTableViewDelegate: AnyObject {
    /// The row at `indexPath` was pressed: clicked, or activated with Enter or Space.
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath)

    /// The actions of the context menu of the row at `indexPath`, asked for each time the menu
    /// is about to open (right click, long press, the Menu key or Shift+F10). Optional: the
    /// default, no actions, opens no menu.
    func tableView(_ tableView: RecyclingTableView, contextMenuActionsForRowAt indexPath: TableIndexPath) -> [RowAction]
}

/// Row actions a recycling table's delegate may offer: none by default.
extension RecyclingTableViewDelegate {
    /// No context menu actions: right click and the Menu key open nothing.
    public func tableView(_ tableView: RecyclingTableView, contextMenuActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        []
    }
}
