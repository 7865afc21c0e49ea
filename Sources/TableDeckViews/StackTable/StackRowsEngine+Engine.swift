import TableDeckBridge
import TableDeckModel

/// Where the `.stack` engine's rows are, and showing what the core decides. The behaviours are
/// the core's.
extension StackRowsEngine: TableEngine {
    /// The source's sections and rows: the engine shows the shape its table read, only the rows
    /// a search shows (``shownOrdinals``) while one does.
    var layout: SectionLayout {
        let read = source?.sectionLayout ?? .empty
        guard let shownOrdinals else { return read }
        if let filteredLayout, filteredLayout.sections == read.sections { return filteredLayout }
        let filtered = read.showing(shownOrdinals)
        filteredLayout = filtered
        return filtered
    }

    /// Hides the rows (and the sections' titles) a search does not show; every row stays built,
    /// with its index, its selection and its place in the column.
    func showRows(_ shown: [Int32]?) {
        guard shown != nil || shownOrdinals != nil else { return }
        animator.finishAll()
        core.rowsWillChange(deleting: { _ in false })
        swipe.rowsChanged()
        shownOrdinals = shown
        filteredLayout = nil
        let layout = self.layout
        for (ordinal, row) in rows.enumerated() {
            row.isVisible = layout.isShown(ordinal: ordinal)
        }
        for (item, title) in titleViews {
            title.isVisible = layout.position(of: item) != nil
        }
        markSectionEdges()
        core.pinnedHeaders.reloaded()
        core.selection.reshow()
    }

    func detachedText(ofRow indexPath: TableIndexPath) -> String? { nil }

    func builtRowViews() -> [Widget] {
        let layout = self.layout
        return rows.enumerated().compactMap { layout.isShown(ordinal: $0.offset) ? $0.element : nil }
    }

    func showSearchBar(_ open: Bool) {
        (source as? EmptyStateView)?.showContent(layout.count > 0 || open)
    }

    var cursorRow: TableIndexPath? { cursorIndex.flatMap { layout.row(atOrdinal: $0) } }

    var firstRowOnScreen: TableIndexPath? { layout.shownRowCount == 0 ? nil : layout.row(atOrdinal: firstVisibleRow) }

    /// A screenful of rows less one (``KeyboardPaging``), judged by the cursor row's whole box:
    /// padding and border included (its content height alone made Page Down skip rows).
    var positionsPerPage: Int {
        KeyboardPaging.rowsPerPage(
            viewportHeight: scrollAdjustment.pageSize, rowHeight: rowBounds(at: shownCursorIndex ?? firstVisibleRow)?.height ?? 0)
    }

    var hasRowFocus: Bool { view.containsFocus }

    func takeRowFocus() -> Bool {
        guard layout.shownRowCount > 0 else { return false }
        moveCursor(to: shownCursorIndex ?? firstVisibleRow, grabFocus: true, reveal: false)
        return view.containsFocus
    }

    func focusRow(_ indexPath: TableIndexPath, reveal: Bool, movingUp: Bool) {
        guard let index = itemIndex(at: indexPath) else { return }
        moveCursor(to: index, grabFocus: true, reveal: reveal)
    }

    func revealRow(_ indexPath: TableIndexPath, then: @escaping @MainActor () -> Void) {
        let offset = scrollAdjustment.value
        if let index = itemIndex(at: indexPath) { scrollToRow(at: index) }
        // Scrolled: the row's place is known once the list is laid out there.
        guard let clock = view.frameClock, scrollAdjustment.value != offset else {
            then()
            return
        }
        clock.onNextLayout { then() }
    }

    func rowWidget(for indexPath: TableIndexPath) -> Widget? {
        itemIndex(at: indexPath).flatMap { rows.indices.contains($0) ? rows[$0] : nil }
    }

    func contentWidget(ofRow indexPath: TableIndexPath) -> Widget? {
        rowWidget(for: indexPath)
    }

    func row(atX x: Double, y: Double) -> TableIndexPath? {
        guard !isUnderPinnedHeader(x: x, y: y, of: view) else { return nil }
        return rowIndex(atX: x, y: y).flatMap { layout.row(atOrdinal: $0) }
    }

    var inputWidget: Widget { view }

    var tableWidget: Widget { view }

    var rowMenuHost: Widget { menuHost }

    var swipeActions: SwipeActionsController? { swipe }

    func showSelection(_ selected: RangeSet<Int>, change: RowSelection.Change) {
        for range in change.deselected.ranges {
            for index in range { styleRow(at: index, selected: false) }
        }
        for range in change.selected.ranges {
            for index in range { styleRow(at: index, selected: true) }
        }
    }

