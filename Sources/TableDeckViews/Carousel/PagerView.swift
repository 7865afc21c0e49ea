import TableDeckBridge
import TableDeckModel

/// A horizontal pager: pages side by side, each exactly as wide and tall as the pager, as in a
/// paging `UIScrollView`.
///
/// The pages scroll as one strip `width × pages` wide, whose offset is ``adjustment``'s value.
/// Inputs: dragging with mouse or touch (the strip follows the pointer, then snaps to a page with
/// an eased 250 ms animation), the horizontal wheel or touchpad and Shift + vertical wheel, and,
/// whenever the focus is on the pager or anywhere inside a page (a row of a page's list, say),
/// Left/Right, Page Up/Page Down and Home/End; Up/Down stay with the page's list, and a text
/// field inside a page keeps all its keys. A plain vertical wheel goes to the page under the
/// pointer, so each page's own table scrolls. A resize keeps the current page aligned, also in
/// the middle of an animation. With no pages the pager shows an empty state.
///
/// Pages are built as they come near: the delegate is asked for a page's view when the page or
/// a neighbour first shows (``PagerViewDelegate/pagerView(_:viewForPageAt:)``), so start-up
/// costs two pages however many there are.
///
/// Focus and visibility: only the pages that overlap the viewport are mapped and presented to
/// assistive technologies, so once the pages settle only the current page takes part in the
/// Tab order and in what a screen reader reads; the neighbours that slide in during a drag or an
/// animation are mapped again to be drawn. When the pages leave a page that holds the focus, the
/// focus moves to the pager.
///
/// Live and settled: ``currentPage`` and the page observers (the ``PageIndicatorView``) follow
/// the position live, also for pages passed during an animation. The delegate hears
/// ``PagerViewDelegate/pagerView(_:didChangeCurrentPage:)`` only when the pages settle on a new
/// page (see ``isSettled``).
@MainActor
public final class PagerView: EmptyStateView {
    /// The object that says what the pages are and hears about page changes. Held `weak`.
    public weak var delegate: (any PagerViewDelegate)?

    /// How many pages the pager shows.
    public private(set) var numberOfPages = 0

    /// The horizontal scroll position in pixels: value = position × page width, upper = page
    /// width × pages, page size = page width. Setting its value scrolls the pager.
    public let adjustment = Adjustment.make()

    let strip = PagedBox()
    /// The page width in pixels (0 until the pager is allocated).
    private(set) var pageWidth: Double = 0
    /// The running page animation, if any, and its tick callback.
    private var animation: PageAnimation?
    private var tickID: UInt32?
    /// Set while the pager itself writes the adjustment, so it does not read its own write back.
    private var isWritingAdjustment = false
    /// The last settled page reported to the delegate.
    var reportedPage: Int?
    /// The last page the observers heard of (live).
    var observedPage: Int?
    /// The page the pager's accessible name last gave: the page it is heading for, so a screen
    /// reader hears "Page 3 of 5" once for a jump from page 1, not every page passed.
    var presentedPage: Int?
    /// The translated accessible name, `%d` standing for the page and the count.
    let pageNameTemplate = LibraryLocalization.text("Page %d of %d")
    /// Whether the strip lays the pages at offsets of the pager's (a round layout).
    private var hasCustomOffsets = false
    var observers: [PageObserver] = []
    var progressObservers: [PageObserver] = []
    /// Input handlers (drag, wheel, keys) live in `PagerView+Input.swift`.
    var input = PagerInputState()
    let dragGesture = DragGesture()
    let scrollController = ScrollController()
    let keyController = KeyController()
    /// One holder box per page, holding the delegate's view once it is built.
    private var pageHolders: [Box] = []
    /// The pages whose view the delegate has given since the last reload.
    private var builtPages: Set<Int> = []
    /// The pages mapped now (child-visible); the others are child-invisible.
    private var visiblePages: Set<Int> = []
    /// Whether the running animation crosses from the last page to the first (autoplay in a
    /// pager that does not wrap): the pages are laid out round for it.
    var animationWraps = false
    /// Autoplay: the schedule and what feeds its pauses (`PagerView+Autoplay.swift`).
    var autoplay = PagerAutoplayState()

