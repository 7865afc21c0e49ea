import TableDeckBridge

/// Showing an item's row anew, and what the outline says without items.
extension OutlineView {
    /// Binds the rows of `items` again (those that show; no animation): what the data source
    /// says about them changed, but not their children.
    public func reloadItems(_ items: [String]) {
        let rows = items.compactMap { row(of: $0) }
        guard !rows.isEmpty else { return }
        table.reloadRows(at: rows.sorted().map { TableIndexPath(row: $0, section: 0) }, with: .none)
    }

    /// What the outline shows when it has no items ("This folder is empty", or why the roots
    /// could not be read).
    public var emptyText: String {
        get { table.emptyText }
        set { table.emptyText = newValue }
    }
}
