import TableDeckBridge
import TableDeckModel

/// The `.stack` engine of a ``StackTableView``: every row is built up front in a box, between
/// its sections' titles, as UIKit's `CustomStackTableView` pattern builds a `UIStackView` in a
/// `UIScrollView`.
///
/// Each row is the delegate's view itself with one click gesture that knows the row's index,
/// as in that pattern: no wrapper widget per row. `rows` holds them by item index (the row's
/// ordinal in ``layout``). The engine provides rows and geometry, reports input to its
/// ``TableCore`` and shows what the core decides (see ``TableEngine``); the stack table reads
/// the delegate and tells the engine what to show, and the engine asks its ``StackRowsSource``
/// only for the rows' views.
@MainActor
final class StackRowsEngine: StackTableBackend {
    /// The table whose delegate supplies the rows. `weak`: the table owns this engine.
    private(set) weak var source: (any StackRowsSource)?

    /// The rows, the pinned header and the section index, one over another: the stack table's
    /// content, and the widget the row gestures and the keys are on.
    let overlay = Overlay()
    /// The widget the row gestures and the keys are on: ``overlay``.
    var view: Widget { overlay }
    /// The stack table's content: the search bar over ``overlay``.
    private(set) lazy var content: Widget = core.search.wrap(overlay, in: overlay)
    let scroller = ScrolledWindow()
    /// The scrolled window's one-child container (a pass-through ``Clamp``), where row menus are
    /// attached: not the table, a `GtkStack` (GTK 4.8 lists a stack's children to assistive
    /// technologies by their pages, and a popover there crashed it), nor the scrolled window
    /// (keys in a popover attached there never reached its items).
    let menuHost: Clamp
    /// The column of rows shown now; replaced whole on every reload, changed in place by batch
    /// updates.
    ///
    /// The cursor row holds the keyboard focus (or ``view``, outside the scrolled window), never
    /// this box: it is as tall as every row, and its viewport, told not to scroll to focus,
    /// would otherwise have scrolled the list to its end.
    private(set) var rowsBox: RowsBox?
    /// Draws the pressed state of whichever row is under the pointer.
    let pressFeedback = ClickGesture()
    /// The current rows, in order; `rowsBox` holds them in GTK.
    var rows: [Widget] = []
    /// The title labels in the column of rows, by the header or footer they show.
    var titleViews: [TableItem: Widget] = [:]
    /// Each row's index, by the row widget's identity: tells a widget the pointer is over that
    /// is a row from one that is not (a Swift-side map in place of a GObject data tag).
    var rowIndexByIdentity: [ObjectIdentity: Int] = [:]
    /// The rows' click gestures, one per row as in `UIStackView`'s sample, sharing one handler
    /// that finds the row by identity (no Swift object or closure per row).
    private lazy var rowClicks = ClickGestureGroup { [weak self] row, x, y, modifiers in
        self?.rowReleased(row, x: x, y: y, modifiers: modifiers)
    }
    /// Every row behaviour (keys, selection, type-ahead, menus, moves), over these rows.
    private(set) lazy var core = TableCore(engine: self, source: source, tableName: "the stack table")
    /// The rows folding away, fading in or gliding now.
    private(set) lazy var animator = StackTableRowAnimator(host: overlay)
    /// The row the keyboard acts on, if any.
    var cursorIndex: Int?
    /// The swipe actions: the layer around the scrolled rows and the gestures that slide rows.
    let swipe: SwipeActionsController
    /// The row drawn as pressed while the pointer button is down.
    var pressedRow: Widget?
    /// The row a drag lifted, and its index then.
    var liftedRow: (index: Int, row: Widget)?
    /// The rows and titles drawn out of place to make room for it, by list position.
    var shiftedPositions: Set<Int> = []
    /// The row whose accessible description tells of its last keyboard move, until the cursor
    /// leaves it.
    var announcedRow: Widget?
    /// What ``announcedRow``'s description says.
    var lastAnnouncement: String?
    /// The name the list of rows is presented by: a reload makes a new column.
    private var accessibleName: String?
    /// The rows marked with their place at a section's edge (``markSectionEdges()``), by
    /// identity: the ones to unmark when a batch moves the edges.
    var rowsAtSectionEdges: [ObjectIdentity: Widget] = [:]
    /// The rows a search shows, by ordinal (``TableEngine/showRows(_:)``); `nil` for all.
    var shownOrdinals: [Int32]?
    /// The source's layout showing ``shownOrdinals``, made when first asked for.
    var filteredLayout: SectionLayout?
    /// Each row's editing controls, by the row's identity: made the first time editing mode is
    /// on, drawn in the column's lanes beside the row (``RowsBox/setAccessories(of:leading:trailing:)``).
    var editingControls: [ObjectIdentity: RowEditingControls] = [:]
    /// The row each editing lane belongs to, by the lane's identity (a press on a handle is a
    /// press on its row for the row drag).
    var rowByEditingLane: [ObjectIdentity: ObjectIdentity] = [:]
    /// The tick that gives rows off screen their editing controls, while it runs.
    var editingFill: UInt32?

    init() {
        menuHost = Clamp(child: scroller, maximumWidth: 0, minimumSideMargin: 0)
        swipe = SwipeActionsController(content: menuHost, adjustment: scroller.verticalAdjustment)
        scroller.setHorizontalScrolling(false)
        scroller.expandsVertically = true
        scroller.expandsHorizontally = true
        swipe.host = self
        swipe.core = core
        overlay.setChild(swipe.layer)
        overlay.addOverlay(core.pinnedHeaders.header.layer)
        overlay.addOverlay(core.sectionIndex.strip)
        installPressFeedback()
        view.addController(makeKeyController())
        core.install()
        // The keys scroll the rows; the scrolled window is no Tab stop of its own (an unnamed
        // "scroll pane" to a screen reader).
        scroller.isFocusable = false
        view.onMap { [weak self] in self?.passFocusToCursorRow() }
        view.onUnmap { [weak self] in self?.updateFocusability() }
    }

