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

    /// The buttons a swipe towards the leading edge uncovers on the trailing edge of the row at
    /// `indexPath` (in English, a swipe to the left), first action outermost; releasing past
    /// half the row performs the first. Asked when a swipe starts; `[]` (the default): no swipe.
    /// Keyboard users reach the same actions through the row's context menu, so offer them there
    /// too.
    func tableView(_ tableView: RecyclingTableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction]

    /// The buttons a swipe towards the trailing edge uncovers on the leading edge of the row at
    /// `indexPath` (in English, a swipe to the right). `[]` (the default): none.
    func tableView(_ tableView: RecyclingTableView, leadingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction]
}

extension RecyclingTableViewDelegate {
    /// No trailing swipe actions.
    public func tableView(_ tableView: RecyclingTableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        []
    }

    /// No leading swipe actions.
    public func tableView(_ tableView: RecyclingTableView, leadingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        []
    }
}
