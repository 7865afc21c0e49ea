import TableDeckBridge
import TableDeckModel

/// Selection, the same as the stack table's (the core's ``SelectionController``): a click
/// selects a row (and presses it), Ctrl+click toggles one, Shift+click selects the range from
/// the anchor, Shift+Up/Down (and Page Up/Down, Home, End) extend it, Ctrl+A selects all,
/// Ctrl+Space toggles the cursor row and Escape clears. GTK draws the selected rows and reports
/// them to assistive technologies (AT-SPI's Selection too). A range reaches across sections;
/// headers are never selected. The delegate hears of what the user changed
/// (``RecyclingTableViewDelegate/tableView(_:didSelectRowAt:)``), not of the app's calls.
extension RecyclingTableView {
    /// Whether the user can select rows (UIKit's default: yes, one at a time).
    public var allowsSelection: Bool {
        get { core.selection.allowsSelection }
        set { core.selection.allowsSelection = newValue }
    }

    /// Whether the user can select more than one row (off by default). Turning it on also
    /// turns on ``allowsSelection``.
    public var allowsMultipleSelection: Bool {
        get { core.selection.allowsMultipleSelection }
        set { core.selection.allowsMultipleSelection = newValue }
    }

    /// The selected rows, in order; empty when none is.
    public var indexPathsForSelectedRows: [TableIndexPath] { core.selection.selectedIndexPaths }

    /// How many rows are selected.
    public var numberOfSelectedRows: Int { core.selection.state.count }

    /// Whether the row at `indexPath` is selected.
    public func isRowSelected(at indexPath: TableIndexPath) -> Bool {
        layout.ordinal(of: indexPath).map { core.selection.state.contains($0) } ?? false
    }

    /// Selects the row at `indexPath` (with single selection, instead of the one selected
    /// before); the delegate is not told. A row the table does not have is warned about.
    public func selectRow(at indexPath: TableIndexPath) {
        guard let ordinal = checkedOrdinal(of: indexPath, in: "selectRow(at:)") else { return }
        core.selection.select(RangeSet(ordinal..<(ordinal + 1)), adding: true)
    }

    /// Deselects the row at `indexPath`; the delegate is not told.
    public func deselectRow(at indexPath: TableIndexPath) {
        guard let ordinal = checkedOrdinal(of: indexPath, in: "deselectRow(at:)") else { return }
        core.selection.deselect(ordinal)
    }

    /// Selects every row (multiple selection only); the delegate is not told.
    public func selectAllRows() {
        core.selection.selectAll()
    }

    /// Deselects every row; the delegate is not told.
    public func deselectAllRows() {
        core.selection.clear()
    }

    private func checkedOrdinal(of indexPath: TableIndexPath, in call: String) -> Int? {
        guard let ordinal = layout.ordinal(of: indexPath) else {
            Diagnostics.warn("\(call): the table has no row \(indexPath.row) in section \(indexPath.section); nothing changes")
            return nil
        }
        return ordinal
    }
}
