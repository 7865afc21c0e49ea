import TableDeckBridge
import TableDeckModel

/// A table's search: a bar above the rows (Ctrl+F) whose query filters them as the user types,
/// on every table (stack, recycling, column), written once in the table core.
///
/// A row matches when its text contains the query, case- and accent-insensitive in the user's
/// language (in Turkish, `i` finds "İstanbul"), unless ``predicate`` decides. Its text is the
/// data source's search text, else its type-ahead text, else what the row's view says (its
/// accessible label, or its labels). Rows are tested in slices of a few milliseconds while the
/// main loop is idle, so typing never waits for a search; the newest query wins, and a query
/// that extends the last one tests only its matches. A long search shows the rows it has found
/// as it goes, the first of the result first, the rest coming below; ``onChange`` hears the
/// whole result. The matched text is emphasized in the rows' labels (``matchRanges(in:)``).
///
/// While a search shows some rows, every other part of the table sees only those: the keys,
/// Shift ranges and Ctrl+A, type-ahead, the section index; sections without a match hide,
/// headers and all. Rows keep their index paths, so the delegate hears about the rows it
/// knows, the selection stays on its rows (hidden ones too), and so does the cursor. Moving
/// rows (drag, Alt+Up/Down) waits until the search closes. Escape (or the bar's close button)
/// closes the bar and restores every row, the scroll position and the keyboard focus.
///
/// An ``OutlineView``'s search looks through its items instead, those in collapsed branches
/// too, and shows each match under its ancestors (``OutlineView/search``).
@MainActor
public final class TableSearch: TableBehavior {
    unowned let core: TableCore

    /// Whether Ctrl+F opens the search bar (``begin()`` works either way). On by default.
    public var isEnabled = true

    /// The client's own test of a row against the query as typed (never empty), instead of
    /// the text match; `nil` (the default) for the text match. Setting it searches again. An
    /// ``OutlineView``'s search, which looks through items rather than rows, always matches
    /// text and does not ask it.
    public var predicate: (@MainActor (_ indexPath: TableIndexPath, _ query: String) -> Bool)? {
        didSet { restart() }
    }

    /// Hears whenever the shown rows change: a search's whole result (not the rows a long
    /// search shows as it goes), and the bar closing.
    ///
    /// For an ``OutlineView``, a result's ``TableSearchResult/shownRows`` counts the matching
    /// items (the ancestors shown around them are no results) and its
    /// ``TableSearchResult/totalRows`` the items searched (every item loaded); without a
    /// query, both count the rows shown.
    public var onChange: (@MainActor (TableSearchResult) -> Void)?

    /// The bar above the rows.
    let bar = SearchBarView()
    /// What shows over the rows when nothing matches.
    let noResults = NoResultsView()
    /// The bar and the rows under it: the widget an engine shows (``wrap(_:in:)``).
    private let column = Box(.vertical)

    /// The search under way, or the last one, done.
    private var search: RowSearch?
    /// How many of the running search's matches show already (``showFoundSoFar(_:)``); `nil`
    /// until some do.
    private var shownSoFar: Int?
    /// When the running search started, and when it last showed what it had found.
    private var startedAt: Int64 = 0
    private var shownSoFarAt: Int64 = 0
    /// Whether the running search's result leaves the view where it is (``restart(keepingView:)``).
    private var resultKeepsView = false
    /// Whether the next slice starts by showing the rows found so far.
    private var soFarIsDue = false
    /// Runs ``search`` while the main loop is idle.
    private var work: IdleWork?
    /// The rows' folded texts, read once for every search until the rows change.
    private(set) var corpus = RowSearchCorpus(folder: ScalarFolder(folding: TypeAheadInput.userFolding))
    /// What the user saw before the bar opened, put back when it closes.
    var before: SavedView?
    /// Set while the entry's text is set by the table itself (not a new query).
    private var isSettingText = false
    /// The folded query the shown rows' labels emphasize, `nil` for none.
    var emphasized: [UInt8]?
    /// Whether some rows were emphasized since the last query-less state.
    var emphasisShown = false

    /// The owner that searches items of its own instead of the rows and shows what matched
    /// (an outline); `nil` for the rows. Held `weak`: the owner holds the table. Setting it
    /// reads the texts anew.
    package weak var itemSource: (any TableSearchItemSource)? {
        didSet { itemsChanged() }
    }

