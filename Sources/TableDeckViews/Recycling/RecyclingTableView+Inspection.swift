import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    // MARK: - Inspection (tests)

    /// Whether a batch update is animating now.
    package var isAnimatingChanges: Bool { rowAnimator.isAnimating }

    /// The row motions decided for the last batch (``RowMotionPlan/none`` when it did not animate).
    package var lastRowMotions: RowMotionPlan { rowAnimator.lastPlan }

    /// The object that animates batch updates (for the leak check).
    package var rowAnimatorObject: AnyObject { rowAnimator }

    /// The cell bound to `item` now, if it is on screen.
    package func boundCell(for item: TableItem) -> TableViewCell? {
        cellsByListItem.values.first { $0.item == item }
    }

    /// How many cells exist now: bound to list items, or spare.
    package var liveCellCount: Int { cellsByListItem.count + pool.totalCount }

    /// The cells bound to rows or headers now.
    package var boundCells: [TableViewCell] { Array(cellsByListItem.values) }

    /// Emits a real `released` on the table's press gesture at the centre of the cell bound to
    /// `item` (as laid out now); returns whether that cell is mapped.
    @discardableResult
    package func emitPress(onCellOf item: TableItem) -> Bool {
        guard let cell = boundCell(for: item), cell.isMappedInWindow else { return false }
        let centreX = Double(cell.allocatedWidth) / 2
        let centreY = Double(cell.allocatedHeight) / 2
        guard let point = cell.translate(x: centreX, y: centreY, to: listView) else { return false }
        emitPress(atX: point.x, y: point.y)
        return true
    }

    /// The list view widget, whose coordinates the press emitters take.
    package var listWidget: Widget { listView }

    /// Emits a real `pressed` and `released` on the table's press gesture at (`x`, `y`) of the
    /// list.
    package func emitPress(atX x: Double, y: Double) {
        emitPress(fromX: x, y: y, toX: x, y: y)
    }

    /// Emits a real `pressed` at (`fromX`, `fromY`) and `released` at (`toX`, `toY`) of the
    /// list: a press dragged before its release. Two frames pass in between (at most a second
    /// when no frame comes), as they do between a person's press and release.
    package func emitPress(fromX: Double, y fromY: Double, toX: Double, y toY: Double) {
        pressGesture.emitPressed(x: fromX, y: fromY)
        var frames = 0
        let tick = listView.addTickCallback { _ in
            frames += 1
            return frames < 2
        }
        if !Display.iterate(timeout: 1, until: { frames >= 2 }) { listView.removeTickCallback(tick) }
        pressGesture.emitReleased(x: toX, y: toY)
    }

    /// Shows the rows in `ranges` (of a table with one section and no header) as selected and
    /// every other row as not: GTK draws them selected and tells assistive technologies, and
    /// the list offers AT-SPI's Selection.
    package func showSelectedRows(_ ranges: [Range<Int>]) {
        // GTK updates the rows on screen itself (their :selected state, their
        // AT-SPI state, and what AT-SPI's Selection reports of them). GTK 4.8 rebinds those
        // rows to do it; a rebound row whose cell already shows it keeps its content (bind),
        // so the data source is not asked again.
        indexModel.setSelection(ranges)
    }
}

extension RecyclingTableView {
    /// The pinned header over the list.
    package var pinnedHeaderView: PinnedSectionHeader { pinnedHeader }
}

/// The core's behaviours, as tests drive and read them.
extension RecyclingTableView {
    /// Opens the context menu of the row at `indexPath` as a right click on its middle would;
    /// returns whether a menu opened (tests).
    @discardableResult
    package func openContextMenu(forRowAt indexPath: TableIndexPath) -> Bool {
        core.contextMenu.openAtMiddle(of: indexPath)
    }

    /// The context menu open now.
    package var openContextMenu: PopoverMenu? { core.contextMenu.openMenu }

    /// What the focused row's description announces now.
    package var focusedRowAnnouncement: String? {
        focusedIndexPath.flatMap { announcement(ofRow: $0) }
    }

    /// Types `text` at `time` (seconds) into the type-ahead search (tests).
    package func typeAhead(_ text: String, at time: Double) {
        core.typeAhead.type(text, at: time)
    }

    /// Takes a key as type-ahead would (tests); returns whether it typed.
    package func handleTypeAheadKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        core.handleTypeAheadKey(TableKeyPress(keyval: keyval, modifiers: modifiers))
    }
}
