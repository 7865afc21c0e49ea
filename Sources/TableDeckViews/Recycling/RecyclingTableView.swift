import TableDeckBridge
import TableDeckModel

/// A sectioned table that makes widgets only for the rows on screen and recycles them, so ten
/// million rows cost about what a thousand do (UIKit's `UITableView`, on `GtkListView`).
///
/// Sections of rows, each optionally led by a header and followed by a footer (a cell of the
/// data source's, or a title the table shows), are flattened into one list of positions
/// (``SectionLayout``) over a lazy list model that stores nothing per row. Cells are registered
/// by reuse identifier and dequeued by the data source while the table binds a row; a cell
/// shows one item at a time and is rebound, never rebuilt, as the list scrolls.
///
/// Keyboard: Up/Down, Page Up/Down, Home and End move the focus between rows, stepping over
/// headers; Enter or Space press the focused row as a click does; typed letters move it to the
/// first row whose text starts with them (type-ahead, `RecyclingTableView+TypeAhead.swift`).
///
/// Section headers stay pinned at the top while their rows scroll under them
/// (``pinsSectionHeaders``), and a data source with ``RecyclingTableViewDataSource/sectionIndexTitles(for:)``
/// gets a section index at the trailing edge (`RecyclingTableView+SectionIndex.swift`).
///
/// Rows the data source lets move (``RecyclingTableViewDataSource/tableView(_:canMoveRowAt:)``)
/// move by a vertical drag (the row lifts, the others make room, across sections too, the list
/// scrolls near its edges, Escape cancels) or with Alt+Up and Alt+Down; the data source hears
/// of each move (``RecyclingTableViewDataSource/tableView(_:moveRowAt:to:)``), as in UIKit
/// (`RecyclingTableView+Drag.swift`, `RecyclingTableView+Reorder.swift`).
@MainActor
public final class RecyclingTableView: EmptyStateView {
    /// Says what the table shows. Held `weak`.
    public weak var dataSource: (any RecyclingTableViewDataSource)?
    /// Hears about presses. Held `weak`.
    public weak var delegate: (any RecyclingTableViewDelegate)?

    /// The sections and rows shown, as read by the last ``reloadData()``.
    public internal(set) var layout = SectionLayout.empty

    let scroller: ScrolledWindow
    /// The scrolled window's pass-through container, where row menus are attached (see
    /// ``StackTableView``'s).
    let menuHost: Clamp
    /// The lazy `TdkIndexModel`: one count, no per-row storage.
    let indexModel = IndexListModel()
    let factory = SignalListItemFactory()
    /// The `GtkListView`, shown in `scroller`.
    let listView: ListView

    /// How to make a cell, by reuse identifier.
    var registrations: [String: @MainActor () -> TableViewCell] = [:]
    /// Identifiers already warned about, so a missing registration is reported once, not per row.
    var warnedIdentifiers: Set<String> = []
    /// Spare cells, detached from any row.
    var pool = ReusePool<TableViewCell>(capacityPerIdentifier: RecyclingTableView.spareCellsPerIdentifier)

    /// The most spare cells kept per reuse identifier. GtkListView (4.8) keeps its own list items
    /// for about 200 rows around the visible ones and tears down only those that leave that
    /// range, a few at a time when the list scrolls, so a handful of spares covers a scroll and a
    /// change of row types; more would hold memory for cells no row will ask for.
    static let spareCellsPerIdentifier = 16

