import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    /// Keys on the list, seen before the focused row: every key goes to the core, decoded
    /// once (``TableCommand``). Up, Down, Page Up/Down, Home and End step over section headers
    /// (GTK 4.8's own moves stop at a header that cannot take focus). A text field in a cell
    /// keeps its keys.
    func installKeys() {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.handleListKey(keyval, modifiers: modifiers) ?? false
        })
        listView.addController(keys)
    }

    /// A key pressed with `modifiers` while the focus is in the list (the key controller's
    /// handler; tests call it too); returns whether the key was used.
    package func handleListKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard !focusIsInTextField else { return false }
        return core.handleKey(TableKeyPress(keyval: keyval, modifiers: modifiers))
    }

    /// Handles the typed `key` as the key value does; returns whether it was used.
    package func handleKey(_ key: KeyValue) -> Bool {
        handleKey(key.rawValue)
    }

    /// Handles `keyval` (no modifiers) as if the list had focus; returns whether the key was taken.
    package func handleKey(_ keyval: UInt32) -> Bool {
        handleListKey(keyval, modifiers: [])
    }

    /// Moves the keyboard focus to the row `target`, scrolling just enough to show it (and its
    /// header, for a first row); `movingUp` says which way the cursor went. Right after a change
    /// of the rows, while the table holds its scroll offset, this waits until the rows are laid
    /// out at that offset (``revealOnceLaidOut(_:)``): measured before, the row would be where
    /// the list had laid it out, and the hold would undo the scroll.
    func moveKeyboardCursor(to target: TableIndexPath, movingUp: Bool) {
        guard let position = layout.position(of: .row(target)) else { return }
        cursorIndexPath = target
        cursorMoveIsPending = true
        // Keep a section's header in view above its first row.
        let header = target.row == 0 ? layout.position(of: .header(section: target.section)) : nil
        revealOnceLaidOut { [weak self] in
            self?.reveal(position, withHeader: header, movingUp: movingUp)
        }
    }

    /// Scrolls just enough to show the row at `position` whole (and `header` above it, when
    /// given), then gives it the focus. A row on screen or near it is measured and scrolled to
    /// exactly, so the view never moves by more than the keys moved; one far away (Home, End)
    /// goes through the list's own scrolling, to the header when moving up (the row shows below
    /// it) and to the row when moving down (its header shows above it).
    private func reveal(_ position: Int, withHeader header: Int?, movingUp: Bool) {
        guard let item = layout.item(at: position), let cell = boundCell(for: item), let extent = verticalExtent(of: cell) else {
            // One scroll only: a second one would be measured against the offset before the
            // first and undo it. The row takes the focus once it is bound and on screen.
            let upperHeader = movingUp ? header : nil
            scrollToPosition(upperHeader ?? position, focus: false)
            scrollToPosition(position, focus: true, scroll: false, thenShowing: upperHeader)
            return
        }
        var top = extent.top
        if let header, let headerItem = layout.item(at: header), let headerCell = boundCell(for: headerItem),
            let headerExtent = verticalExtent(of: headerCell)
        {
            top = headerExtent.top
        }
        let adjustment = verticalAdjustment
        let visibleHeight = adjustment.pageSize
        // A row just under the pinned header would be hidden by it: reveal it below the header.
        let covered = header == nil && pinnedHeader.isShown ? Double(pinnedHeader.frame.allocatedHeight) : 0
        if top < covered {
            adjustment.value += top - covered
        } else if extent.bottom > visibleHeight {
            adjustment.value += extent.bottom - visibleHeight
        }
        // The row is now whole on screen, so focusing it scrolls no further.
        scrollToPosition(position, focus: true, scroll: false)
    }

    /// A screenful of list positions less one (``KeyboardPaging``), judged by the tallest row or
    /// header bound now, so that a page never holds more than fits.
    package var positionsPerPage: Int {
        let tallest = boundCells.compactMap { verticalExtent(of: $0).map { $0.bottom - $0.top } }.max() ?? 0
        return KeyboardPaging.rowsPerPage(viewportHeight: verticalAdjustment.pageSize, rowHeight: tallest)
    }
}
