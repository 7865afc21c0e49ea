import TableDeckBridge
import TableDeckModel

/// The keyboard: a cursor row. The table moves it, and the cursor row itself (the delegate's own
/// view, no wrapper) is made the window's focus widget even when it cannot take focus by itself
/// (a label), so a screen reader hears of every move: GTK 4.8 tells AT-SPI which
/// widget is focused and has no other way to announce. That costs nothing per row. The keys
/// bubble from the row up to the table's key controller; the rows' viewport does not scroll to
/// focus, so focusing a row never scrolls (only keys reveal the cursor row).
extension StackTableView {
    /// Moves the keyboard cursor to the row at `index` and gives the table the keyboard focus;
    /// returns whether there was such a row.
    @discardableResult
    public func focusRow(at index: Int) -> Bool {
        if let recycling {
            // Off-screen rows are scrolled to and take focus once bound.
            guard index >= 0, index < numberOfRows else { return false }
            return recycling.table.scrollToRow(index, section: 0, focus: true)
        }
        guard rows.indices.contains(index) else { return false }
        moveCursor(to: index, grabFocus: true)
        return true
    }

    /// The index of the cursor row, the one Enter and Space press, if any.
    public var focusedRowIndex: Int? { recycling.map { $0.table.focusedIndexPath?.row } ?? cursorIndex }

    /// Whether the table's rows have the keyboard focus.
    public var rowsHaveFocus: Bool {
        if let recycling { return recycling.table.focusedIndexPath != nil }
        return containsFocus
    }

    /// Gives the table the keyboard focus without scrolling: the cursor stays on its row, or,
    /// with no cursor yet, goes to the first row on screen. For a screen that appears again, so
    /// the keys work at once and the list stays where the user left it. Returns whether the
    /// table took the focus (an empty table does not).
    @discardableResult
    public func takeKeyboardFocus() -> Bool {
        if let recycling { return recycling.table.takeKeyboardFocus() }
        guard numberOfRows > 0 else { return false }
        moveCursor(to: cursorIndex ?? firstVisibleRow, grabFocus: true, reveal: false)
        return containsFocus
    }

    /// Handles `keyval` as the rows' key controller does; returns whether it was used.
    package func handleKey(_ keyval: UInt32) -> Bool {
        handleKeyPress(keyval)
    }

    /// Handles the typed `key` as the key value does; returns whether it was used.
    package func handleKey(_ key: KeyValue) -> Bool {
        handleKey(key.rawValue)
    }

    /// Moves the focus from the table itself to its cursor row, if the table holds it: the rows
    /// can take it once mapped (the table took it for them before its first frame).
    func passFocusToCursorRow() {
        defer { updateFocusability() }
        guard hasFocus, let index = cursorIndex, rows.indices.contains(index) else { return }
        rows[index].makeWindowFocus()
    }

    /// The table itself takes the focus only while its rows cannot (before it is mapped), to
    /// hand it to the cursor row. Mapped, Tab and Shift+Tab come in through the rows' column
    /// (``rowsEntered(backward:)``): a focusable table would be where they stop first, an
    /// unnamed "panel" to a screen reader.
    func updateFocusability() {
        guard recycling == nil else { return }
        isFocusable = numberOfRows > 0 && !isMappedInWindow
    }

    /// Tab or Shift+Tab brought the focus into the rows: it goes to the cursor row, or to the
    /// first row on screen when there is no cursor yet. Returns whether a row took it.
    func rowsEntered(backward: Bool) -> Bool {
        guard !rows.isEmpty else { return false }
        let index = cursorIndex ?? firstVisibleRow
        guard rows.indices.contains(index), rows[index].isMappedInWindow else { return false }
        moveCursor(to: index, grabFocus: true, reveal: false)
        return rows[index].hasFocus
    }