    /// How many frames a focus request waits for its row to be bound before it gives up. The
    /// first layout binds the rows on screen (one or two frames after a scroll); ten frames,
    /// about 160 ms, cover a busy first frame without leaving a stale request behind.
    static let framesToWaitForARow = 10
    /// The list items GTK bound while the model was spliced, bound once it is done
    /// (``splicingModel(_:)``); `nil` when no splice is under way.
    var bindsAfterSplicing: [ObjectIdentity: ListItem]?
    /// The cell each list item shows, by the `GtkListItem`'s identity.
    var cellsByListItem: [ObjectIdentity: TableViewCell] = [:]
    /// The list items that have a cell, by identity: a search's result fills them again in
    /// place (``show(_:inPlace:)``).
    var listItemsWithCells: [ObjectIdentity: ListItem] = [:]
    /// The list items still bound off screen after a search's result, their cells hidden until
    /// they are filled again, a few a frame (``refillBoundRows(below:)``).
    var staleListItems: [ObjectIdentity: ListItem] = [:]
    /// The tick callback filling ``staleListItems``, while there are some.
    var refillTick: UInt32?
    /// While a row is being bound: its list item's current cell, offered to the first dequeue
    /// of the same identifier.
    var bindingCandidate: TableViewCell?
    /// The one press gesture, on the list: it picks the cell under the pointer on release.
    let pressGesture = ClickGesture()
    /// The row a press began on, until its release.
    private var pressedIndexPath: TableIndexPath?
    /// The list row drawn without its pressed state while a press on it lasts.
    private var unhighlightedRow: Widget?
    /// The row the keyboard cursor was last on (focused by a key, a click or the app), so the
    /// focus can come back to it.
    var cursorIndexPath: TableIndexPath?
    /// Whether a key moved the cursor to ``cursorIndexPath`` and the row has not taken the focus
    /// yet (it is being scrolled to and bound).
    var cursorMoveIsPending = false
    /// The row changes recorded inside ``performBatchUpdates(_:)`` (`RecyclingTableView+Batch.swift`).
    private(set) lazy var batches = BatchRecorder<TableRowChanges> { [weak self] changes, animated in
        self?.apply(changes.paths, animated: animated && changes.animates)
    }
    /// Every row behaviour (keys, selection, type-ahead, menus, moves), over this table's list.
    private(set) lazy var core = TableCore(engine: self, source: self, tableName: "the recycling table")
    /// The list item whose accessible description tells of a keyboard move, and what it says.
    var announced: (widget: Widget, text: String)?
    /// The swipe actions: the layer around the scrolled list and the gestures that slide rows.
    let swipe: SwipeActionsController
    /// How many cells the table has made since it was created.
    package internal(set) var createdCellCount = 0

    /// Whether the header of the section at the top of the list stays pinned there while its
    /// rows scroll under it, pushed up by the next header as it arrives (UIKit's plain style).
    /// On by default; it applies only to sections with headers, so a table without headers
    /// pins nothing. Turn it off for headers that should scroll away with their rows.
    public var pinsSectionHeaders: Bool {
        get { core.pinnedHeaders.isEnabled }
        set { core.pinnedHeaders.isEnabled = newValue }
    }
    /// The pinned copy of the top section's header, over the list.
    var pinnedHeader: PinnedSectionHeader { core.pinnedHeaders.header }
    /// The frame callback that brings a section picked in the index to the top, while it runs.
    var sectionScrollTick: UInt32?
    /// The scroll offset held across a change of the rows, and the reveal that waits for the
    /// rows laid out there (`RecyclingTableView+Updates.swift`).
    var scrollHold = ScrollOffsetHold()
    /// The list, the pinned header and the section index, one over another.
    private let overlay = Overlay()
    /// Draws the batch updates' row motions (`RecyclingRowAnimator.swift`).
    private(set) lazy var rowAnimator = RecyclingRowAnimator(table: self)
    /// What is drawn of a row a drag lifted (`RecyclingTableView+Drag.swift`).
    var lifted: LiftedRowDrawing?
    /// The layer over the list where a lifted row's copy is drawn.
    let liftedRowLayer = Fixed()

