import TableDeckBridge
import TableDeckModel

/// The core's behaviours (``TableCore``: menus, type-ahead, moves), as the app and tests read
/// and drive them, on either backend.
extension StackTableView {
    /// Whether a row's context menu is open: the keys are the menu's then, not the table's nor
    /// the screen's.
    package var isShowingContextMenu: Bool { core.contextMenu.isOpen }

    /// Opens the context menu of the row at `index` as a right click on its middle would; returns
    /// whether a menu opened (tests).
    @discardableResult
    package func openContextMenu(forRowAt index: Int) -> Bool {
        core.contextMenu.openAtMiddle(of: indexPath(ofItem: index))
    }

    /// The context menu open now.
    package var openContextMenu: PopoverMenu? { core.contextMenu.openMenu }

    /// Types `text` at `time` (seconds) into the type-ahead search (tests).
    package func typeAhead(_ text: String, at time: Double) {
        core.typeAhead.type(text, at: time)
    }

    /// Takes a key as type-ahead would (tests); returns whether it typed.
    package func handleTypeAheadKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        core.handleTypeAheadKey(TableKeyPress(keyval: keyval, modifiers: modifiers))
    }

    /// The text type-ahead compares for the row at `index`.
    package func typeAheadText(at index: Int) -> String? {
        core.typeAhead.text(ofRow: indexPath(ofItem: index))
    }

    /// The accessible description of the row at `index` (what a keyboard move announced).
    package func accessibleAnnouncement(ofRowAt index: Int) -> String? {
        engine.announcement(ofRow: indexPath(ofItem: index))
    }

    /// What the table shows on screen now, top to bottom, on either backend (tests): each
    /// section title and row with some of it in view, its top in the table's coordinates, and
    /// its text (a title's, or a row's that is a label).
    package var itemsOnScreen: [(item: TableItem, top: Double, text: String?)] {
        var widgets: [(item: TableItem, widget: Widget, text: String?)] = []
        if let recycling {
            for cell in recycling.table.boundCells {
                guard let item = cell.item else { continue }
                widgets.append((item, cell, (cell.content as? Label)?.text))
            }
        } else {
            for (item, title) in titleViews { widgets.append((item, title, (title as? Label)?.text)) }
            for (index, row) in rows.enumerated() {
                guard let indexPath = indexPath(forItemAt: index) else { continue }
                widgets.append((.row(indexPath), row, (row as? Label)?.text))
            }
        }
        let height = Double(allocatedHeight)
        return widgets.compactMap { entry in
            guard entry.widget.isMappedInWindow, let bounds = entry.widget.bounds(relativeTo: self),
                bounds.maxY > 0, bounds.y < height, bounds.height > 0
            else { return nil }
            return (entry.item, bounds.y, entry.text)
        }.sorted { $0.top < $1.top }
    }

    /// The widget showing the header or footer title `item` (`.stack`: the label in the column;
    /// `.recycling`: the cell bound to it now), if any (tests).
    package func titleWidget(for item: TableItem) -> Widget? {
        recycling.map { $0.table.boundCell(for: item) } ?? titleViews[item]
    }
}