    func makeKeyController() -> KeyController {
        let keys = KeyController()
        // Capture: the focus is on a row inside the scrolled window, whose own Home, End, Page Up
        // and Page Down bindings would otherwise scroll without moving the cursor. A text field
        // in a row keeps its keys. With the `.recycling` backend only the selection keys are
        // taken here; the recycling table moves its own cursor.
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            // A row's menu is a popover inside the table: its keys are its own.
            guard let self, !self.focusIsInTextField, !self.isShowingContextMenu else { return false }
            return self.handleControllerKey(keyval, modifiers: modifiers)
        })
        return keys
    }

    /// What the table's key controller does with `keyval` and `modifiers`; returns whether it
    /// took the key.
    func handleControllerKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        // Escape closes open swipe buttons before it clears the selection; Tab reaches them.
        if let swipe = swipeController {
            if swipe.handleEscape(keyval) || swipe.handleTab(keyval, modifiers: modifiers) { return true }
            // A focused swipe button takes its own keys (Return, Space), not the cursor row.
            if swipe.focusIsOnButtons { return false }
        }
        if handleRowActionKey(keyval, modifiers: modifiers) { return true }
        if handleSelectionKey(keyval, modifiers: modifiers) { return true }
        if handleTypeAheadKey(keyval, modifiers: modifiers) { return true }
        // Ctrl and Alt with a key are the window's shortcuts (Ctrl+Z, Ctrl+N …).
        guard recycling == nil, modifiers.isDisjoint(with: [.control, .alt]) else { return false }
        return handleKeyPress(keyval)
    }

    /// Moves the cursor and restyles the old and new cursor rows; with `reveal`, scrolls the new
    /// one into view (keyboard moves do; clicks do not, so content never jumps under the pointer).
    func moveCursor(to index: Int, grabFocus: Bool, reveal: Bool = true) {
        guard rows.indices.contains(index) else { return }
        if let old = cursorIndex, rows.indices.contains(old) {
            rows[old].removeCSSClass("tabledeck-cursor")
        }
        cursorIndex = index
        rows[index].addCSSClass("tabledeck-cursor")
        if let announcedRow, announcedRow.identity != rows[index].identity {
            // The move it told of is old news once the cursor leaves the row.
            announcedRow.setAccessibleDescription("")
            self.announcedRow = nil
        }
        if grabFocus && !rows[index].makeWindowFocus() {
            // Not mapped yet (or insensitive): the table holds the focus until the row can
            // (``passFocusToCursorRow()``, when the table is mapped).
            self.grabFocus()
        }
        if reveal {
            scrollToRow(at: index)
        }
    }

    /// Scrolls just enough to show the row at `index` whole (nothing before the first layout).
    func scrollToRow(at index: Int) {
        guard let bounds = rowBounds(at: index) else { return }
        let adjustment = verticalAdjustment
        let top = bounds.top
        let bottom = top + bounds.height
        if top < adjustment.value {
            adjustment.value = top
        } else if bottom > adjustment.value + adjustment.pageSize {
            adjustment.value = bottom - adjustment.pageSize
        }
    }

    private func handleKeyPress(_ keyval: UInt32) -> Bool {
        guard numberOfRows > 0 else { return false }
        return handleNavigationKey(keyval)
    }

    private func handleNavigationKey(_ keyval: UInt32) -> Bool {
        guard let key = NavigationKey(keyval: keyval), let command = KeyCommand.table(key) else { return false }
        if command == .activate {
            guard let index = cursorIndex else { return false }
            // A key press is a plain click on the cursor row: it selects and presses.
            rowClicked(at: index, modifiers: [])
            return true
        }
        // With no cursor yet, the keys start from the rows on screen, not from the top.
        return focusRow(at: targetRow(of: command, from: cursorIndex ?? (firstVisibleRow - 1)))
    }

    /// The row a moving command goes to from the row at `from` (which may be -1: above the
    /// first), clamped to the rows there are.
    func targetRow(of command: KeyCommand, from: Int) -> Int {
        let last = numberOfRows - 1
        switch command {
        case .activate: return max(0, from)
        case .previous: return max(0, from - 1)
        case .next: return min(last, from + 1)
        case .previousPage: return max(0, from - rowsPerPage)
        case .nextPage: return min(last, max(0, from + rowsPerPage))
        case .first: return 0
        case .last: return last
        }
    }

    /// The first row on screen, where keys start when there is no cursor yet.
    var firstRowOnScreen: Int {
        if let recycling { return recycling.table.firstIndexPathOnScreen?.row ?? 0 }
        return firstVisibleRow
    }

    /// A screenful of rows less one (``KeyboardPaging``), judged by the cursor row's whole box:
    /// padding and border included (its content height alone made Page Down skip rows).
    private var rowsPerPage: Int {
        if let recycling { return recycling.table.positionsPerPage }
        return KeyboardPaging.rowsPerPage(
            viewportHeight: verticalAdjustment.pageSize, rowHeight: rowBounds(at: cursorIndex ?? 0)?.height ?? 0)
    }

    /// The row at `index` in the rows' box: its top and its height with padding and border
    /// (`nil` before the first layout).
    func rowBounds(at index: Int) -> (top: Double, height: Double)? {
        guard let box = rowsBox, rows.indices.contains(index) else { return nil }
        guard let bounds = rows[index].bounds(relativeTo: box) else { return nil }
        // Where the row rests: a batch's glide or a drag draws it elsewhere for a while.
        return (bounds.y - box.motionOffset(of: rows[index]), bounds.height)
    }

    /// The first row whose bottom is below the top of the visible part (0 before layout).
    var firstVisibleRow: Int {
        guard !rows.isEmpty else { return 0 }
        let top = verticalAdjustment.value
        var low = 0
        var high = rows.count - 1
        // Rows are laid out top-down: binary search on their bounds.
        while low < high {
            let middle = (low + high) / 2
            guard let bounds = rowBounds(at: middle) else { return 0 }
            if bounds.top + bounds.height <= top { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
