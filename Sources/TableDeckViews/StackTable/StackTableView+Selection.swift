import TableDeckBridge
import TableDeckModel

/// Selection, as in UIKit and file managers: a click selects a row (and presses it), Ctrl+click
/// toggles one, Shift+click selects the range from the anchor, Shift+Up/Down (and Page Up/Down,
/// Home, End) extend it, Ctrl+A selects all, Ctrl+Space toggles the cursor row and Escape
/// clears. Selected rows are drawn selected and report the selected state to assistive
/// technologies; with the `.recycling` backend the list also offers AT-SPI's Selection.
///
/// The rules live in the model (`RowSelection`, `SelectionCommand`); this file shows their
/// results and tells the delegate.
extension StackTableView {
    /// Whether the user can select rows (UIKit's default: yes, one at a time).
    public var allowsSelection: Bool {
        get { selection.mode != .none }
        set { setSelectionMode(newValue ? (allowsMultipleSelection ? .multiple : .single) : .none) }
    }

    /// Whether the user can select more than one row (off by default). Turning it on also
    /// turns on ``allowsSelection``.
    public var allowsMultipleSelection: Bool {
        get { selection.mode == .multiple }
        set { setSelectionMode(newValue ? .multiple : (selection.mode == .none ? .none : .single)) }
    }

    /// The selected rows, ascending; empty when none is.
    public var indexesForSelectedRows: [Int] { selection.indexes }

    /// The selected rows as sorted, disjoint ranges: one range for a hundred thousand rows
    /// selected with Ctrl+A, where ``indexesForSelectedRows`` is a hundred thousand numbers.
    public var rangesOfSelectedRows: [Range<Int>] { Array(selection.rows.ranges) }

    /// How many rows are selected.
    public var numberOfSelectedRows: Int { selection.count }

    /// Whether the row at `index` is selected.
    public func isRowSelected(at index: Int) -> Bool { selection.contains(index) }

    /// Selects the row at `index` (with single selection, instead of the one selected before).
    /// The delegate is not told, as in UIKit. An index out of range is warned about and ignored.
    public func selectRow(at index: Int) {
        guard checkIndex(index, in: "selectRow(at:)") else { return }
        var rows = selection.mode == .multiple ? selection.rows : RangeSet()
        rows.insert(index, within: index..<(index + 1))
        showSelectionChange(selection.select(rows))
    }

    /// Adds the rows at `indexes` to the selection in one change (with single selection, only
    /// the last one is selected); the delegate is not told. Indexes out of range are warned
    /// about and left out.
    public func selectRows(at indexes: [Int]) {
        let valid = indexes.filter { checkIndex($0, in: "selectRows(at:)") }
        guard !valid.isEmpty else { return }
        var rows = RangeSet(IndexRanges.ranges(valid))
        if selection.mode == .multiple { rows.formUnion(selection.rows) }
        showSelectionChange(selection.select(rows))
    }

    /// Deselects the row at `index`; the delegate is not told.
    public func deselectRow(at index: Int) {
        guard checkIndex(index, in: "deselectRow(at:)") else { return }
        var rows = selection.rows
        rows.remove(index, within: index..<(index + 1))
        showSelectionChange(selection.select(rows))
    }

    /// Selects every row (multiple selection only); the delegate is not told.
    public func selectAllRows() {
        showSelectionChange(selection.selectAll(count: numberOfRows))
    }

    /// Deselects every row; the delegate is not told.
    public func deselectAllRows() {
        showSelectionChange(selection.clear())
    }

    /// A click on the row at `index` with `modifiers` held, as a row's gesture reports it, for
    /// tests (emitted gestures carry no modifiers).
    package func handleClick(row index: Int, modifiers: KeyModifiers) {
        guard index >= 0, index < numberOfRows else { return }
        if recycling == nil { moveCursor(to: index, grabFocus: true, reveal: false) }
        rowClicked(at: index, modifiers: modifiers)
    }

    /// Handles `key` with `modifiers` as the table's key controller does.
    package func handleKey(_ key: KeyValue, modifiers: KeyModifiers) -> Bool {
        if let swipe = swipeController, swipe.handleEscape(key.rawValue) { return true }
        if handleRowActionKey(key.rawValue, modifiers: modifiers) { return true }
        if handleSelectionKey(key.rawValue, modifiers: modifiers) { return true }
        return modifiers.isEmpty && handleKey(key)
    }

    /// Whether a batch update is animating now.
    package var isAnimatingChanges: Bool { recycling?.animator.isAnimating ?? animator.isAnimating }

    /// The column of rows (`.stack`; `nil` with `.recycling`).
    package var rowsColumn: Widget? { rowsBox }

    // MARK: - Internals

    private func setSelectionMode(_ mode: RowSelection.Mode) {
        guard mode != selection.mode else { return }
        showSelectionChange(selection.setMode(mode))
    }

    private func checkIndex(_ index: Int, in call: String) -> Bool {
        guard index >= 0, index < numberOfRows else {
            Diagnostics.warn("\(call): the table has no row \(index) (it has \(numberOfRows)); nothing changes")
            return false
        }
        return true
    }

    /// Shows a change the user made and tells the delegate: each deselected row, each selected
    /// row, then once that the selection changed.
    func applySelectionChange(_ change: RowSelection.Change) {
        guard !change.isEmpty else { return }
        showSelectionChange(change)
        guard let delegate else { return }
        for range in change.deselected.ranges {
            for index in range { delegate.stackTableView(self, didDeselectItemAt: index) }
        }
        for range in change.selected.ranges {
            for index in range { delegate.stackTableView(self, didSelectItemAt: index) }
        }
        delegate.stackTableViewSelectionDidChange(self)
    }

    /// Draws a change: the rows it touches (`.stack`), or the list's selection (`.recycling`,
    /// where only the rows on screen exist and GTK draws and reports their state).
    func showSelectionChange(_ change: RowSelection.Change) {
        guard !change.isEmpty else { return }
        if let recycling {
            recycling.table.showSelectedRows(Array(selection.rows.ranges))
            return
        }
        for range in change.deselected.ranges {
            for index in range { styleRow(at: index, selected: false) }
        }
        for range in change.selected.ranges {
            for index in range { styleRow(at: index, selected: true) }
        }
    }

    /// Draws the row at `index` selected or not and tells assistive technologies (`.stack`).
    func styleRow(at index: Int, selected: Bool) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        if selected {
            row.addCSSClass("tabledeck-selected")
        } else {
            row.removeCSSClass("tabledeck-selected")
        }
        row.setAccessibleSelected(selected)
    }

    /// A key of the selection (`SelectionCommand`), either backend; returns whether it was used.
    func handleSelectionKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard selection.mode != .none, numberOfRows > 0, let key = SelectionCommand.Key(keyval: keyval),
            let command = SelectionCommand.command(
                for: key, shift: modifiers.contains(.shift), control: modifiers.contains(.control))
        else { return false }
        switch command {
        case .selectAll:
            guard selection.mode == .multiple else { return false }
            applySelectionChange(selection.selectAll(count: numberOfRows))
        case .clear:
            // Escape with nothing selected is left to whatever else wants it.
            guard selection.count > 0 else { return false }
            applySelectionChange(selection.clear())
        case .toggleCursor:
            guard let cursor = focusedRowIndex else { return false }
            applySelectionChange(selection.toggle(cursor))
        case .extend(let move):
            let from = focusedRowIndex ?? firstRowOnScreen
            let target = targetRow(of: move, from: from)
            focusRow(at: target)
            applySelectionChange(selection.extend(from: from, to: target))
        }
        return true
    }
}