    /// Draws the row at `index` selected or not and tells assistive technologies.
    func styleRow(at index: Int, selected: Bool) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        if selected {
            row.addCSSClass("tabledeck-selected")
        } else {
            row.removeCSSClass("tabledeck-selected")
        }
        row.setAccessibleSelected(selected)
    }

    func announce(_ text: String, onRow indexPath: TableIndexPath) {
        guard let row = rowWidget(for: indexPath) else { return }
        if let announcedRow, announcedRow.identity != row.identity { announcedRow.setAccessibleDescription("") }
        // Announced where GTK can, else the row's description (Widget.announce(_:otherwise:)).
        row.announce(text) { row.setAccessibleDescription(text) }
        announcedRow = row
        lastAnnouncement = text
    }

    func announcement(ofRow indexPath: TableIndexPath) -> String? {
        guard let row = rowWidget(for: indexPath), announcedRow?.identity == row.identity else { return nil }
        return lastAnnouncement
    }

    func showMove(_ plan: SectionedRowBatch.Plan, from source: TableIndexPath, to destination: TableIndexPath, animated: Bool) {
        guard let to = itemIndex(at: destination) else { return }
        let hadFocus = view.containsFocus
        apply(plan, animated: animated)
        if hadFocus, let cursorIndex { moveCursor(to: cursorIndex, grabFocus: true, reveal: false) }
        // Alt+Down on the last row in view would otherwise take it, and the focus, below the
        // view: its new place is known once the box is laid out with it there.
        view.frameClock?.onNextLayout { [weak self] in
            guard let self, self.cursorIndex == to else { return }
            self.scrollToRow(at: to)
        }
    }

    // MARK: - Section headers pinned, and the section index

    func headersOnScreen() -> HeadersOnScreen? {
        guard let box = rowsBox else { return nil }
        let offset = scrollAdjustment.value
        var headers: [PinnedHeaderLayout.Header] = []
        var headerHeight: Double?
        var top: (section: Int, distance: Double)?
        // The item covering the top edge, or else the nearest one below it.
        let consider = { (section: Int, itemTop: Double, height: Double) in
            let onScreen = itemTop - offset
            guard onScreen + height > 0 else { return }
            let distance = max(0, onScreen)
            if let current = top, current.distance <= distance { return }
            top = (section, distance)
        }
        for (item, title) in titleViews {
            guard let bounds = title.bounds(relativeTo: box) else { continue }
            if case .header(let section) = item {
                headers.append(.init(section: section, top: bounds.y))
                headerHeight = headerHeight ?? bounds.height
            }
            consider(item.section, bounds.y, bounds.height)
        }
        let first = firstVisibleRow
        if let bounds = rowBounds(at: first), let indexPath = layout.row(atOrdinal: first) {
            consider(indexPath.section, bounds.top, bounds.height)
        }
        guard let top else { return nil }
        return HeadersOnScreen(sectionAtTop: top.section, headers: headers.sorted { $0.section < $1.section }, headerHeight: headerHeight)
    }

    /// A label showing `section`'s header title, for the pinned copy.
    func pinnedHeaderView(forSection section: Int, reusing old: Widget?) -> Widget? {
        guard let title = source?.sectionTitles.headers[section] else { return nil }
        if let label = old as? Label {
            SectionTitle.show(title, at: .header, in: label)
            return label
        }
        return SectionTitle.makeLabel(title, at: .header, asHeading: false)
    }

    func takeBackPinnedHeaderView(_ view: Widget) {}

    func rowsFrame(in widget: Widget) -> (x: Double, width: Int) {
        guard let bounds = rowsBox?.bounds(relativeTo: widget) else { return (0, scroller.allocatedWidth) }
        return (bounds.x, Int(bounds.width))
    }

    /// The rows end where the section index begins.
    func setTrailingInset(_ width: Int) {
        scroller.setMargins(top: 0, bottom: 0, start: 0, end: width)
    }

    func scrollItemToTop(_ item: TableItem, then: @escaping @MainActor () -> Void) {
        let widget: Widget?
        switch item {
        case .row(let indexPath): widget = rowWidget(for: indexPath)
        case .header, .footer: widget = titleViews[item]
        }
        guard let box = rowsBox, let widget, let bounds = widget.bounds(relativeTo: box) else {
            // Not laid out yet: once it is (never, without a window: nothing to scroll).
            guard let clock = view.frameClock else { return then() }
            clock.onNextLayout { [weak self] in
                guard let self, self.rowsBox.flatMap({ widget?.bounds(relativeTo: $0) }) != nil else { return then() }
                self.scrollItemToTop(item, then: then)
            }
            return
        }
        let adjustment = scrollAdjustment
        adjustment.value = min(max(bounds.y, adjustment.lower), adjustment.upper - adjustment.pageSize)
        then()
    }

    /// Whether (`x`, `y`) of `widget` lies under the pinned header: a row there is hidden, so a
    /// press there presses nothing.
    func isUnderPinnedHeader(x: Double, y: Double, of widget: Widget) -> Bool {
        let covered = core.pinnedHeaders.coveredHeight
        guard covered > 0, let point = widget.translate(x: x, y: y, to: scroller) else { return false }
        return point.y < covered
    }
}
