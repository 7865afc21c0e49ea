import TableDeckBridge

/// Who hears of the pager's pages: the observers (page indicators) live, assistive technologies
/// by the pager's accessible name, and the delegate once the pages are at rest.
extension PagerView {
    /// Calls `handler` after each change of the current page, of the page the pages head for
    /// (``presentedPage``) or of the page count, and of the autoplay state, for as long as
    /// `owner` lives. Page indicators use it.
    package func addPageObserver(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        observers.removeAll { $0.owner == nil }
        observers.append(PageObserver(owner: owner, handler: handler))
    }

    /// Calls `handler` on every frame while autoplay counts (``autoplayProgress`` moved), for
    /// as long as `owner` lives. Page indicators draw the progress with it.
    package func addProgressObserver(_ owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        progressObservers.removeAll { $0.owner == nil }
        progressObservers.append(PageObserver(owner: owner, handler: handler))
    }

    func notifyProgressObservers() {
        for observer in progressObservers where observer.owner != nil {
            observer.handler()
        }
    }

    /// Live: tells assistive technologies when the page heading for changes, and the observers
    /// (the indicator) when it or the page nearest the position does, also mid-animation; then,
    /// if the pages are at rest, the delegate.
    func followPosition() {
        guard numberOfPages > 0 else { return }
        // The name first: the observers read the page it gives.
        let headingChanged = targetPage != presentedPage
        if headingChanged { updateAccessibleLabel() }
        let page = currentPage
        if page != observedPage || headingChanged {
            observedPage = page
            notifyObservers()
        }
        if isSettled { reportSettledPageIfChanged() }
    }

    /// The pages head for `page` from now (a key, a dot, a snap, autoplay): the pager's name and
    /// the observers (the indicator's name and value) give it at once, before the pager may take
    /// the focus and before the first frame moves, so a screen reader hears of the page it
    /// goes to however soon it asks, and of no page passed.
    func headFor(_ page: Int) {
        guard page != presentedPage else { return }
        updateAccessibleLabel(heading: page)
        notifyObservers()
    }

    /// Settled: tells the delegate of the page the pages came to rest on, once per new page.
    func reportSettledPageIfChanged() {
        guard numberOfPages > 0, isSettled else { return }
        let page = currentPage
        guard page != reportedPage else { return }
        let isFirstReport = reportedPage == nil
        reportedPage = page
        // Every new page, whoever turned it, gets a whole interval.
        if !isFirstReport { restartAutoplayInterval() }
        delegate?.pagerView(self, didChangeCurrentPage: page)
    }

    func notifyObservers() {
        for observer in observers where observer.owner != nil {
            observer.handler()
        }
    }

    /// Names the pager for `page`, by default the page it heads for now, and tells assistive
    /// technologies of a new page (``announcePageChange(_:)``).
    func updateAccessibleLabel(heading page: Int? = nil) {
        let page = page ?? targetPage
        // The first name (after a reload too) is no page change.
        let turned = presentedPage != nil && presentedPage != page
        presentedPage = page
        let name = numberOfPages > 0 ? L10n.substitute(pageNameTemplate, page + 1, numberOfPages) : emptyText
        setAccessibleLabel(name)
        // The page holding the pages, else read as "GtkStackPage" on the way to a page's list.
        setPageAccessibleLabel(name, forChildNamed: "content")
        if turned && numberOfPages > 0 { announcePageChange(name) }
    }

    /// Tells assistive technologies of a page turned to, where no name change tells them: the
    /// one place the pager chooses, per GTK release, what carries a page change.
    ///
    /// The pager's and the indicator's names always follow the page: they are what a screen
    /// reader reads on reaching them. A name change of the object with the focus is presented
    /// by Orca 43 (GTK 4.8, as a message: "Page 2 of 5") and by Orca 48 (GTK 4.18, as the
    /// object again: "Page 2 of 5 grouping"), so with the focus on the pager or in the
    /// indicator the name carries the page on every release, and an announcement as well would
    /// be said twice. With the focus on a row of a page (the pager takes it as that page slides
    /// away) or outside the carousel, the page is announced where GTK can (4.14 and newer):
    /// Orca 48 reads a group that takes the focus from inside it without its name (a bare
    /// "grouping") and drops a name change of an object without the focus, but presents an
    /// announcement whatever has the focus. GTK 4.8 cannot announce; Orca 43 reads the pager by
    /// its name as it takes the focus ("Page 3 of 5 panel."). A page that autoplay turns is
    /// not announced: a carousel rotating by itself stays silent, as WAI-ARIA's carousel
    /// pattern asks.
    private func announcePageChange(_ name: String) {
        guard !autoplay.isTurning, !isFocusWidget, !autoplay.focusInIndicator else { return }
        announce(name)
    }
}

/// A page observer, held weakly through its owner.
struct PageObserver {
    weak var owner: AnyObject?
    let handler: @MainActor () -> Void
}
