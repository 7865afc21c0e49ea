import TableDeckBridge
import TableDeckModel

/// Editing mode on the `.stack` engine: each row's ``RowEditingControls`` are drawn in lanes of
/// the column beside the row (the delegate's view stays the row, unwrapped), made the first time
/// the mode is on and kept with the row until it goes.
extension StackRowsEngine {
    func showEditing(_ editing: Bool, animated: Bool) {
        guard let box = rowsBox, editing || !editingControls.isEmpty else { return }
        var kept: [ObjectIdentity: RowEditingControls] = [:]
        kept.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            let controls = editingControls[row.identity] ?? makeEditingControls(for: row, in: box)
            kept[row.identity] = controls
            core.editing.bind(controls, to: indexPath(ofItem: index), animated: animated)
        }
        // Rows that went took their lanes with them (the column unparents a removed row's).
        editingControls = kept
        rowByEditingLane = Dictionary(uniqueKeysWithValues: kept.map { ($1.trailing.identity, $0) })
    }

    func editingControls(ofRow indexPath: TableIndexPath) -> RowEditingControls? {
        guard let index = itemIndex(at: indexPath), rows.indices.contains(index) else { return nil }
        return editingControls[rows[index].identity]
    }

    /// New controls for `row`, in lanes of `box` beside it, finding the row's place when asked.
    private func makeEditingControls(for row: Widget, in box: RowsBox) -> RowEditingControls {
        let controls = core.editing.makeControls()
        box.setAccessories(of: row, leading: controls.leading, trailing: controls.trailing)
        let identity = row.identity
        controls.locate = { [weak self] in
            guard let self, let index = self.rowIndexByIdentity[identity] else { return nil }
            return self.indexPath(ofItem: index)
        }
        return controls
    }
}