    /// The most pages this pager holds; a delegate reporting more gets this many and a warning.
    public let maximumPages: Int

    /// The default for ``maximumPages``: the carousel's own limit.
    public static let defaultMaximumPages = PagingMath.maximumPages

    /// Creates an empty pager; set ``delegate`` and call ``reloadData()`` to fill it.
    ///
    /// - Parameters:
    ///   - emptyText: what the pager shows when there are no pages; by default "No pages" in the
    ///     user's language (``LibraryLocalization``).
    ///   - maximumPages: the most pages the pager builds (at least 0).
    public init(emptyText: String? = nil, maximumPages: Int = PagerView.defaultMaximumPages) {
        self.maximumPages = max(0, maximumPages)
        super.init(emptyStateText: emptyText ?? LibraryLocalization.text("No pages"))
        addCSSClass("tabledeck-pager")
        isFocusable = true
        strip.expandsHorizontally = true
        strip.expandsVertically = true
        setContent(strip)
        strip.onResized { [weak self] width, _ in
            self?.stripResized(width: width)
        }
        adjustment.onValueChanged { [weak self] in
            self?.adjustmentValueChanged()
        }
        installInput()
        installAutoplayWatches()
        updateAccessibleLabel()
    }

    /// Whether the pages go round: on from the last page to the first and back, by key, drag,
    /// wheel or dot, each change animated the short way (from the last page one page on to the
    /// first). Off by default, as a paging `UIScrollView`.
    public var wrapsAround = false {
        didSet {
            guard wrapsAround != oldValue else { return }
            stopAnimation()
            if numberOfPages > 0 {
                setPosition(Double(PagingMath.currentPage(position: position, pageCount: numberOfPages, wraps: true)))
            }
            notifyObservers()
        }
    }

    /// Whether the pages are laid out round now: always when ``wrapsAround``, and during an
    /// autoplay step from the last page to the first.
    var layoutWraps: Bool { wrapsAround || animationWraps }

    /// Removes every page and asks the delegate for them again, then shows the first page.
    public func reloadData() {
        let count = ItemCount(
            reported: delegate.map { $0.numberOfPages(in: self) } ?? 0, maximum: maximumPages, source: "the pager's delegate")
        if let problem = count.problem {
            Diagnostics.warn(problem)
        }
        // A reload keeps the page the user is on (clamped to the new count), as a scroll view
        // keeps its offset when its content changes.
        let keptPage = numberOfPages > 0 ? targetPage : 0
        stopAnimation()
        input = PagerInputState()
        strip.removeAll()
        pageHolders = []
        builtPages = []
        visiblePages = []
        // Empty holders: a page's view is asked for when the page comes near the viewport
        // (``buildPages(near:)``), so a hundred pages cost two before the first frame.
        for _ in 0..<(delegate == nil ? 0 : count.value) {
            let holder = Box(.vertical)
            holder.addCSSClass("tabledeck-pager-page")
            // Hidden until the position shows it (see updatePageVisibility()).
            setPage(holder, shown: false)
            strip.append(holder)
            pageHolders.append(holder)
        }
        numberOfPages = pageHolders.count
        showContent(numberOfPages > 0)
        reportedPage = nil
        observedPage = nil
        presentedPage = nil
        setPosition(Double(PagingMath.clampPage(keptPage, pageCount: numberOfPages)))
        configureAdjustment()
        notifyObservers()
        updateAccessibleLabel()
        updateAutoplayTimer()
    }

    /// The visible position in pages: 0 shows the first page, 1.5 half of the second and half of
    /// the third.
    public var position: Double { strip.position }

    /// The current page: the one nearest ``position`` (`round(offset / width)`), 0 with no pages.
    public var currentPage: Int {
        PagingMath.currentPage(position: position, pageCount: numberOfPages, wraps: layoutWraps)
    }

    /// Whether a page animation is running.
    public var isAnimating: Bool { animation != nil }

    /// Whether the pages are at rest: no animation runs and no drag, press or touchpad scroll
    /// is under way. The delegate hears of a page change only in this state.
    public var isSettled: Bool {
        animation == nil && input.dragStartPosition == nil && !input.touchpadScrolling && !isBeingScrubbed
    }