    func connect(to source: any StackRowsSource) {
        self.source = source
        core.source = source
    }

    var engine: any TableEngine { self }

    // MARK: - Rows

    /// Builds a new column of rows from the source and swaps it in for the old one.
    func reload() -> Bool {
        let layout = self.layout
        let titles = source?.sectionTitles ?? SectionTitles()
        let box = RowsBox()
        var newRows: [Widget] = []
        newRows.reserveCapacity(layout.totalRows)
        var newTitles: [TableItem: Widget] = [:]
        for (section, shape) in layout.sections.enumerated() {
            if shape.hasHeader, let title = titles.headers[section] {
                newTitles[.header(section: section)] = makeTitle(title, at: .header, in: box)
            }
            for _ in 0..<shape.rows {
                // The delegate may let go of the table or of itself while we build.
                guard let content = source?.rowView(forItemAt: newRows.count) else { return false }
                newRows.append(makeRow(index: newRows.count, content: content, in: box))
            }
            if shape.hasFooter, let title = titles.footers[section] {
                newTitles[.footer(section: section)] = makeTitle(title, at: .footer, in: box)
            }
        }
        animator.finishAll()
        // A reload cannot tell which rows went: they changed.
        core.rowsWillChange(deleting: { _ in false })
        swipe.rowsChanged()
        box.addCSSClass("tabledeck-rows")
        TableStyleClasses.apply(core.style, to: box)
        box.onFocusEntered { [weak self] backward in self?.rowsEntered(backward: backward) ?? false }
        if let accessibleName { box.setAccessibleLabel(accessibleName) }
        let hadFocus = view.containsFocus
        let oldCursor = cursorIndex
        rows = newRows
        titleViews = newTitles
        rowIndexByIdentity = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.identity, $0) })
        pressedRow = nil
        cursorIndex = nil
        // Replacing the box drops the old rows in one go; GTK finalizes them with it.
        scroller.setChild(box)
        scroller.setScrollsToFocus(false)
        rowsBox = box
        rowsAtSectionEdges = [:]
        markSectionEdges()
        core.rowsReloaded(count: rows.count)
        updateFocusability()
        if let oldCursor, !rows.isEmpty {
            moveCursor(to: min(oldCursor, rows.count - 1), grabFocus: hadFocus)
        }
        return true
    }

    /// Makes the delegate's view for `index` into a row, as a `UIStackView` does: the view itself is the
    /// row, with a row's look (``StackRowsSource/styleRow(_:)``) and one click gesture (its index
    /// goes in ``rowIndexByIdentity``).
    ///
    /// To assistive technologies the row is a list item in the column's list, whatever widget
    /// the delegate made (a label would otherwise be read as "2. User label."): a screen
    /// reader then reads it as it reads a recycling table's row ("2. User. not selected."),
    /// with the selected state ``styleRow(at:selected:)`` sets.
    func makeRow(index: Int, content row: Widget, in box: RowsBox?) -> Widget {
        // Without a parent the view is in no window, where GTK still takes a new role.
        row.makeListItemForAssistiveTechnologies()
        // Selectable from the start, as a list view's rows are: GTK 4.18 reports a widget
        // selectable only while its selected state is set, and Orca 48 says "not selected" only
        // of a selectable item (Orca 43 asked the parent's Selection interface instead, so GTK
        // 4.8 read the rows alike without it). ``styleRow(at:selected:)`` sets it from now on.
        row.setAccessibleSelected(false)
        source?.styleRow(row)
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
        guard !swipe.tookPress, !isUnderPinnedHeader(x: x, y: y, of: row) else { return }
        rowClicked(indexPath(ofItem: index), modifiers: modifiers)
    }

    /// A click moves the keyboard cursor too, so Up/Down continue from the clicked row.
    func rowClicked(_ indexPath: TableIndexPath, modifiers: KeyModifiers) {
        guard let index = itemIndex(at: indexPath) else { return }
        moveCursor(to: index, grabFocus: true, reveal: false)
        core.rowClicked(indexPath, modifiers: modifiers)
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

    /// The column of rows is the list a screen reader presents by `name`.
    func setAccessibleName(_ name: String) {
        accessibleName = name
        rowsBox?.setAccessibleLabel(name)
    }

    // MARK: - Item indexes

    /// The index path of item `index`; an index out of range (a stale one) names a row of
    /// section 0 that the engine does not have.
    func indexPath(ofItem index: Int) -> TableIndexPath {
        layout.row(atOrdinal: index) ?? TableIndexPath(row: index, section: 0)
    }

    /// The item index of the row at `indexPath`, if the engine has it.
    func itemIndex(at indexPath: TableIndexPath) -> Int? { layout.ordinal(of: indexPath) }

    // MARK: - Tests and the leak check

    var isAnimatingChanges: Bool { animator.isAnimating }

    var lastRowMotions: RowMotionPlan { animator.lastPlan }

    var rowAnimator: AnyObject { animator }

    var itemWidgets: [(item: TableItem, widget: Widget, text: String?)] {
        var widgets = titleViews.map { (item: $0.key, widget: $0.value, text: ($0.value as? Label)?.text) }
        for (index, row) in rows.enumerated() {
            guard let indexPath = layout.row(atOrdinal: index) else { continue }
            widgets.append((.row(indexPath), row, (row as? Label)?.text))
        }
        return widgets
    }

    func titleWidget(for item: TableItem) -> Widget? { titleViews[item] }
}
