import TableDeckBridge
import TableDeckModel

/// A column table's recycling table's data source and delegate: one section of rows in display
/// order, each a ``ColumnRowCell`` filled for its data row; every answer about a row is asked
/// of the column table's own data source and delegate by data row.
@MainActor
final class ColumnRowsSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    /// The column table. `weak`: it owns this source.
    private weak var owner: ColumnTableView?

    init(owner: ColumnTableView) {
        self.owner = owner
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { (owner?.rowCount ?? 0) > 0 ? 1 : 0 }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { owner?.rowCount ?? 0 }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        guard let owner else { return tableView.dequeueBlank() }
        let cell = tableView.dequeueReusableCell(withIdentifier: owner.rowIdentifier)
        guard let row = cell as? ColumnRowCell, let data = owner.dataRow(of: indexPath) else { return cell }
        row.columns.setColumns(owner.columnFrames)
        row.show(dataRow: data, tableColumns: owner.columns, shownInOrder: owner.arrangement.shown)
        owner.noteNaturalWidths(of: row)
        return row
    }

    /// The sorted column's text (else the first shown column's): typed letters go to the first
    /// row, in display order, that starts with them.
    func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String? {
        guard let owner, let row = owner.dataRow(of: indexPath) else { return nil }
        let sorted = owner.sortOrder.primary.flatMap { owner.columnIndex($0.column) }
            .flatMap { owner.arrangement.hidden.contains($0) ? nil : $0 }
        guard let index = sorted ?? owner.arrangement.shown.first else { return nil }
        let column = owner.columns[index]
        if let text = column.accessibleText { return text(row) }
        if case .text(let text) = column.sortKey?(row) { return text }
        return nil
    }

    /// Every shown column's text, in the order shown: what a search looks in.
    func tableView(_ tableView: RecyclingTableView, searchTextForRowAt indexPath: TableIndexPath) -> String? {
        guard let owner, let row = owner.dataRow(of: indexPath) else { return nil }
        if let given = owner.dataSource?.tableView(owner, searchTextForRow: row) { return given }
        var parts: [String] = []
        for index in owner.arrangement.shown {
            let column = owner.columns[index]
            if let text = column.accessibleText {
                parts.append(text(row))
            } else if case .text(let text) = column.sortKey?(row) {
                parts.append(text)
            }
        }
        return parts.joined(separator: " ")
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        guard let owner, let row = owner.dataRow(of: indexPath) else { return }
        owner.delegate?.tableView(owner, didPressRow: row)
    }

    func tableView(_ tableView: RecyclingTableView, contextMenuActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        guard let owner, let row = owner.dataRow(of: indexPath) else { return [] }
        return owner.delegate?.tableView(owner, contextMenuActionsForRow: row) ?? []
    }

    func tableViewSelectionDidChange(_ tableView: RecyclingTableView) {
        guard let owner else { return }
        owner.delegate?.tableView(owner, selectionDidChange: owner.selectedRows)
    }
}