    /// Creates an empty table; set ``dataSource``, register cell types, then ``reloadData()``.
    ///
    /// - Parameters:
    ///   - emptyText: what the table shows when it has no sections or rows; by default "No
    ///     items" in the user's language (``LibraryLocalization``).
    ///   - style: how the sections are drawn (``style``): rows edge to edge (`.plain`, the
    ///     default) or each section a card (`.grouped`, `.insetGrouped`), as UIKit's
    ///     `UITableView(frame:style:)`.
    public init(emptyText: String? = nil, style: TableStyle = .plain) {
        listView = ListView(model: indexModel, factory: factory)
        let scroller = ScrolledWindow()
        self.scroller = scroller
        let menuHost = Clamp(child: scroller, maximumWidth: 0, minimumSideMargin: 0)
        // The table is one Tab stop, as the stack table is: GtkListView's own Shift+Tab went to
        // the row above.
        menuHost.setOneTabStop(true)
        self.menuHost = menuHost
        swipe = SwipeActionsController(content: menuHost, adjustment: scroller.verticalAdjustment)
        super.init(emptyStateText: emptyText ?? LibraryLocalization.text("No items"))
        addCSSClass("tabledeck-recycling-table")
        listView.addCSSClass("tabledeck-recycling-list")
        scroller.setHorizontalScrolling(false)
        scroller.expandsVertically = true
        scroller.expandsHorizontally = true
        scroller.setChild(listView)
        swipe.host = self
        swipe.core = core
        overlay.setChild(swipe.layer)
        overlay.addOverlay(pinnedHeader.layer)
        overlay.addOverlay(liftedRowLayer)
        overlay.addOverlay(core.sectionIndex.strip)
        setContent(core.search.wrap(overlay, in: overlay))
        register(identifier: SectionTitleCell.identifier) { SectionTitleCell() }
        connectFactory()
        installKeys()
        installPresses()
        installLiftedRowLayer()
        core.install()
        self.style = style
    }

    /// The vertical scroll position and range of the list.
    public var verticalAdjustment: Adjustment { scroller.verticalAdjustment }

    // MARK: - Reloading

    /// The most sections a table reads (it keeps one small record per section); a data source
    /// reporting more gets this many and a warning. Rows are not limited but by GTK's 32-bit
    /// list positions.
    public static let maximumSections = 1_000_000

    /// Asks the data source for the sections and rows again and rebinds every visible row.
    ///
    /// Reads one count per section (never per row), so it costs the same for ten rows as for ten
    /// million. Safe to call from inside the delegate's press handler.
    public func reloadData() {
        rowAnimator.finishAll()
        var sections: [SectionLayout.Section] = []
        if let dataSource {
            let source = "the recycling table's data source"
            let sectionCount = ItemCount(
                reported: dataSource.numberOfSections(in: self), maximum: Self.maximumSections, source: "\(source) (sections)")
            if let problem = sectionCount.problem { Diagnostics.warn(problem) }
            sections.reserveCapacity(sectionCount.value)
            for section in 0..<sectionCount.value {
                let rows = ItemCount(
                    reported: dataSource.tableView(self, numberOfRowsInSection: section), maximum: Int(Int32.max),
                    source: "\(source) (rows in section \(section))")
                if let problem = rows.problem { Diagnostics.warn(problem) }
                let hasHeader = dataSource.tableView(self, hasHeaderInSection: section)
                let hasFooter = dataSource.tableView(self, hasFooterInSection: section)
                sections.append(SectionLayout.Section(rows: rows.value, hasHeader: hasHeader, hasFooter: hasFooter))
            }
        }
        // A reload cannot tell which rows went: they changed.
        let cursor = core.cursor.beforeChange()
        core.rowsWillChange(deleting: { _ in false })
        show(SectionLayout(sections))
        core.rowsReloaded(count: layout.totalRows)
        core.cursor.followReload(from: cursor)
    }

    /// Shows `newLayout` in place of the rows shown now, every row bound anew (a reload, or a
    /// search's result): the behaviours have heard that the rows change. With `inPlace` (a
    /// search's result), the list keeps the row widgets it has: it loses or gains positions at
    /// its end, and each row still bound is filled again where it is.
    func show(_ newLayout: SectionLayout, inPlace: Bool = false) {
        cursorMoveIsPending = false
        layout = newLayout
        let limit = Int(Int32.max)
        if layout.count > limit {
            Diagnostics.warn("the recycling table has \(layout.count) rows and headers; showing the first \(limit)")
        }
        let shown = min(layout.count, limit)
        swipe.rowsChanged()
        // Every row is asked for again: no cell's content is current any more.
        for cell in cellsByListItem.values { cell.shownItem = nil }
        if inPlace {
            fillInPlace(count: shown)
        } else {
            indexModel.reset(count: shown)
        }
        markPlacesInSections()
        // An open search keeps its bar, over no row at all if need be.
        showContent(shown > 0 || core.search.isActive)
    }

