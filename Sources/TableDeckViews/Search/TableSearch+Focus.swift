import TableDeckBridge
import TableDeckModel

/// The search field's keys, and the focus and scroll position a search puts back when it closes.
extension TableSearch {
    /// A key in the search field: Escape closes, Down (and Enter, by `activate`) go to the
    /// first result; others are the field's.
    func barKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        let press = TableKeyPress(keyval: keyval, modifiers: modifiers)
        switch press.key {
        case .escape where press.atMostShift:
            end()
            return true
        case .navigation(.down) where modifiers.isEmpty, .navigation(.pageDown) where modifiers.isEmpty:
            focusFirstResult()
            return true
        default:
            return false
        }
    }

    /// Gives the keyboard focus to the cursor row if it shows, else the first shown row.
    func focusFirstResult() {
        guard let engine = core.engine else { return }
        let layout = core.layout
        let cursor = engine.cursorRow.flatMap { layout.position(of: .row($0)) != nil ? $0 : nil }
        guard let target = cursor ?? layout.firstRow else { return }
        engine.focusRow(target, reveal: true, movingUp: false)
    }

    /// Puts back the scroll position and the focus saved when the bar opened (or shows the row
    /// the user moved to meanwhile).
    func restoreView() {
        guard let before, let engine = core.engine else { return }
        self.before = nil
        // The rows are all back once the list is laid out again: scroll then.
        guard let clock = engine.tableWidget.frameClock else { return restore(before) }
        clock.onNextLayout { [weak self] in self?.restore(before) }
    }

    /// Scrolls back to `before`'s first row and gives the focus back where it was. When the
    /// user moved the cursor to another row while searching, that row is the one they want:
    /// it is scrolled into view and focused instead (the old position would hide it).
    private func restore(_ before: SavedView) {
        guard let engine = core.engine, !isActive else { return }
        if let cursor = engine.cursorRow, cursor != before.cursor, engine.hasRowFocus || before.rowsHadFocus,
            core.layout.ordinal(of: cursor) != nil
        {
            engine.focusRow(cursor, reveal: true, movingUp: false)
            return
        }
        let refocus: @MainActor () -> Void = { [weak self] in
            guard let self, let engine = self.core.engine else { return }
            if before.rowsHadFocus, let cursor = engine.cursorRow ?? before.cursor, self.core.layout.ordinal(of: cursor) != nil {
                engine.focusRow(cursor, reveal: false, movingUp: false)
            } else if let widget = before.focus?.widget, widget.isVisible {
                _ = widget.grabFocus()
            } else {
                _ = engine.takeRowFocus()
            }
        }
        if let first = before.firstRow, core.layout.ordinal(of: first) != nil {
            engine.scrollItemToTop(.row(first), then: refocus)
        } else {
            refocus()
        }
    }
}

/// What the user saw when a search opened: put back when it closes.
struct SavedView {
    /// The row first on screen.
    var firstRow: TableIndexPath?
    /// The cursor row.
    var cursor: TableIndexPath?
    /// Whether a row had the keyboard focus.
    var rowsHadFocus: Bool
    /// The widget that had it otherwise.
    var focus: WeakWidget?
}
