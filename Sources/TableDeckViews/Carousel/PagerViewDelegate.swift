import TableDeckBridge

/// What a ``PagerView`` asks and tells, as `UIScrollViewDelegate` does for a paging
/// `UIScrollView`. Held `weak`: the delegate usually owns the pager.
@MainActor
public protocol PagerViewDelegate: AnyObject {
    /// How many pages the pager shows. A negative count is treated as zero, with a warning.
    func numberOfPages(in pagerView: PagerView) -> Int

    /// A new view for the page at `index`; the pager owns it from then on. A view that already
    /// has a parent is refused with a warning and the page stays blank.
    ///
    /// Asked once per page and reload, when the page first comes near the viewport: the pages
    /// shown and one on each side of them (the last beside the first when the pages go round or
    /// autoplay), as `UIPageViewController` asks for pages. A pager of 100 pages asks for two
    /// before its first frame; a jump to page 50 asks for 49, 50 and 51.
    func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget

    /// The pages came to rest on `page`, a page other than the last one reported; also called
    /// for the first page after a reload.
    ///
    /// Called once per settled page: after a drag or a touchpad scroll has snapped, after the
    /// animation of a key, a wheel notch or a dot has ended, after ``PagerView/scroll(toPage:animated:)``
    /// without animation, and after the ``PagerView/adjustment`` was set from outside. Not called
    /// for the pages passed on the way (a jump from page 2 to page 5 reports page 5 only); for
    /// the live page, read ``PagerView/currentPage`` (the ``PageIndicatorView`` follows it live).
    func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int)
}
