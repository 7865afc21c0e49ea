import TableDeckBridge
import TableDeckModel

/// Editing mode on the `.stack` engine: each row's ``RowEditingControls`` are drawn in lanes of
/// the column beside the row (the delegate's view stays the row, unwrapped), made the first time
/// the mode is on and kept with the row until it goes.
///
/// Every row is built up front here, and a thousand rows' controls take a while to make: the
/// rows on screen (and a screenful either side) get theirs at once, sliding in; the others get
/// theirs in the frames after, ``editingRowsPerFrame`` a frame, so turning the mode on never
/// holds the window up.
extension StackRowsEngine {
    /// How many rows off screen get their controls in one frame.
    static let editingRowsPerFrame = 60

    func showEditing(_ editing: Bool, animated: Bool) {
        guard rowsBox != nil, editing || !editingControls.isEmpty else { return }
        stopEditingFill()
        // Rows that went took their lanes with them (the column unparents a removed row's).
        editingControls = editingControls.filter { rowIndexByIdentity[$0.key] != nil }
        rowByEditingLane = Dictionary(uniqueKeysWithValues: editingControls.map { ($1.trailing.identity, $0) })
        let page = max(positionsPerPage, 20)
        let first = firstVisibleRow
        let near = max(0, first - page)..<min(rows.count, first + 2 * page)
        for index in near { showEditingControls(ofRow: index, editing: editing, animated: animated) }
        var pending = rows.indices.filter { !near.contains($0) }[...]
        guard !pending.isEmpty else { return }
        editingFill = view.addTickCallback { [weak self] _ in
            guard let self else { return false }
            for index in pending.prefix(Self.editingRowsPerFrame) where self.rows.indices.contains(index) {
                self.showEditingControls(ofRow: index, editing: editing, animated: false)
            }
            pending = pending.dropFirst(Self.editingRowsPerFrame)
            guard !pending.isEmpty else {
                self.editingFill = nil
                return false
            }
            return true
        }
    }

    func editingControls(ofRow indexPath: TableIndexPath) -> RowEditingControls? {
        guard let index = itemIndex(at: indexPath), rows.indices.contains(index) else { return nil }
        return editingControls[rows[index].identity]
    }

    /// Whether rows off screen are still getting their controls.
    var isFillingEditingControls: Bool { editingFill != nil }

    /// Shows the controls of the row at `index` as the mode is (`editing`), making them in
    /// editing mode if the row has none yet.
    private func showEditingControls(ofRow index: Int, editing: Bool, animated: Bool) {
        let row = rows[index]
        guard let controls = editingControls[row.identity] ?? (editing ? makeEditingControls(for: row) : nil) else { return }
        core.editing.bind(controls, to: indexPath(ofItem: index), animated: animated)
    }

    private func stopEditingFill() {
        if let editingFill { view.removeTickCallback(editingFill) }
        editingFill = nil
    }

    /// New controls for `row`, in lanes of the column beside it, finding the row's place when asked.
    private func makeEditingControls(for row: Widget) -> RowEditingControls? {
        guard let box = rowsBox else { return nil }
        let controls = core.editing.makeControls()
        box.setAccessories(of: row, leading: controls.leading, trailing: controls.trailing)
        controls.beside = row
        // The lanes are part of the row's card in a grouped table: its place in its section.
        for lane in [controls.leading, controls.trailing] { TableStyleClasses.copyMarks(from: row, to: lane) }
        let identity = row.identity
        controls.locate = { [weak self] in
            guard let self, let index = self.rowIndexByIdentity[identity] else { return nil }
            return self.indexPath(ofItem: index)
        }
        editingControls[identity] = controls
        rowByEditingLane[controls.trailing.identity] = identity
        return controls
    }
}