    /// Set by the ``PageIndicatorView`` while a drag along it scrubs through the pages: the
    /// pages follow it but settle (and the delegate hears of it) on the release only.
    package var isBeingScrubbed = false {
        didSet {
            guard isBeingScrubbed != oldValue else { return }
            refreshAutoplayPauses()
            if !isBeingScrubbed { reportSettledPageIfChanged() }
        }
    }

    /// The page an animation is heading for, or the current page when none runs.
    public var targetPage: Int {
        animation.map { PagingMath.currentPage(position: $0.to, pageCount: numberOfPages, wraps: layoutWraps) } ?? currentPage
    }

    /// Scrolls to `page`: with the eased 250 ms animation when `animated`, the pager is on
    /// screen and the desktop wants animations (`gtk-enable-animations`), else at once. Without
    /// ``wrapsAround`` the page is clamped to the pages; with it, wrapped (-1 is the last page),
    /// and the animation goes the short way round.
    public func scroll(toPage page: Int, animated: Bool) {
        guard numberOfPages > 0 else { return }
        let target = PagingMath.targetPosition(forPage: page, from: position, pageCount: numberOfPages, wraps: wrapsAround)
        scroll(toPosition: target, animated: animated)
    }

    /// Scrolls to `target` (a position in pages, beyond the ends only for a round layout).
    func scroll(toPosition target: Double, animated: Bool) {
        let page = PagingMath.currentPage(position: target, pageCount: numberOfPages, wraps: true)
        let animates = animated && isShownOnScreen && Widget.animationsEnabled
        if !animates { stopAnimation() }
        // Named for the page it goes to before the focus may come to it from the page it leaves.
        headFor(page)
        moveFocusOutOfPages(except: page)
        guard animates else {
            setPosition(PagingMath.normalizedPosition(target, pageCount: numberOfPages))
            return
        }
        animate(to: target)
    }

    /// The widget of page `index` (its holder), `nil` when there is no such page.
    package func pageWidget(at index: Int) -> Widget? {
        pageHolders.indices.contains(index) ? pageHolders[index] : nil
    }

    // MARK: - Position

    /// Moves the strip to `newPosition` (pages) and mirrors it in the adjustment.
    func setPosition(_ newPosition: Double) {
        strip.position = newPosition
        layOutPages()
        updatePageVisibility()
        if pageWidth > 0 {
            isWritingAdjustment = true
            adjustment.value = newPosition * pageWidth
            isWritingAdjustment = false
        }
        followPosition()
    }

    /// Maps only the pages that overlap the viewport (``PagingMath/visiblePages(position:pageCount:)``):
    /// the others stay laid out but take no focus and are hidden from assistive
    /// technologies. During a drag or an animation the page sliding in is mapped to be drawn.
    private func updatePageVisibility() {
        let shown = PagingMath.visiblePages(position: position, pageCount: numberOfPages, wraps: layoutWraps)
        let visible = Set(shown)
        guard visible != visiblePages else { return }
        buildPages(near: shown)
        for index in visiblePages where !visible.contains(index) && pageHolders.indices.contains(index) {
            setPage(pageHolders[index], shown: false)
        }
        for index in visible where !visiblePages.contains(index) && pageHolders.indices.contains(index) {
            setPage(pageHolders[index], shown: true)
        }
        visiblePages = visible
    }

    /// Asks the delegate for the views of the pages `visible` shows and of their neighbours
    /// (``PagingMath/pagesToBuild(visible:pageCount:wraps:)``) that it has not given yet: the
    /// page a drag uncovers is built before it shows. Each page is asked for once per reload.
    private func buildPages(near visible: [Int]) {
        // Round when the pager wraps, or may (autoplay steps from the last page to the first).
        let round = wrapsAround || autoplayInterval != nil
        for index in PagingMath.pagesToBuild(visible: visible, pageCount: numberOfPages, wraps: round)
        where !builtPages.contains(index) {
            guard let delegate else { return }
            builtPages.insert(index)
            let page = delegate.pagerView(self, viewForPageAt: index)
            // The delegate may have reloaded the pager from its handler: these holders are gone.
            guard pageHolders.indices.contains(index), builtPages.contains(index) else { return }
            if page.hasParent {
                Diagnostics.warn(
                    "the pager's delegate returned a view for page \(index) that already has a parent; the page is left blank"
                )
            } else {
                page.expandsHorizontally = true
                page.expandsVertically = true
                pageHolders[index].append(page)
            }
        }
    }

