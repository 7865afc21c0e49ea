import TableDeckBridge
import TableDeckModel

/// A vertical, scrollable table that builds one row per item up front: UIKit's
/// `CustomStackTableView` pattern (a `UIStackView` in a `UIScrollView`).
///
/// Each row is the delegate's view itself with one click gesture that knows the row's index,
/// as in that pattern: no wrapper widget per row. The keyboard works on a *cursor row*: the table
/// itself takes focus, Up and Down move the cursor, Home and End jump to the ends, Page Up and
/// Page Down move by a screenful less one row, and Enter or Space press the cursor row exactly as
/// a click does (see `StackTableView+Keyboard.swift`). With no delegate or no items the table
/// shows an empty state instead of rows.
///
/// A press is a release on the row the press began on: a press that ends on another row or
/// outside the window presses nothing, as with GTK's buttons; every click is one press, so a
/// double click presses twice. A click never scrolls the list: only the keyboard reveals the
/// cursor row.
///
/// Building every row eagerly keeps that pattern's behaviour and costs time and memory linear in
/// the row count; it is meant for up to ``maximumRows`` rows. Created with the `.recycling`
/// backend, the same table (and the same delegate) shows its rows through a ``RecyclingTableView``
/// instead, which makes widgets for the visible rows only.
@MainActor
public final class StackTableView: EmptyStateView {
    /// The object that says what the rows are and hears about presses. Held `weak`.
    public weak var delegate: (any StackTableViewDelegate)?

    /// How many rows the table currently shows, in all its sections.
    public var numberOfRows: Int { sectionLayout.totalRows }
    /// The sections and rows shown now (one section, no titles, unless the delegate says
    /// otherwise); the engines show this shape.
    var sectionLayout = SectionLayout.empty
    /// The section titles shown now.
    var sectionTitles = SectionTitles()
    /// The `.stack` engine's title labels in its column of rows, by the header or footer they show.
    var titleViews: [TableItem: Widget] = [:]

    /// The most rows a stack table builds by default: every row is a widget made up front.
    public static let defaultMaximumRows = TableBackend.maximumStackRows

    /// The most rows this table shows; a delegate reporting more gets this many and a warning.
    public let maximumRows: Int

    /// Whether rows are built up front (`.stack`) or recycled (`.recycling`).
    public let backend: TableBackend
    /// The recycling table that shows the rows with the `.recycling` backend.
    let recycling: StackTableRecyclingBackend?

    let scroller = ScrolledWindow()
    /// The scrolled window's one-child container (a pass-through ``Clamp``), where row menus are
    /// attached: not the table, a `GtkStack` (GTK 4.8 lists a stack's children to assistive
    /// technologies by their pages, and a popover there crashed it), nor the scrolled window
    /// (keys in a popover attached there never reached its items).
    let menuHost: Clamp
    /// The column of rows shown now; replaced whole on every reload, changed in place by batch
    /// updates.
    ///
    /// The cursor row holds the keyboard focus (or the table itself, outside the scrolled
    /// window), never this box: it is as tall as every row, and its viewport, told not to scroll
    /// to focus, would otherwise have scrolled the list to its end.
    private(set) var rowsBox: RowsBox?
    /// Draws the pressed state of whichever row is under the pointer.
    let pressFeedback = ClickGesture()
    /// The current rows, in order; `rowsBox` holds them in GTK.
    var rows: [Widget] = []
    /// Each row's index, by the row widget's identity: tells a widget the pointer is over that
    /// is a row from one that is not (a Swift-side map in place of a GObject data tag).
    var rowIndexByIdentity: [ObjectIdentity: Int] = [:]
    /// The rows' click gestures, one per row as in `UIStackView`'s sample, sharing one handler
    /// that finds the row by identity (no Swift object or closure per row).
    private lazy var rowClicks = ClickGestureGroup { [weak self] row, x, y, modifiers in
        self?.rowReleased(row, x: x, y: y, modifiers: modifiers)
    }
    /// Every row behaviour (keys, selection, type-ahead, menus, moves): this table's own over
    /// its rows (`.stack`), or its recycling table's (`.recycling`).
    private(set) lazy var core: TableCore = recycling?.table.core ?? TableCore(engine: self, source: self, tableName: "the stack table")
    /// The engine that shows the rows: this table (`.stack`) or its recycling table.
    var engine: any TableEngine { recycling?.table ?? self }
    /// The changes recorded inside ``performBatchUpdates(animated:_:)``, applied when it returns.
    private(set) lazy var batches = BatchRecorder<RowBatch> { [weak self] batch, animated in self?.apply(batch, animated: animated) }
    /// The rows folding away, fading in or gliding now (`.stack` backend).
    lazy var animator = StackTableRowAnimator(table: self)
    /// The row the keyboard acts on, if any.
    var cursorIndex: Int?
    /// The swipe actions of the `.stack` backend (the recycling table has its own).
    private(set) var swipe: SwipeActionsController?
    /// The row drawn as pressed while the pointer button is down.
    var pressedRow: Widget?
    /// The row a drag lifted (`.stack`), and its index then.
    var liftedRow: (index: Int, row: Widget)?
    /// The rows drawn out of place to make room for it, by index.
    var shiftedRows: Set<Int> = []
    /// The row whose accessible description tells of its last keyboard move, until the cursor
    /// leaves it.
    var announcedRow: Widget?
    /// What ``announcedRow``'s description says.
    var lastAnnouncement: String?

