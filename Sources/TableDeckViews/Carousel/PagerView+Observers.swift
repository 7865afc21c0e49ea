import TableDeckBridge

/// Who hears of the pager's pages: the observers (page indicators) live, assistive technologies
/// by the pager's accessible name, and the delegate once the pages are at rest.
extension PagerView {
    /// Calls `handler` after each change of the current page or of the page count, and of
    /// the autoplay state, for as long as `owner` lives. Page indicators use it.
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

    /// Live: tells the observers (the indicator) when the page nearest the position changes,
    /// also mid-animation, and assistive technologies when the page heading for does; then, if
    /// the pages are at rest, the delegate.
    func followPosition() {
        guard numberOfPages > 0 else { return }
        let page = currentPage
        if page != observedPage {
            observedPage = page
            notifyObservers()
        }
        if targetPage != presentedPage { updateAccessibleLabel() }
        if isSettled { reportSettledPageIfChanged() }
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

    func updateAccessibleLabel() {
        let page = targetPage
        presentedPage = page
        let name = numberOfPages > 0 ? L10n.substitute(pageNameTemplate, page + 1, numberOfPages) : emptyText
        setAccessibleLabel(name)
        // The page holding the pages, else read as "GtkStackPage" on the way to a page's list.
        setPageAccessibleLabel(name, forChildNamed: "content")
    }
}

/// A page observer, held weakly through its owner.
struct PageObserver {
    weak var owner: AnyObject?
    let handler: @MainActor () -> Void
}
