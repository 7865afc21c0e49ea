import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    /// Keys on the list, seen before the focused row: Enter and Space press the focused row;
    /// Up, Down, Page Up, Page Down, Home and End move between rows, stepping over section
    /// headers (GTK 4.8's own moves stop at a header that cannot take focus); Alt+Up and
    /// Alt+Down move the focused row (`RecyclingTableView+Reorder.swift`); Escape puts a
    /// lifted row back.
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
        // A row's menu is a popover inside the table: its keys are its own.
        guard !rowMenu.isOpen else { return false }
        // Escape puts a lifted row back.
        if keyval == KeyValue.escape.rawValue, isDraggingRow {
            cancelRowDrag()
            return true
        }
        if StackTableView.isContextMenuKey(keyval, modifiers: modifiers) { return openContextMenuForFocusedRow() }
        let key = KeyValue(rawValue: keyval)
        if modifiers == .alt, key == .up || key == .down, moveFocusedRow(up: key == .up) { return true }
        if handleTypeAheadKey(keyval, modifiers: modifiers) { return true }
        return modifiers.isDisjoint(with: [.alt]) && handleKey(keyval)
    }

    /// Handles the typed `key` as the key value does; returns whether it was used.
    package func handleKey(_ key: KeyValue) -> Bool {
        handleKey(key.rawValue)
    }

    /// Handles `keyval` as if the list had focus; returns whether the key was taken.
    package func handleKey(_ keyval: UInt32) -> Bool {
        guard let cell = focusedCell, let item = cell.item else { return false }
        guard let key = NavigationKey(keyval: keyval), let command = KeyCommand.table(key) else { return false }
        let target: TableIndexPath?
        switch command {
        case .activate:
            guard cell.indexPath != nil else { return false }
            cellWasPressed(cell)
            return true
        case .previous:
            target = layout.row(from: item, movingBy: -1)
        case .next:
            target = layout.row(from: item, movingBy: 1)
        case .previousPage:
            target = layout.row(from: item, movingByPositions: -positionsPerPage)
        case .nextPage:
            target = layout.row(from: item, movingByPositions: positionsPerPage)
        case .first:
            target = layout.firstRow
        case .last:
            target = layout.lastRow
        }
        guard let target else { return true }
        moveKeyboardCursor(to: target, from: item)
        return true
    }

    /// Moves the keyboard focus from `item` to the row `target`, scrolling just enough to show
    /// it (and its header, for a first row). Right after a change of the rows, while the table
    /// holds its scroll offset, this waits until the rows are laid out at that offset
    /// (``revealOnceLaidOut(_:)``): measured before, the row would be where the list had laid it
    /// out, and the hold would undo the scroll.
    func moveKeyboardCursor(to target: TableIndexPath, from item: TableItem?) {
        guard let position = layout.position(of: .row(target)) else { return }
        // Keep a section's header in view above its first row.
        let header = target.row == 0 ? layout.position(of: .header(section: target.section)) : nil
        let current = item.flatMap { layout.position(of: $0) } ?? position
        revealOnceLaidOut { [weak self] in
            self?.reveal(position, withHeader: header, movingUp: position < current)
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