    /// The name given with ``setAccessibleName(_:)``: the column of rows (`.stack`) is the list
    /// a screen reader presents by it, as the recycling table's list is, and a reload makes a
    /// new column.
    private var accessibleName: String?

    /// Whether ``reloadData()`` is asking the delegate for rows now.
    private(set) var isReloading = false
    var needsAnotherReload = false

    /// Creates an empty table; set ``delegate`` and call ``reloadData()`` to fill it.
    ///
    /// - Parameters:
    ///   - emptyText: what the table shows when there are no rows; by default "No items" in the
    ///     user's language (``LibraryLocalization``).
    ///   - maximumRows: the most rows the table shows (at least 0); by default
    ///     ``defaultMaximumRows``, or ``TableBackend/maximumRecyclingRows`` with `.recycling`.
    ///   - backend: build every row up front (`.stack`, as a `UIStackView` does) or recycle (`.recycling`).
    public init(emptyText: String? = nil, maximumRows: Int? = nil, backend: TableBackend = .stack) {
        let emptyText = emptyText ?? LibraryLocalization.text("No items")
        self.maximumRows = max(0, maximumRows ?? backend.maximumRows)
        self.backend = backend
        recycling = backend == .recycling ? StackTableRecyclingBackend(emptyText: emptyText) : nil
        menuHost = Clamp(child: scroller, maximumWidth: 0, minimumSideMargin: 0)
        super.init(emptyStateText: emptyText)
        recycling?.owner = self
        // The recycling table shows the rows; this table's delegate decides, through its core.
        recycling?.table.core.source = self
        addCSSClass("tabledeck-stack-table")
        scroller.setHorizontalScrolling(false)
        scroller.expandsVertically = true
        scroller.expandsHorizontally = true
        if let recycling {
            setContent(recycling.table)
        } else {
            let swipe = SwipeActionsController(content: menuHost, adjustment: scroller.verticalAdjustment)
            self.swipe = swipe
            swipe.host = self
            swipe.core = core
            // The rows, the pinned header and the section index, one over another.
            let overlay = Overlay()
            overlay.setChild(swipe.layer)
            overlay.addOverlay(core.pinnedHeaders.header.layer)
            overlay.addOverlay(core.sectionIndex.strip)
            setContent(overlay)
        }
        installPressFeedback()
        if recycling == nil {
            addController(makeKeyController())
            core.install()
            // The keys scroll the rows; the scrolled window is no Tab stop of its own (an
            // unnamed "scroll pane" to a screen reader).
            scroller.isFocusable = false
            onMap { [weak self] in self?.passFocusToCursorRow() }
            onUnmap { [weak self] in self?.updateFocusability() }
        }
    }

