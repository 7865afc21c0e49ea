import TableDeckBridge
import TableDeckModel

/// The outline's search over its items (``OutlineView/search``): the table's search reads every
/// loaded item's text, matches it as it matches rows, and hands back the matches; the outline
/// shows them as the tree's search rows (each match under its ancestors). The cursor and the
/// selection follow their items between the tree's rows and a result's.
extension OutlineView: TableSearchItemSource {
    package var searchItemCount: Int { itemsToSearch.count }

    /// The item's text (``OutlineViewDataSource/outlineView(_:textFor:)``), else its
    /// identifier: an item hidden in a collapsed branch has no row whose labels could say.
    package func searchText(ofItem ordinal: Int) -> String {
        let items = itemsToSearch
        guard items.indices.contains(ordinal) else { return "" }
        let item = items[ordinal]
        return dataSource?.outlineView(self, textFor: item) ?? item
    }

    package func showSearchResult(_ matches: [Int32]?) {
        guard let matches else {
            if searchResult != nil { replaceRows(with: nil) }
            return
        }
        let items = itemsToSearch
        showSearchRows(matching: Set(matches.lazy.map(Int.init).filter(items.indices.contains).map { items[$0] }))
    }

    /// Every loaded item, in the order the search reads them; read from the tree once per
    /// change of the items (``itemsChanged()``).
    private var itemsToSearch: [String] {
        if let searchedItems { return searchedItems }
        let items = tree.loadedItems
        searchedItems = items
        return items
    }

    /// The items changed (children given, a failure, a reload): the search reads their texts
    /// again, and an open search with a query searches again.
    func itemsChanged() {
        searchedItems = nil
        table.search.itemsChanged()
    }

    /// Shows the rows of a search whose matching items are `matches`, as the tree is now.
    func showSearchRows(matching matches: Set<String>) {
        replaceRows(with: OutlineSearchRows(matches: matches, in: tree))
    }

    /// The user changed the selection: with single selection, their choice replaces an item
    /// the search's result hides.
    func selectionChangedByUser() {
        if searchResult != nil && !table.allowsMultipleSelection { hiddenSelection = [] }
    }

    /// Shows `result`'s rows (`nil`: the tree's) in place of the rows shown now. The table
    /// tracks the selection and the cursor by row, so they are carried over by item: selected
    /// items the new rows show are selected again, those they hide are kept for later while a
    /// result shows; the cursor goes to its item's row (back on the tree's rows, the nearest
    /// ancestor shown if the item is hidden).
    private func replaceRows(with result: OutlineSearchRows<String>?) {
        let cursorItem = table.cursorIndexPath.flatMap { shownRow(at: $0.row) }.map(\.item)
        // A key's move still going to its row counts: the rows are about to have the focus.
        let hadFocus = table.hasRowFocus || table.cursorMoveIsPending
        var selected = hiddenSelection
        for indexPath in table.indexPathsForSelectedRows {
            if let row = shownRow(at: indexPath.row), row.kind == .item { selected.insert(row.item) }
        }
        searchResult = result
        searchResultsShown &+= 1
        table.reloadData()
        var selectedRows: [Int] = []
        hiddenSelection = []
        for item in selected where tree.contains(item) {
            if let row = row(of: item) {
                selectedRows.append(row)
            } else if result != nil {
                hiddenSelection.insert(item)
            }
        }
        table.core.selection.select(RangeSet(IndexRanges.ranges(selectedRows)), adding: false)
        let cursorRow = cursorItem.flatMap { result == nil ? nearestShownRow(of: $0) : row(of: $0) }
        table.cursorIndexPath = cursorRow.map { TableIndexPath(row: $0, section: 0) }
        // The rows had the focus: it goes with the cursor item at once (the reload left it at
        // the cursor's old place). A new result (children read meanwhile) shows that row; when
        // the search ends, the search scrolls back to where the user was, and shows it then.
        if hadFocus, let cursor = table.cursorIndexPath {
            table.focusRow(cursor, reveal: table.search.isActive, movingUp: false)
        }
    }

    /// The row of `item`, else of its nearest ancestor shown.
    private func nearestShownRow(of item: String) -> Int? {
        var current: String? = item
        while let id = current {
            if let row = row(of: id) { return row }
            current = tree.parent(of: id)
        }
        return nil
    }
}
