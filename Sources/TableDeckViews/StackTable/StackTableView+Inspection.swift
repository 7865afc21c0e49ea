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
        core.contextMenu.openAtMiddle(of: TableIndexPath(row: index, section: 0))
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
        core.typeAhead.text(ofRow: TableIndexPath(row: index, section: 0))
    }

    /// The accessible description of the row at `index` (what a keyboard move announced).
    package func accessibleAnnouncement(ofRowAt index: Int) -> String? {
        engine.announcement(ofRow: TableIndexPath(row: index, section: 0))
    }
}