    /// Removes every row and asks the delegate for them again, exactly once each.
    ///
    /// Calling it twice in a row leaves one set of rows (a naive port appends a second set).
    /// Safe to call from inside the delegate's handlers.
    public func reloadData() {
        // A delegate may call reloadData() while the table asks it for rows: finish this pass,
        // then reload once more with what the delegate says now.
        guard !isReloading else {
            needsAnotherReload = true
            return
        }
        isReloading = true
        defer { isReloading = false }
        var passes = 0
        repeat {
            needsAnotherReload = false
            rebuildRows()
            passes += 1
        } while needsAnotherReload && passes < 2
        if needsAnotherReload {
            needsAnotherReload = false
            Diagnostics.warn("the stack table's delegate keeps calling reloadData() while the table loads; stopped after \(passes) passes")
        }
    }

    /// The vertical scroll position and range of the rows.
    public var verticalAdjustment: Adjustment { engine.scrollAdjustment }

    /// The row widget at `index` (with `.recycling`, the cell bound to that row now), `nil`
    /// when there is none.
    package func rowWidget(at index: Int) -> Widget? {
        indexPath(forItemAt: index).flatMap { engine.contentWidget(ofRow: $0) }
    }

    /// The click gesture of the row at `index` (`.stack`), `nil` when there is none.
    package func rowGesture(at index: Int) -> ClickGesture? {
        rows.indices.contains(index) ? ClickGesture.last(on: rows[index]) : nil
    }

    /// The recycling table behind the `.recycling` backend (`nil` with `.stack`).
    package var recyclingTable: RecyclingTableView? { recycling?.table }

    // MARK: - Rows