    /// Gives the list `count` positions by removing or adding positions at its end, then fills
    /// each row it still has bound again in place. GTK 4.8 makes a row widget anew for every
    /// position a change replaces (about 200 near those shown, 50 ms for the Table screen's
    /// rows on a 2-core VM) and drops a million positions it shows in 12 ms; a change at the
    /// end keeps the rows and drops positions that have none.
    ///
    /// The row with the keyboard focus is filled again in place too: the caller then gives the
    /// focus to the cursor's row (``CursorController/followShownRows(from:)``). Made anew, the
    /// focused row left the focus on a widget outside the window until GTK's next frame (GTK
    /// makes the new one then), and keys typed meanwhile were lost.
    private func fillInPlace(count: Int) {
        let old = indexModel.count
        splicingModel {
            indexModel.splice(at: min(old, count), removed: max(0, old - count), added: max(0, count - old))
        }
        refillBoundRows(below: count)
    }

    /// The rows kept their number and places but show other data (a column table's sort): the
    /// behaviours hear that every row changed (an open menu or swipe closes, a drag ends), a
    /// running animation ends, and `refill` fills each bound row's cell again, in place. The list
    /// is not reset: its rows stay bound and focused, and its scroll offset stays.
    func rowsChangedInPlace(refill: (TableViewCell) -> Void) {
        rowAnimator.finishAll()
        core.rowsWillChange(deleting: { _ in false })
        swipe.rowsChanged()
        for cell in cellsByListItem.values where cell.indexPath != nil {
            refill(cell)
        }
        // Other data in the rows: an open search looks again.
        core.search.rowsChanged()
    }

    /// How many positions (headers and rows) the list shows.
    public var numberOfPositions: Int {
        indexModel.count
    }

    // MARK: - Scrolling and focus

    /// Scrolls so the row at `row` in `section` is visible (with `gtk_list_view_scroll_to` where
    /// GTK has it, else the list's `list.scroll-to-item` action). With `focus`, the row also
    /// takes keyboard focus once it is on screen. Returns `false`, with a warning, for a row
    /// that does not exist.
    @discardableResult
    public func scrollToRow(_ row: Int, section: Int, focus: Bool = false) -> Bool {
        guard let position = layout.position(ofRow: row, inSection: section), position < numberOfPositions else {
            Diagnostics.warn("scrollToRow: the table has no row \(row) in section \(section)")
            return false
        }
        scrollToPosition(position, focus: focus)
        return true
    }

    /// Scrolls to the list position `position` (a header or a row), optionally focusing it;
    /// with `scroll` false, only focuses it (for a row the caller has already scrolled to).
    /// `thenShowing` is scrolled to once the focus is in place (a header above the row: GTK
    /// scrolls the focused row itself into view, which can hide its header).
    func scrollToPosition(_ position: Int, focus: Bool, scroll: Bool = true, thenShowing shown: Int? = nil) {
        if scroll { listView.scrollToItem(position) }
        guard focus else { return }
        let row = layout.item(at: position)?.rowIndexPath
        let focusThenShow = { [weak self] () -> Bool in
            // The row's position now: the rows shown may have changed since (a search's result).
            guard let self, let now = row.map({ self.layout.position(of: .row($0)) }) ?? position,
                self.focusPosition(now)
            else { return false }
            if let shown { self.listView.scrollToItem(shown) }
            return true
        }
        if focusThenShow() { return }
        // The row is bound during a coming layout (the first one, before the window shows):
        // it is the cursor row now, and tries on each frame, for a few frames, while the cursor
        // is still on it (a later key or click that moved the cursor elsewhere took the focus
        // there: this row must not take it back).
        if let row { cursorIndexPath = row }
        var framesLeft = Self.framesToWaitForARow
        addTickCallback { [weak self] _ in
            guard let self, row == nil || self.cursorIndexPath == row else { return false }
            framesLeft -= 1
            let waiting = !focusThenShow() && framesLeft > 0
            // Given up: the cursor is where the focus is again.
            if !waiting { self.cursorMoveIsPending = false }
            return waiting
        }
    }

