import CGtk
import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    /// Keys on the list, seen before the focused row: Enter and Space press the focused row;
    /// Up, Down, Page Up, Page Down, Home and End move between rows, stepping over section
    /// headers (GTK 4.8's own moves stop at a header that cannot take focus).
    func installKeys() {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] keyval, _, _ in
            self?.handleKey(keyval) ?? false
        }
        g_object_ref(keys.gobject)
        gtk_widget_add_controller(listView, keys.opaque)
    }

    /// Handles `keyval` as if the list had focus; returns whether the key was taken.
    package func handleKey(_ keyval: UInt32) -> Bool {
        guard let cell = focusedCell, let item = cell.item else { return false }
        let target: TableIndexPath?
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            guard cell.indexPath != nil else { return false }
            cellWasPressed(cell)
            return true
        case GDK_KEY_Up, GDK_KEY_KP_Up:
            target = layout.row(from: item, movingBy: -1)
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            target = layout.row(from: item, movingBy: 1)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up:
            target = layout.row(from: item, movingBy: -rowsPerPage(cell))
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down:
            target = layout.row(from: item, movingBy: rowsPerPage(cell))
        case GDK_KEY_Home, GDK_KEY_KP_Home:
            target = layout.firstRow
        case GDK_KEY_End, GDK_KEY_KP_End:
            target = layout.lastRow
        default:
            return false
        }
        guard let target, let position = layout.position(of: .row(target)) else { return true }
        scrollToPosition(position, focus: true)
        // Keep a section's header in view above its first row.
        if target.row == 0, let header = layout.position(of: .header(section: target.section)) {
            scrollToPosition(header, focus: false)
        }
        return true
    }

    /// About one screenful of rows, judged by the focused row's height.
    private func rowsPerPage(_ cell: TableViewCell) -> Int {
        // The row's full box (padding and border included; allocatedHeight is the content only).
        var bounds = graphene_rect_t()
        let row = gtk_widget_get_parent(cell.widget) ?? cell.widget
        let height = gtk_widget_compute_bounds(row, listView, &bounds) != 0 ? Double(bounds.size.height) : 0
        guard height >= 1 else { return 1 }
        return max(1, Int(verticalAdjustment.pageSize / height) - 1)
    }
}