    /// Builds a new box of rows from the delegate and swaps it in for the old one.
    private func rebuildRows() {
        let read = delegate.map { readSections(from: $0) } ?? SectionsRead(layout: .empty, titles: SectionTitles(), trimmed: false)
        let (layout, titles) = (read.layout, read.titles)
        animator.finishAll()
        if let recycling {
            // Recycled rows are asked for as they come on screen, not here; the recycling
            // table's reload tells its core.
            sectionLayout = layout
            sectionTitles = titles
            recycling.reload()
            showContent(layout.count > 0)
            return
        }
        // A reload cannot tell which rows went: they changed.
        core.rowsWillChange(deleting: { _ in false })
        swipe?.rowsChanged()
        let box = RowsBox()
        box.addCSSClass("tabledeck-rows")
        box.onFocusEntered { [weak self] backward in self?.rowsEntered(backward: backward) ?? false }
        if let accessibleName { box.setAccessibleLabel(accessibleName) }
        var newRows: [Widget] = []
        newRows.reserveCapacity(layout.totalRows)
        var newTitles: [TableItem: Widget] = [:]
        build: for (section, shape) in layout.sections.enumerated() {
            if shape.hasHeader, let title = titles.headers[section] {
                newTitles[.header(section: section)] = makeTitle(title, at: .header, in: box)
            }
            for _ in 0..<shape.rows {
                // The delegate may let go of the table or of itself while we build.
                guard let delegate else { break build }
                let index = newRows.count
                let content = delegate.stackTableView(self, viewForItemAt: index)
                newRows.append(makeRow(index: index, content: content, in: box))
            }
            if shape.hasFooter, let title = titles.footers[section] {
                newTitles[.footer(section: section)] = makeTitle(title, at: .footer, in: box)
            }
        }
        if let delegate {
            let now = (0..<layout.numberOfSections).reduce(0) { $0 + delegate.stackTableView(self, numberOfItemsInSection: $1) }
            if now != layout.totalRows && !read.trimmed {
                Diagnostics.warn(
                    "the stack table's delegate changed its count from \(layout.totalRows) to \(now) while the table loaded; "
                        + "call reloadData() after changing it")
            }
        }
        let hadFocus = containsFocus
        let oldCursor = cursorIndex
        // A delegate gone while the table built leaves no rows: the empty state.
        let complete = newRows.count == layout.totalRows
        rows = complete ? newRows : []
        sectionLayout = complete ? layout : .empty
        sectionTitles = complete ? titles : SectionTitles()
        titleViews = complete ? newTitles : [:]
        rowIndexByIdentity = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.identity, $0) })
        pressedRow = nil
        cursorIndex = nil
        // Replacing the box drops the old rows in one go; GTK finalizes them with it.
        scroller.setChild(complete ? box : RowsBox())
        scroller.setScrollsToFocus(false)
        rowsBox = complete ? box : nil
        core.rowsReloaded(count: numberOfRows)
        showContent(sectionLayout.count > 0)
        updateFocusability()
        if let oldCursor, numberOfRows > 0 {
            moveCursor(to: min(oldCursor, numberOfRows - 1), grabFocus: hadFocus)
        }
    }

    /// Makes the delegate's view for `index` into a row, as a `UIStackView` does: the view itself is the
    /// row, with a style class and one click gesture (its index goes in ``rowIndexByIdentity``).
    /// A view that already has a parent is refused and an empty row stands in for it.
    ///
    /// To assistive technologies the row is a list item in the column's list, whatever widget
    /// the delegate made (a label would otherwise be read as "2. User label."): a screen
    /// reader then reads it as it reads a recycling table's row ("2. User. not selected."),
    /// with the selected state ``styleRow(at:selected:)`` sets.
    func makeRow(index: Int, content: Widget, in box: RowsBox?) -> Widget {
        var row = content
        if content.hasParent {
            Diagnostics.warn("the stack table's delegate returned a view for row \(index) that already has a parent; the row is left empty")
            row = Label("")
        }
        // Without a parent the view is in no window, where GTK still takes a new role.
        row.makeListItemForAssistiveTechnologies()
        row.addCSSClass("tabledeck-row")
        rowClicks.addGesture(to: row)
        box?.append(row)
        return row
    }

    /// A row's gesture saw a release at (`x`, `y`) in the row's coordinates, with `modifiers` held.
    private func rowReleased(_ identity: ObjectIdentity, x: Double, y: Double, modifiers: KeyModifiers) {
        // A row of an earlier reload that something still holds is no row any more.
        guard let index = rowIndexByIdentity[identity] else { return }
        let row = rows[index]
        // The gesture sees the release of a press that began on this row wherever the pointer
        // is now: only a release still over the row is a press.
        guard Self.isOnRow(row, x: x, y: y) else { return }
        // A press that became a swipe (or closed one) presses nothing, nor one on a row hidden
        // under the pinned header.
        guard !(swipe?.tookPress ?? false), !isUnderPinnedHeader(x: x, y: y, of: row) else { return }
        // A click moves the keyboard cursor too, so Up/Down continue from the clicked row.
        moveCursor(to: index, grabFocus: true, reveal: false)
        core.rowClicked(indexPath(ofItem: index), modifiers: modifiers)
    }

    /// Whether (`x`, `y`), in `row`'s coordinates, is on the row's whole box (padding and border
    /// included). Half a pixel of slack: at a row's very edge GTK may pick the row for the press
    /// and then report the release a hair outside it (-8.000001 for a top padding of 8).
    private static func isOnRow(_ row: Widget, x: Double, y: Double) -> Bool {
        guard let bounds = row.bounds(relativeTo: row) else { return false }
        let slack = 0.5
        return x >= bounds.x - slack && y >= bounds.y - slack && x <= bounds.x + bounds.width + slack
            && y <= bounds.maxY + slack
    }

    /// Tells the delegate about a press, or falls back to the empty state if it is gone.
    func pressRow(at index: Int) {
        guard let delegate else {
            Diagnostics.warn("a stack table row was pressed but the table has no delegate; showing the empty state")
            reloadData()
            return
        }
        guard index < numberOfRows else { return }
        delegate.stackTableView(self, didPressItemAt: index)
    }

    /// Names the table for assistive technologies: the list of its rows (the column of rows, or
    /// with the `.recycling` backend its recycling table's list) is presented by this name.
    public override func setAccessibleName(_ name: String) {
        super.setAccessibleName(name)
        accessibleName = name
        rowsBox?.setAccessibleLabel(name)
        recycling?.table.setAccessibleName(name)
    }
}