    /// Gives keyboard focus to the row at `row` in `section` if it is on screen; returns whether
    /// it took focus. Use ``scrollToRow(_:section:focus:)`` for rows that may be off screen.
    @discardableResult
    public func focusRow(_ row: Int, section: Int) -> Bool {
        guard let position = layout.position(ofRow: row, inSection: section) else { return false }
        return focusPosition(position)
    }

    func focusPosition(_ position: Int) -> Bool {
        guard let item = layout.item(at: position), let cell = boundCell(for: item), let listItemWidget = cell.parent else { return false }
        // GTK 4.12 and newer track the focused item and, after the items change (a move),
        // put the focus back on the tracked one: the list is told first (no scrolling).
        _ = listView.focusItem(position)
        guard listItemWidget.hasFocus || listItemWidget.grabFocus() else { return false }
        if case .row(let indexPath) = item {
            cursorIndexPath = indexPath
            cursorMoveIsPending = false
        }
        return true
    }

    /// Gives the table the keyboard focus without scrolling: to the row that last had it when
    /// that row is on screen, else to the first row on screen. Before the first layout, the
    /// cursor row (or the first row) takes it once it is bound. Returns whether a row took it
    /// now.
    @discardableResult
    public func takeKeyboardFocus() -> Bool {
        if let cursor = cursorIndexPath, let cell = boundCell(for: .row(cursor)), verticalExtentOnScreen(of: cell) != nil,
            let position = layout.position(of: .row(cursor))
        {
            return focusInPlace(position, cell: cell)
        }
        if let first = firstIndexPathOnScreen, let cell = boundCell(for: .row(first)), let position = layout.position(of: .row(first)) {
            return focusInPlace(position, cell: cell)
        }
        // Not laid out yet: the rows at the top are the ones that will be on screen.
        guard let row = cursorIndexPath ?? layout.firstRow, let position = layout.position(of: .row(row)) else { return false }
        scrollToPosition(position, focus: true, scroll: false)
        return false
    }

    /// Focuses the row at `position`, whose `cell` is bound, and keeps the list where it is:
    /// GTK's list scrolls a focused row that is not wholly on screen (the first row on screen is
    /// usually cut by the top edge; a row bound off screen is not drawn at all) into view at its
    /// next layout, so the offset is put back after that layout.
    func focusInPlace(_ position: Int, cell: TableViewCell) -> Bool {
        let value = verticalAdjustment.value
        let extent = verticalExtent(of: cell)
        guard focusPosition(position) else { return false }
        if extent.map({ $0.top < 0 || $0.bottom > verticalAdjustment.pageSize }) ?? true {
            holdScrollOffset(value)
        }
        return true
    }

    /// The topmost row with some of it on screen, if the list is laid out.
    package var firstIndexPathOnScreen: TableIndexPath? {
        let onScreen = boundCells.compactMap { cell -> (TableIndexPath, Double)? in
            guard let indexPath = cell.indexPath, let extent = verticalExtentOnScreen(of: cell) else { return nil }
            return (indexPath, extent.top)
        }
        return onScreen.min(by: { $0.1 < $1.1 })?.0
    }

    /// The top and bottom of `cell`'s row (its whole box) in the list's coordinates, whose 0 is
    /// the top of the visible part; `nil` for a cell not laid out.
    package func verticalExtent(of cell: TableViewCell) -> (top: Double, bottom: Double)? {
        guard cell.isMappedInWindow else { return nil }
        let row = cell.parent ?? cell
        guard let bounds = row.bounds(relativeTo: listView) else { return nil }
        return (bounds.y, bounds.y + bounds.height)
    }

    /// ``verticalExtent(of:)`` when some of the row is on screen.
    func verticalExtentOnScreen(of cell: TableViewCell) -> (top: Double, bottom: Double)? {
        guard let extent = verticalExtent(of: cell), extent.bottom > 0, extent.top < Double(listView.allocatedHeight) else {
            return nil
        }
        return extent
    }

