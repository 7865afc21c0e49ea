import TableDeckViews

/// The sample's view controller: a paging scroll view with a page control below it.
///
/// GTK has no view controllers; a plain class holding the views plays the part. UIKit's paging
/// `UIScrollView` is `PagerView`, its `UIPageControl` is `PageIndicatorView`.
@MainActor
final class HomeController {
    let view = Box(.vertical)
    let scMain = PagerView()
    let pgView: PageIndicatorView

    /// One page's numbers per page, made when the pages are set up.
    private var pages: [DataItem] = []

    /// Where UIKit's sample builds its views (`viewDidLoad`).
    init() {
        // The indicator follows the pager itself, live, and is laid out again with it on every
        // resize: nothing sets its current page, so it cannot go stale when the window changes
        // size (UIKit's sample sets `currentPage` only from `scrollViewDidScroll`).
        pgView = PageIndicatorView(pager: scMain)
        scMain.expandsHorizontally = true
        scMain.expandsVertically = true
        view.append(scMain)
        view.append(pgView)
        // Held weak by the pager, so the controller must outlive it (it does: `main` keeps it).
        scMain.delegate = self
        setupScrollView()
    }

    /// Puts the keyboard on the pager, so Left and Right page at once.
    func viewDidAppear() {
        scMain.grabFocus()
    }

    private func numberOfViews() -> Int {
        Int.random(in: 3..<7)
    }

    private func setupScrollView() {
        let viewsToRender = numberOfViews()
        addCustomViews(numberOfViews: viewsToRender)
        // No content size and no page count to set: the pager asks its delegate for the pages,
        // makes each exactly as wide and tall as itself whatever its size, and the page
        // indicator counts the pager's pages.
        scMain.reloadData()
    }

    /// UIKit's sample makes each page here with a frame `width × index` along; the pager places
    /// the pages itself (and again on every resize), so this keeps only each page's data.
    private func addCustomViews(numberOfViews: Int) {
        pages = (0..<numberOfViews).map { _ in generateRandomNumbers() }
    }
}

extension HomeController {
    func generateRandomNumbers() -> DataItem {
        var data = DataItem()
        for _ in 1...10 {
            let randomNumber = Int.random(in: 1..<100)
            data.items.append(randomNumber)
        }
        return data
    }
}

extension HomeController: PagerViewDelegate {
    func numberOfPages(in pagerView: PagerView) -> Int {
        pages.count
    }

    func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget {
        CustomView.make(index: index, data: pages[index])
    }

    /// Where UIKit's sample has `scrollViewDidScroll(_:)`. The pager works out the current page
    /// as `round(offset / width)` itself, and tells its delegate once the pages come to rest on
    /// a new one, not on every scrolled pixel.
    func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {
        // Not `print`: stdout is a pipe in scripts, and a line must arrive when the page changes.
        Diagnostics.printEvent("Page \(page + 1) of \(pagerView.numberOfPages)")
    }
}
