import TableDeckBridge
import TableDeckModel

/// Selection, as in UIKit and file managers (the core's ``SelectionController``, the same on
/// both backends): a click selects a row (and presses it), Ctrl+click toggles one, Shift+click
/// selects the range from the anchor, Shift+Up/Down (and Page Up/Down, Home, End) extend it,
/// Ctrl+A selects all, Ctrl+Space toggles the cursor row and Escape clears. Selected rows are
/// drawn selected and report the selected state to assistive technologies, list items of a
/// list named after the table on both backends; only the `.recycling` backend's list counts
/// them through AT-SPI's Selection (the `.stack` one offers the interface but counts none).
extension StackTableView {
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

    /// The selected rows, ascending; empty when none is.
    public var indexesForSelectedRows: [Int] { core.selection.state.indexes }

    /// The selected rows as sorted, disjoint ranges: one range for a hundred thousand rows
    /// selected with Ctrl+A, where ``indexesForSelectedRows`` is a hundred thousand numbers.
    public var rangesOfSelectedRows: [Range<Int>] { Array(core.selection.state.rows.ranges) }

    /// How many rows are selected.
    public var numberOfSelectedRows: Int { core.selection.state.count }

    /// Whether the row at `index` is selected.
    public func isRowSelected(at index: Int) -> Bool { core.selection.state.contains(index) }

    /// Selects the row at `index` (with single selection, instead of the one selected before).
    /// The delegate is not told, as in UIKit. An index out of range is warned about and ignored.
    public func selectRow(at index: Int) {
        guard checkIndex(index, in: "selectRow(at:)") else { return }
        core.selection.select(RangeSet(index..<(index + 1)), adding: true)
    }

    /// Adds the rows at `indexes` to the selection in one change (with single selection, only
    /// the last one is selected); the delegate is not told. Indexes out of range are warned
    /// about and left out.
    public func selectRows(at indexes: [Int]) {
        let valid = indexes.filter { checkIndex($0, in: "selectRows(at:)") }
        guard !valid.isEmpty else { return }
        core.selection.select(RangeSet(IndexRanges.ranges(valid)), adding: true)
    }

    /// Deselects the row at `index`; the delegate is not told.
    public func deselectRow(at index: Int) {
        guard checkIndex(index, in: "deselectRow(at:)") else { return }
        core.selection.deselect(index)
    }

    /// Selects every row (multiple selection only); the delegate is not told.
    public func selectAllRows() {
        core.selection.selectAll()
    }

    /// Deselects every row; the delegate is not told.
    public func deselectAllRows() {
        core.selection.clear()
    }

    /// A click on the row at `index` with `modifiers` held, as a row's gesture reports it, for
    /// tests (emitted gestures carry no modifiers).
    package func handleClick(row index: Int, modifiers: KeyModifiers) {
        guard index >= 0, index < numberOfRows else { return }
        engine.rowClicked(indexPath(ofItem: index), modifiers: modifiers)
    }

    /// Whether a batch update is animating now.
    package var isAnimatingChanges: Bool { rowsBackend.isAnimatingChanges }

    /// The row motions decided for the last batch, on either backend (``RowMotionPlan/none``
    /// when it did not animate).
    package var lastRowMotions: RowMotionPlan { rowsBackend.lastRowMotions }

    /// The object that animates batch updates, on either backend (for the leak check).
    package var rowAnimatorObject: AnyObject { rowsBackend.rowAnimator }

    private func checkIndex(_ index: Int, in call: String) -> Bool {
        guard index >= 0, index < numberOfRows else {
            Diagnostics.warn("\(call): the table has no row \(index) (it has \(numberOfRows)); nothing changes")
            return false
        }
        return true
    }
}