    init(core: TableCore) {
        self.core = core
        bar.entry.onChanged { [weak self] in self?.textChanged() }
        bar.entry.onActivate { [weak self] in self?.focusFirstResult() }
        bar.closeButton.onClicked { [weak self] in self?.end() }
        noResults.clearButton.onClicked { [weak self] in self?.clear() }
        let keys = KeyController()
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.barKey(keyval, modifiers: modifiers) ?? false
        })
        bar.entry.addController(keys)
    }

    /// Puts the bar above `rows` and the no-results message in `overlay` (over the rows);
    /// returns the widget the engine shows in their place.
    func wrap(_ rows: Widget, in overlay: Overlay) -> Widget {
        column.append(bar.revealer)
        rows.expandsVertically = true
        column.append(rows)
        overlay.addOverlay(noResults.view)
        return column
    }

    /// Takes the bar out from above the rows and returns it, for a table that places it
    /// elsewhere (the column table, above its headers).
    func detachBar() -> Widget {
        column.remove(bar.revealer)
        return bar.revealer
    }

    // MARK: - Public API

    /// Whether the search bar is open.
    public private(set) var isActive = false

    /// The query as typed.
    public var query: String { bar.entry.text }

    /// How many rows show now.
    public var shownRowCount: Int { core.layout.shownRowCount }

    /// Whether a search is still testing rows.
    public var isSearching: Bool { work?.isRunning ?? false }

    /// The ordinals of the first `count` rows shown (or fewer), for the benchmark to see when
    /// the rows at the top are a result's.
    package func firstShownOrdinals(_ count: Int) -> [Int32] {
        let layout = core.layout
        return (0..<min(count, layout.shownRowCount)).map { Int32(layout.ordinal(ofShownIndex: $0)) }
    }

    /// Opens the search bar and puts the keyboard focus in it, its text selected (Ctrl+F);
    /// when it is open already, only focuses it.
    public func begin() {
        if !isActive {
            let engine = core.engine
            before = SavedView(
                firstRow: engine?.firstRowOnScreen, cursor: engine?.cursorRow, rowsHadFocus: engine?.hasRowFocus ?? false,
                focus: bar.entry.windowFocusWidget.map(WeakWidget.init))
            isActive = true
            // At once, not sliding: the field takes the focus now (letters typed right after
            // Ctrl+F are the query's), and Orca 43 reads a field only once it is wholly shown.
            bar.revealer.setRevealed(true, animated: false)
            core.engine?.showSearchBar(true)
            readAhead()
        }
        focusEntry()
    }

    /// Reads the rows' texts into the corpus while the user has yet to type, so the first
    /// query of a long table starts with them read (typing takes over from where it got).
    private func readAhead() {
        guard !usesPredicate, work == nil, corpus.count < searchedCount else { return }
        work = IdleWork { [weak self] in
            guard let self, self.isActive, self.search == nil else { return false }
            let layout = self.core.layout
            let count = self.searchedCount
            let deadline = self.sliceDeadline(for: Self.sliceMicroseconds)
            while self.corpus.count < count {
                for _ in 0..<RowSearch.rowsBetweenClockReads where self.corpus.count < count {
                    self.corpus.append(self.text(ofOrdinal: self.corpus.count, in: layout))
                }
                if MonotonicClock.now >= deadline { return true }
            }
            return false
        }
    }

    /// The text a search looks in for the row (or the item source's item) with ordinal `ordinal`.
    private func text(ofOrdinal ordinal: Int, in layout: SectionLayout) -> String {
        if let itemSource { return itemSource.searchText(ofItem: ordinal) }
        return layout.row(atOrdinal: ordinal).flatMap { core.typeAhead.searchText(ofRow: $0) } ?? ""
    }

    /// How many texts a search looks through: the item source's items, else the rows.
    private var searchedCount: Int { itemSource?.searchItemCount ?? core.layout.totalRows }

    /// Whether the client's ``predicate`` tests the rows (never an item source's items).
    private var usesPredicate: Bool { predicate != nil && itemSource == nil }

    /// Puts the keyboard focus in the search field, its text selected: at once when it can take
    /// it, else on the coming frames, as the bar comes (for a few frames at most).
    private func focusEntry() {
        if bar.entry.grabFocus() {
            bar.entry.selectAll()
            return
        }
        var frames = 0
        bar.revealer.addTickCallback { [weak self] _ in
            guard let self, self.isActive else { return false }
            frames += 1
            if self.bar.entry.grabFocus() {
                self.bar.entry.selectAll()
                return false
            }
            return frames < 10
        }
    }

    /// Opens the bar if it is closed and searches for `text`, as if the user had typed it.
    public func setQuery(_ text: String) {
        if !isActive { begin() }
        guard text != query else { return }
        // Setting the text empties the field first: one search, not two.
        isSettingText = true
        bar.entry.text = text
        isSettingText = false
        restart()
    }

    /// Closes the search bar: every row shows again, the scroll position and the keyboard focus
    /// come back to where they were when it opened (Escape).
    public func end() {
        guard isActive else { return }
        isActive = false
        work?.cancel()
        work = nil
        search = nil
        shownSoFar = nil
        bar.entry.progressFraction = 0
        isSettingText = true
        bar.entry.text = ""
        isSettingText = false
        bar.revealer.setRevealed(false, animated: true)
        noResults.show(query: nil)
        showRows(nil)
        core.sectionIndex.showStrip(true)
        emphasize(nil)
        core.engine?.showSearchBar(false)
        onChange?(TableSearchResult(query: "", shownRows: core.layout.totalRows, totalRows: core.layout.totalRows, isCleared: true))
        restoreView()
    }

    /// Empties the query (the bar stays open): every row shows.
    public func clear() {
        bar.entry.text = ""
        focusEntry()
    }

    // MARK: - Behaviour

    func perform(_ command: TableCommand) -> Bool {
        switch command {
        case .find:
            guard isEnabled else { return false }
            begin()
            return true
        case .escape:
            guard isActive else { return false }
            end()
            return true
        default:
            return false
        }
    }

    /// The rows were read anew or changed: their texts are read again, and an open search
    /// searches again, showing its result as soon as it has it.
    func rowsChanged() {
        // An item source's items are not the rows: it says when they change.
        guard itemSource == nil else { return }
        itemsChanged()
    }

    /// The texts searched changed (the rows, or the ``itemSource``'s items): they are read
    /// again, and an open search searches again, showing its result as soon as it has it.
    package func itemsChanged() {
        corpus = RowSearchCorpus(folder: corpus.folder)
        guard isActive, search != nil else { return }
        search = nil
        restart(keepingView: true)
    }

    // MARK: - Searching

    /// How long one slice of searching may take: half a frame at 60 Hz, and a scan's overrun.
    static let sliceMicroseconds: Int64 = 8_000

    /// When a slice of `microseconds` that starts now ends: sooner, a millisecond before the
    /// next frame is due, so the frame is not held (slices of 8 ms ran three between two frames
    /// and held the third frame 8 ms: 37 frames a second while a million rows were read), but
    /// after a millisecond at least.
    private func sliceDeadline(for microseconds: Int64) -> Int64 {
        let now = MonotonicClock.now
        guard let clock = core.engine?.tableWidget.frameClock else { return now + microseconds }
        return max(now + 1_000, min(now + microseconds, clock.nextFrameTime(after: now) - 1_000))
    }

    /// How long the slice run at once when the query changes may take: the key's frame also
    /// lays out and draws, and may show the result (a small table's comes within it).
    static let firstSliceMicroseconds: Int64 = 3_000

    private func textChanged() {
        guard !isSettingText, isActive else { return }
        restart()
    }

    /// Starts the search for the entry's text (the newest query wins), running a first slice
    /// at once: a small table shows its result before the next frame. A new query's result
    /// shows from its top; with `keepingView` (the rows changed under the query), the view
    /// stays where it is.
    private func restart(keepingView: Bool = false) {
        guard isActive else { return }
        resultKeepsView = keepingView
        work?.cancel()
        work = nil
        let text = query
        shownSoFar = nil
        soFarIsDue = false
        guard !text.allSatisfy(\.isWhitespace) else {
            search = nil
            bar.entry.progressFraction = 0
            show(nil, query: text)
            readAhead()
            return
        }
        let count = searchedCount
        let matching: RowSearch.Matching = usesPredicate ? .predicate : .text(folded: corpus.folder.fold(text))
        search = RowSearch(query: text, matching: matching, rowCount: count, narrowing: search)
        startedAt = MonotonicClock.now
        if runSlice(for: Self.firstSliceMicroseconds) { return }
        work = IdleWork { [weak self] in
            guard let self else { return false }
            return !self.runSlice()
        }
    }

    /// Runs the search for a slice of time; shows its result when it is done, and returns
    /// whether it is.
    private func runSlice(for microseconds: Int64 = sliceMicroseconds) -> Bool {
        guard var running = search else { return true }
        // The rows found so far show first, when due: a slice ends just before a frame, and
        // showing them after it (the rows on screen filled again) would hold that frame.
        if soFarIsDue {
            soFarIsDue = false
            showFoundSoFar(running)
        }
        let deadline = sliceDeadline(for: microseconds)
        let layout = core.layout
        let text = running.query
        let slice = RowSearch.Slice(
            corpus: corpus,
            text: { [unowned self] ordinal in self.text(ofOrdinal: ordinal, in: layout) },
            predicate: { [unowned self] ordinal in
                guard let row = layout.row(atOrdinal: ordinal) else { return false }
                return self.predicate?(row, text) ?? false
            },
            shouldStop: { MonotonicClock.now >= deadline })
        let done = running.run(slice)
        search = running
        // A long search shows how far it is in the field.
        bar.entry.progressFraction = done ? 0 : running.progress
        guard done else {
            soFarIsDue = isFoundSoFarDue(running)
            return false
        }
        let continuing = shownSoFar != nil
        shownSoFar = nil
        show(running.matches, query: text, continuing: continuing)
        return true
    }

    /// Whether the matches a long search has found so far are to show: once they fill the view
    /// (or, when they are fewer, once the search has run ``soFarWaitMicroseconds``), then the
    /// more it finds every ``soFarIntervalMicroseconds``. Rows are searched in order, so the rows
    /// found first are the result's first rows, and what shows stays in place while the rest
    /// come below it. The count, the announcement, ``onChange`` and "No results" wait for the
    /// whole result. An item source (an outline) shows only whole results, and so does a search
    /// again over changed rows (``restart(keepingView:)``): the rows shown meanwhile stay, where
    /// a part of the result would shorten the list under the view.
    private func isFoundSoFarDue(_ running: RowSearch) -> Bool {
        guard itemSource == nil, !resultKeepsView, let engine = core.engine else { return false }
        let found = running.matches.count
        let now = MonotonicClock.now
        if let shown = shownSoFar { return found > shown && now - shownSoFarAt >= Self.soFarIntervalMicroseconds }
        return found > engine.positionsPerPage || (found > 0 && now - startedAt >= Self.soFarWaitMicroseconds)
    }

    /// Shows the rows `running` has found so far (``isFoundSoFarDue(_:)``): the first time
    /// as a new result, from its top; then as more rows below those shown.
    private func showFoundSoFar(_ running: RowSearch) {
        if shownSoFar == nil {
            showResultRows(running.matches, query: running.query)
        } else {
            showRows(running.matches)
        }
        shownSoFar = running.matches.count
        shownSoFarAt = MonotonicClock.now
    }

    /// How long a search that has found fewer rows than fill the view runs before it shows them.
    static let soFarWaitMicroseconds: Int64 = 100_000
    /// How often a long search shows the more rows it has found: each time the list is laid out
    /// and drawn anew, which leaves less time between frames for the search.
    static let soFarIntervalMicroseconds: Int64 = 250_000

    /// Shows `matches` (ordinals; `nil` for every row) as the result for `query`; `continuing`
    /// when they add to the matches the search showed so far (the view stays where it is).
    private func show(_ matches: [Int32]?, query: String, continuing: Bool = false) {
        guard core.engine != nil else { return }
        if continuing {
            showRows(matches)
        } else {
            showResultRows(matches, query: query)
        }
        let (shown, total) = counts(of: matches)
        noResults.show(query: matches != nil && shown == 0 ? query : nil)
        // TRANSLATORS: read by screen readers when a search of a table shows its result.
        let message =
            shown == 0 ? LibraryLocalization.text("No results") : LibraryLocalization.plural("%d result", "%d results", count: shown)
        bar.entry.announce(message) { bar.entry.setAccessibleDescription(message) }
        onChange?(TableSearchResult(query: query, shownRows: shown, totalRows: total))
    }

    /// Shows the rows of a new result, `matches` for `query` (`nil`: every row), from its top,
    /// the query emphasized in them.
    private func showResultRows(_ matches: [Int32]?, query: String) {
        guard let engine = core.engine else { return }
        // A new result is read from its top (set before the rows change: the list then keeps it).
        if !resultKeepsView { engine.scrollAdjustment.value = 0 }
        showRows(matches)
        core.sectionIndex.showStrip(matches == nil)
        emphasize(matches == nil ? nil : query)
        noResults.show(query: nil)
    }

    /// Shows the rows of `matches` (ordinals; `nil` for every row): the table's own, or the
    /// rows the item source makes of its items.
    private func showRows(_ matches: [Int32]?) {
        if let itemSource {
            itemSource.showSearchResult(matches)
        } else {
            // The focused row may be made anew (a recycling table fills its rows again) or
            // hidden (a stack table's): the focus stays in the rows, at once.
            let cursor = core.cursor.beforeChange()
            core.engine?.showRows(matches)
            core.cursor.followShownRows(from: cursor)
        }
    }

    /// What the result of `matches` counts: the rows shown of the table's; for an item
    /// source's result, its matching items of those searched (an outline's ancestors, shown
    /// around its matches, are no results).
    private func counts(of matches: [Int32]?) -> (shown: Int, total: Int) {
        if let itemSource, let matches { return (matches.count, itemSource.searchItemCount) }
        return (core.layout.shownRowCount, core.layout.totalRows)
    }
}
