import TableDeckBridge
import TableDeckModel

/// The keyboard on the `.stack` engine: a cursor row. The core moves it, and the cursor row
/// itself (the delegate's own view, no wrapper) is made the window's focus widget even when it
/// cannot take focus by itself (a label), so a screen reader hears of every move: GTK 4.8 tells
/// AT-SPI which widget is focused and has no other way to announce. That costs nothing per row.
/// The keys bubble from the row up to the engine's key controller; the rows' viewport does not
/// scroll to focus, so focusing a row never scrolls (only keys reveal the cursor row).
extension StackRowsEngine {
    /// Moves the focus from ``view`` to its cursor row, if the view holds it: the rows can take
    /// it once mapped (the view took it for them before its first frame).
    func passFocusToCursorRow() {
        defer { updateFocusability() }
        // The focus widget, not `hasFocus`: on GTK 4.18 the window is not active yet when it is
        // first mapped, and the table kept the focus, an unnamed panel to a screen reader.
        guard view.isFocusWidget, let index = cursorIndex, rows.indices.contains(index) else { return }
        rows[index].makeWindowFocus()
    }

    /// ``view`` takes the focus only while its rows cannot (before it is mapped), to hand it to
    /// the cursor row. Mapped, Tab and Shift+Tab come in through the rows' column
    /// (``rowsEntered(backward:)``): a focusable view would be where they stop first, an
    /// unnamed "panel" to a screen reader.
    func updateFocusability() {
        view.isFocusable = !rows.isEmpty && !view.isMappedInWindow
    }

    /// Tab or Shift+Tab brought the focus into the rows: it goes to the cursor row, or to the
    /// first row on screen when there is no cursor yet. Returns whether a row took it.
    func rowsEntered(backward: Bool) -> Bool {
        guard layout.shownRowCount > 0 else { return false }
        let index = shownCursorIndex ?? firstVisibleRow
        guard rows.indices.contains(index), rows[index].isMappedInWindow else { return false }
        moveCursor(to: index, grabFocus: true, reveal: false)
        return rows[index].hasFocus
    }

    /// The rows' key controller: every key goes to the core, decoded once.
    ///
    /// Capture: the focus is on a row inside the scrolled window, whose own Home, End, Page Up
    /// and Page Down bindings would otherwise scroll without moving the cursor. A text field in
    /// a row keeps its keys.
    func makeKeyController() -> KeyController {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            guard let self, !self.view.focusIsInTextField else { return false }
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
            // (``passFocusToCursorRow()``, when the view is mapped).
            view.grabFocus()
        }
        if reveal {
            scrollToRow(at: index)
        }
    }

    /// Scrolls just enough to show the row at `index` whole, and its section's header above a
    /// first row, or below the pinned copy of the header (nothing before the first layout).
    func scrollToRow(at index: Int) {
        guard let bounds = rowBounds(at: index) else { return }
        let adjustment = scrollAdjustment
        var top = bounds.top
        let bottom = top + bounds.height
        if let indexPath = layout.row(atOrdinal: index), let box = rowsBox,
            let header = titleViews[.header(section: indexPath.section)]?.bounds(relativeTo: box)
        {
            // A first row shows under its header; another one below the header pinned there.
            top = indexPath.row == 0 ? min(top, header.y) : top - (core.pinnedHeaders.isEnabled ? header.height : 0)
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
        guard rows.indices.contains(index) else { return nil }
        return restingBounds(of: rows[index])
    }

    /// Where a row or title of the column rests, in the column's coordinates: a batch's glide or
    /// a drag draws it elsewhere for a while.
    func restingBounds(of widget: Widget) -> (top: Double, height: Double)? {
        guard let box = rowsBox, let bounds = widget.bounds(relativeTo: box) else { return nil }
        return (bounds.y - box.motionOffset(of: widget), bounds.height)
    }

    /// The first shown row whose bottom is below the top of the visible part (the first shown
    /// row before layout), by ordinal.
    var firstVisibleRow: Int {
        let layout = self.layout
        let count = min(layout.shownRowCount, rows.count)
        guard count > 0 else { return 0 }
        let top = scrollAdjustment.value
        var low = 0
        var high = count - 1
        // Rows are laid out top-down: binary search on the shown rows' bounds (hidden ones have none).
        while low < high {
            let middle = (low + high) / 2
            guard let bounds = rowBounds(at: layout.ordinal(ofShownIndex: middle)) else { return layout.ordinal(ofShownIndex: 0) }
            if bounds.top + bounds.height <= top { low = middle + 1 } else { high = middle }
        }
        return layout.ordinal(ofShownIndex: low)
    }

    /// The cursor row's ordinal while it shows (a search may hide it).
    var shownCursorIndex: Int? {
        cursorIndex.flatMap { layout.isShown(ordinal: $0) ? $0 : nil }
    }
}
