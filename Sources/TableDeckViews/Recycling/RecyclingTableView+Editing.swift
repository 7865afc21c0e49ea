import TableDeckBridge
import TableDeckModel

/// Editing mode on a recycling table: each row cell holds its ``RowEditingControls`` in lanes
/// at its own edges (first and last in the cell's box, the content between them), made the
/// first time the cell shows a row in editing mode and bound again whenever the cell is.
extension RecyclingTableView {
    /// Whether the table is in editing mode (UIKit's `isEditing`): each row the data source lets
    /// edit shows a delete or insert control (``RecyclingTableViewDelegate/tableView(_:editingStyleForRowAt:)``)
    /// and each row it lets move a reorder handle; swipe actions are off. Setting it does not
    /// animate; ``setEditing(_:animated:)`` does.
    public var isEditing: Bool {
        get { core.editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off (UIKit's `setEditing(_:animated:)`); with `animated`, the
    /// controls slide in or out (unless the desktop turned animations off).
    public func setEditing(_ editing: Bool, animated: Bool) {
        core.editing.setEditing(editing, animated: animated)
    }

    func showEditing(_ editing: Bool, animated: Bool) {
        for cell in cellsByListItem.values { bindEditingControls(of: cell, animated: animated) }
    }

    func editingControls(ofRow indexPath: TableIndexPath) -> RowEditingControls? {
        boundCell(for: .row(indexPath))?.editingControls
    }

    /// Shows `cell`'s editing controls for the row it shows now (none for a header or footer),
    /// making them the first time it shows a row in editing mode.
    func bindEditingControls(of cell: TableViewCell, animated: Bool) {
        guard let indexPath = cell.indexPath else {
            cell.editingControls?.show(editing: false, animated: false)
            return
        }
        guard core.editing.isEditing || cell.editingControls != nil else { return }
        let controls = cell.editingControls ?? makeEditingControls(in: cell)
        core.editing.bind(controls, to: indexPath, animated: animated)
    }

    private func makeEditingControls(in cell: TableViewCell) -> RowEditingControls {
        let controls = core.editing.makeControls()
        cell.insert(controls.leading, after: nil)
        cell.append(controls.trailing)
        controls.locate = { [weak cell] in cell?.indexPath }
        cell.editingControls = controls
        return controls
    }
}
