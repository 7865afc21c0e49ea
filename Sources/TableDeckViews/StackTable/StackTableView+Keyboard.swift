import CGtk
import TableDeckBridge

/// The keyboard: one focusable container with a cursor row, instead of a focusable widget per
/// row (a focus-capable wrapper per row would cost a widget per row; labels cannot take focus).
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
        rowsBox.map { gtk_widget_has_focus($0.widget) != 0 } ?? false
    }

    /// Handles `keyval` as the rows' key controller does, for tests; returns whether it was used.
    package func handleKey(_ keyval: UInt32) -> Bool {
        handleKeyPress(keyval)
    }

    func makeKeyController() -> KeyController {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, _, _ in
            self?.handleKeyPress(keyval) ?? false
        }
        return keys
    }

    /// Moves the cursor and restyles the old and new cursor rows; with `reveal`, scrolls the new
    /// one into view (keyboard moves do; clicks do not, so content never jumps under the pointer).
    func moveCursor(to index: Int, grabFocus: Bool, reveal: Bool = true) {
        guard rows.indices.contains(index) else { return }
        if let old = cursorIndex, rows.indices.contains(old) {
            gtk_widget_remove_css_class(rows[old], "tabledeck-cursor")
        }
        cursorIndex = index
        gtk_widget_add_css_class(rows[index], "tabledeck-cursor")
        if grabFocus, let box = rowsBox {
            gtk_widget_grab_focus(box.widget)
        }
        if reveal {
            scrollToRow(at: index)
        }
    }

    /// Scrolls just enough to show the row at `index` whole (nothing before the first layout).
    func scrollToRow(at index: Int) {
        guard let box = rowsBox, rows.indices.contains(index) else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(rows[index], box.widget, &bounds) != 0 else { return }
        let adjustment = verticalAdjustment
        let top = Double(bounds.origin.y)
        let bottom = top + Double(bounds.size.height)
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
        let current = cursorIndex ?? -1
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            guard let index = cursorIndex else { return false }
            pressRow(at: index)
            return true
        case GDK_KEY_Up, GDK_KEY_KP_Up:
            return focusRow(at: max(0, current - 1))
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            return focusRow(at: min(numberOfRows - 1, current + 1))
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up:
            return focusRow(at: max(0, current - rowsPerPage))
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down:
            return focusRow(at: min(numberOfRows - 1, max(0, current) + rowsPerPage))
        case GDK_KEY_Home, GDK_KEY_KP_Home:
            return focusRow(at: 0)
        case GDK_KEY_End, GDK_KEY_KP_End:
            return focusRow(at: numberOfRows - 1)
        default:
            return false
        }
    }

    /// How many rows fit in the visible part, at least 1.
    private var rowsPerPage: Int {
        guard let first = rows.first else { return 1 }
        let height = max(1, Int(gtk_widget_get_height(first)))
        return max(1, Int(verticalAdjustment.pageSize) / height - 1)
    }
}
