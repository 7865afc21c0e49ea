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
        let height = Double(allocatedHeight)
        return rowsBackend.itemWidgets.compactMap { entry in
            guard entry.widget.isMappedInWindow, let bounds = entry.widget.bounds(relativeTo: self),
                bounds.maxY > 0, bounds.y < height, bounds.height > 0
            else { return nil }
            return (entry.item, bounds.y, entry.text)
        }.sorted { $0.top < $1.top }
    }

    /// The widget showing the header or footer title `item` (`.stack`: the label in the column;
    /// `.recycling`: the cell bound to it now), if any (tests).
    package func titleWidget(for item: TableItem) -> Widget? {
        rowsBackend.titleWidget(for: item)
    }

    /// Whether a row is lifted now, and which (its item index when lifted).
    package var liftedRowIndex: Int? { core.rowDrag.liftedRow.flatMap { itemIndex(at: $0) } }

    /// Whether a drag on a row is under way: pressed, lifted, or dropped with its move still to
    /// make.
    package var isRowDragUnderWay: Bool { core.rowDrag.drag != nil }

    /// Where the lifted row would land now: its item index after the move.
    package var dragDestination: Int? {
        guard let lifted = core.rowDrag.liftedRow, let destination = core.rowDrag.destination else { return nil }
        return lifted == destination ? itemIndex(at: lifted) : itemIndexes(ofMoveFrom: lifted, to: destination)?.to
    }

    /// Where the lifted row would land now: its index path after the move.
    package var dragDestinationIndexPath: TableIndexPath? { core.rowDrag.destination }

    /// The widget drawn lifted now (the row itself, or on a recycling table its copy).
    package var liftedRowWidget: Widget? { engine.liftedRowView }

    /// Emits the drag gesture's begin on the middle of the row at `index` and an update `dy`
    /// pixels down, as a person's drag does; returns whether the row is there.
    @discardableResult
    package func emitRowDrag(from index: Int, dy: Double) -> Bool {
        core.rowDrag.emitDrag(from: indexPath(ofItem: index), dx: 0, dy: dy)
    }

    /// Emits the drag gesture's end.
    package func emitRowDragEnd() {
        core.rowDrag.emitEnd()
    }

    /// Whether a row's swipe actions are shown (either backend).
    package var isShowingSwipeActions: Bool { engine.swipeActions?.isOpen ?? false }

    /// The swipe buttons shown now (either backend).
    package var swipeButtons: [Button] { engine.swipeActions?.visibleButtons ?? [] }

    /// The editing controls of the row at `index` (its delete or insert control, its reorder
    /// handle) and whether each is shown, when the row is built and has them (either backend).
    package func editingControls(ofRowAt index: Int) -> (edit: Button, handle: Button, showsEdit: Bool, showsHandle: Bool)? {
        guard let indexPath = indexPath(forItemAt: index), let controls = engine.editingControls(ofRow: indexPath) else { return nil }
        return (controls.editButton, controls.handle, controls.leading.isChildShown, controls.trailing.isChildShown)
    }

    /// The swipe machinery of either backend, with its gestures.
    var swipeController: SwipeActionsController? { engine.swipeActions }
}