    /// A round layout places each page at its nearest copy (``PagingMath/pageOffset(index:position:pageCount:wraps:)``);
    /// otherwise page `i` is at `i - position`.
    private func layOutPages() {
        guard layoutWraps else {
            if hasCustomOffsets {
                strip.setOffsets([])
                hasCustomOffsets = false
            }
            return
        }
        strip.setOffsets(
            (0..<numberOfPages).map {
                PagingMath.pageOffset(index: $0, position: position, pageCount: numberOfPages, wraps: true)
            })
        hasCustomOffsets = true
    }

    private func setPage(_ holder: Box, shown: Bool) {
        holder.isChildVisible = shown
        holder.setHiddenFromAssistiveTechnologies(!shown)
    }

    /// Moves the focus to the pager when it is inside a page other than `page`: that page is
    /// about to leave the viewport (and be unmapped, where GTK would drop the focus).
    func moveFocusOutOfPages(except page: Int) {
        guard strip.containsFocus else { return }
        let focusIsOnPage = pageHolders.indices.contains(page) && pageHolders[page].containsFocus
        if !focusIsOnPage { grabFocus() }
    }

    /// Animates from the present position to `target` (pages).
    func animate(to target: Double) {
        animation = PageAnimation(from: position, to: target, startTime: MonotonicClock.now)
        guard tickID == nil else { return }
        tickID = addTickCallback { [weak self] frameTime in
            self?.tick(frameTime) ?? false
        }
    }

    /// Stops a running animation where it is. An autoplay step round from the last page to
    /// the first in a pager that does not wrap cannot stop half-way: it ends on its nearest page.
    func stopAnimation() {
        let wasAnimating = animation != nil
        animation = nil
        if let tickID {
            removeTickCallback(tickID)
            self.tickID = nil
        }
        if animationWraps {
            let page = PagingMath.currentPage(position: position, pageCount: numberOfPages, wraps: true)
            animationWraps = false
            setPosition(Double(page))
        }
        // Stopped short of the page it named: it heads for the page it is on now.
        if wasAnimating, numberOfPages > 0 { headFor(targetPage) }
    }

    private func tick(_ frameTime: Int64) -> Bool {
        guard let animation else {
            tickID = nil
            return false
        }
        setPosition(animation.position(at: frameTime))
        if animation.isFinished(at: frameTime) {
            self.animation = nil
            tickID = nil
            // Back into 0..<n once settled; a round layout looks the same, a plain one again fits.
            let wasWrapping = animationWraps
            animationWraps = false
            if layoutWraps || wasWrapping {
                setPosition(PagingMath.normalizedPosition(position, pageCount: numberOfPages))
            }
            reportSettledPageIfChanged()
            return false
        }
        return true
    }

    /// The strip got a new size: the pages are already aligned (the position is in pages); make
    /// the adjustment's pixels agree.
    private func stripResized(width: Int) {
        pageWidth = Double(max(0, width))
        configureAdjustment()
    }

    private func configureAdjustment() {
        isWritingAdjustment = true
        adjustment.configure(
            value: position * pageWidth, lower: 0, upper: pageWidth * Double(numberOfPages),
            stepIncrement: pageWidth, pageIncrement: pageWidth, pageSize: pageWidth)
        isWritingAdjustment = false
    }

    /// Someone else set the adjustment (a test, an accessibility tool): follow it.
    private func adjustmentValueChanged() {
        guard !isWritingAdjustment, pageWidth > 0 else { return }
        stopAnimation()
        strip.position = adjustment.value / pageWidth
        layOutPages()
        moveFocusOutOfPages(except: currentPage)
        updatePageVisibility()
        followPosition()
    }

}