    /// The row whose list item has keyboard focus, if any.
    public var focusedIndexPath: TableIndexPath? {
        focusedCell?.indexPath
    }

    /// The cell in the list item that has keyboard focus (or contains it).
    var focusedCell: TableViewCell? {
        guard let focused = listView.focusChild, let child = focused.firstChild else {
            return nil
        }
        return cellsByListItem.values.first { $0.identity == child.identity }
    }

    // MARK: - Presses

    /// One gesture on the list, not one per cell: after scrolling under a still pointer, GTK 4.8
    /// may route a click to a row widget that has moved or gone (no motion event updated its
    /// pointer target), and only the list's own coordinates say which row is really there.
    ///
    /// A press is a release on the row the press began on (a press dragged to another row or out
    /// of the window presses nothing); every click is one press, a double click two, as in the
    /// stack table.
    private func installPresses() {
        pressGesture.onPressed { [weak self] _, x, y in
            guard let self else { return }
            // A row hidden under the pinned header is not what the user sees there.
            let cell = y < self.pinnedHeader.coveredHeight ? nil : self.cell(atX: x, y: y)
            self.pressedIndexPath = cell?.indexPath
            // A row that may not be highlighted is not drawn pressed (GTK's list row is).
            if let indexPath = cell?.indexPath, !self.core.selection.mayHighlight(indexPath), let row = cell?.parent {
                row.addCSSClass("tabledeck-no-highlight")
                self.unhighlightedRow = row
            }
            if let cell, let extent = self.verticalExtent(of: cell), extent.top < 0 || extent.bottom > self.verticalAdjustment.pageSize {
                self.cancelScrollToPressedRow()
            }
        }
        pressGesture.onReleased { [weak self] _, x, y in
            guard let self else { return }
            self.endUnhighlightedPress()
            let began = self.pressedIndexPath
            self.pressedIndexPath = nil
            // A press that became a swipe (or closed one) presses nothing.
            guard let began, !self.swipe.tookPress, let cell = self.cell(atX: x, y: y), cell.indexPath == began else { return }
            self.rowClicked(began, modifiers: self.pressGesture.currentModifiers)
        }
        pressGesture.onStopped { [weak self] in self?.endUnhighlightedPress() }
        listView.addController(pressGesture)
    }

    /// Ends a press on a row that may not be highlighted.
    private func endUnhighlightedPress() {
        unhighlightedRow?.removeCSSClass("tabledeck-no-highlight")
        unhighlightedRow = nil
    }

    /// A click never scrolls the list. GTK's list item takes the focus on a press,
    /// and the list then asks to scroll a row that is partly off screen fully into view at the
    /// next layout (only such a row: for a row wholly on screen this is not called). This runs after that (the list's gesture sees the press after the row's) and
    /// before any layout: a change of the scroll offset makes the list anchor itself at the
    /// offset again, so setting it away and back cancels the pending scroll before anything
    /// moves. Keys still reveal the rows they move to.
    private func cancelScrollToPressedRow() {
        let adjustment = verticalAdjustment
        let value = adjustment.value
        let nudge = value + 1 <= adjustment.upper - adjustment.pageSize ? 1.0 : -1.0
        guard value + nudge >= adjustment.lower else { return }
        adjustment.value = value + nudge
        adjustment.value = value
    }

    /// The bound cell under the point (`x`, `y`) of the list, if any.
    func cell(atX x: Double, y: Double) -> TableViewCell? {
        guard var picked = listView.pick(x: x, y: y) else { return nil }
        while true {
            if let cell = cellsByListItem.values.first(where: { $0.identity == picked.identity }) {
                return cell
            }
            guard let parent = picked.parent, picked.identity != listView.identity else { return nil }
            picked = parent
        }
    }

    /// Names the table, its content page and its list for assistive technologies (the list
    /// would otherwise be read as "GtkListView").
    public override func setAccessibleName(_ name: String) {
        super.setAccessibleName(name)
        listView.setAccessibleLabel(name)
    }
}
