import TableDeckBridge
import TableDeckModel

/// An outline's recycling table's data source and delegate: one section of the rows the outline
/// shows (the tree's visible rows, or a search's), each an ``OutlineRowCell``; every answer about an item is asked of the outline's own
/// data source and delegate.
@MainActor
final class OutlineRowsSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    /// The outline. `weak`: it owns this source.
    private weak var owner: OutlineView?

    init(owner: OutlineView) {
        self.owner = owner
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { 1 }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { owner?.numberOfRows ?? 0 }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: OutlineView.rowIdentifier)
        guard let owner, let row = owner.shownRow(at: indexPath.row), let outlineRow = cell as? OutlineRowCell else { return cell }
        if row.kind == .item { owner.dataSource?.bind(outlineRow.itemView, to: row.item, in: owner) }
        // A search's rows show ancestors expanded whatever their state: their arrows toggle nothing.
        outlineRow.show(row, canToggle: owner.searchResult == nil)
        outlineRow.accessibleText = text(of: row, shownBy: outlineRow) ?? ""
        outlineRow.rowAccessibleNameChanged()
        return outlineRow
    }

    /// What the row says: the data source's text for an item (else what its view shows), or
    /// the placeholder's message.
    private func text(of row: OutlineRow<String>, shownBy cell: OutlineRowCell?) -> String? {
        switch row.kind {
        case .item:
            guard let owner else { return nil }
            return owner.dataSource?.outlineView(owner, textFor: row.item) ?? cell.map { $0.itemView.shownText }
        case .loading: return LibraryLocalization.text("Loading…")
        case .failure(let reason): return reason
        }
    }

    func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String? {
        guard let owner, let row = owner.shownRow(at: indexPath.row), row.kind == .item else { return nil }
        return owner.dataSource?.outlineView(owner, textFor: row.item)
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        guard let owner, let row = owner.shownRow(at: indexPath.row), row.kind == .item else { return }
        owner.delegate?.outlineView(owner, didPress: row.item, atRow: indexPath.row)
    }

    func tableViewSelectionDidChange(_ tableView: RecyclingTableView) {
        owner?.selectionChangedByUser()
    }
}

extension OutlineViewDataSource {
    /// Binds `content` to `item` (``outlineView(_:bind:to:)``, with the arguments in the order
    /// the source reads them).
    func bind(_ content: Widget, to item: String, in outlineView: OutlineView) {
        self.outlineView(outlineView, bind: content, to: item)
    }
}
