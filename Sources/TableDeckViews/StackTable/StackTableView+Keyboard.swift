import TableDeckBridge
import TableDeckModel

/// The keyboard: a cursor row. The table moves it, and the cursor row itself (the delegate's own
/// view, no wrapper) is made the window's focus widget even when it cannot take focus by itself
/// (a label), so a screen reader hears of every move: GTK 4.8 tells AT-SPI which
/// widget is focused and has no other way to announce. That costs nothing per row. The keys
/// bubble from the row up to the table's key controller; the rows' viewport does not scroll to
/// focus, so focusing a row never scrolls (only keys reveal the cursor row).
extension StackTableView {
    /// Moves the keyboard cursor to the row at `index`, scrolling it into view, and gives the
    /// table the keyboard focus; returns whether there was such a row. A recycled row off screen
    /// takes the focus once it is bound.
    @discardableResult
    public func focusRow(at index: Int) -> Bool {
        guard index >= 0, index < numberOfRows else { return false }
        engine.focusRow(indexPath(ofItem: index), reveal: true, movingUp: focusedRowIndex.map { index < $0 } ?? false)
        return true
    }

    /// The item index of the cursor row, the one Enter and Space press, if any.
    public var focusedRowIndex: Int? { engine.cursorRow.flatMap { itemIndex(at: $0) } }

    /// Whether the table's rows have the keyboard focus.
    public var rowsHaveFocus: Bool { engine.hasRowFocus }

    /// Gives the table the keyboard focus without scrolling: the cursor stays on its row, or,
    /// with no cursor yet, goes to the first row on screen. For a screen that appears again, so
    /// the keys work at once and the list stays where the user left it. Returns whether the
    /// table took the focus (an empty table does not).
    @discardableResult
    public func takeKeyboardFocus() -> Bool {
        engine.takeRowFocus()
    }

    /// Handles `keyval` (no modifiers) as the rows' key controller does; returns whether it was used.
    package func handleKey(_ keyval: UInt32) -> Bool {
        core.handleKey(TableKeyPress(keyval: keyval, modifiers: []))
    }

    /// Handles the typed `key` as the key value does; returns whether it was used.
    package func handleKey(_ key: KeyValue) -> Bool {
        handleKey(key.rawValue)
    }

    /// Handles `key` with `modifiers` as the table's key controller does.
    package func handleKey(_ key: KeyValue, modifiers: KeyModifiers) -> Bool {
        core.handleKey(TableKeyPress(keyval: key.rawValue, modifiers: modifiers))
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

    /// The rows' key controller (`.stack`): every key goes to the core, decoded once.
    ///
    /// Capture: the focus is on a row inside the scrolled window, whose own Home, End, Page Up
    /// and Page Down bindings would otherwise scroll without moving the cursor. A text field in
    /// a row keeps its keys.
    func makeKeyController() -> KeyController {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            guard let self, !self.focusIsInTextField else { return false }
            return self.core.handleKey(TableKeyPress(keyval: keyval, modifiers: modifiers))
        })
        return keys
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

    /// Scrolls just enough to show the row at `index` whole, and its section's header above a
    /// first row, or below the pinned copy of the header (nothing before the first layout).
    func scrollToRow(at index: Int) {
        guard let bounds = rowBounds(at: index) else { return }
        let adjustment = verticalAdjustment
        var top = bounds.top
        let bottom = top + bounds.height
        if let indexPath = indexPath(forItemAt: index), let box = rowsBox,
            let header = titleViews[.header(section: indexPath.section)]?.bounds(relativeTo: box)
        {
            // A first row shows under its header; another one below the header pinned there.
            top = indexPath.row == 0 ? min(top, header.y) : top - (pinsSectionHeaders ? header.height : 0)
        }
        if top < adjustment.value {
            adjustment.value = top
        } else if bottom > adjustment.value + adjustment.pageSize {
            adjustment.value = bottom - adjustment.pageSize
        }
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
