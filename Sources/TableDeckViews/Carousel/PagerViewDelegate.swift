import TableDeckBridge

/// What a ``PagerView`` asks and tells, as `UIScrollViewDelegate` does for a paging
/// `UIScrollView`. Held `weak`: the delegate usually owns the pager.
@MainActor
public protocol PagerViewDelegate: AnyObject {
    /// How many pages the pager shows. A negative count is treated as zero, with a warning.
    func numberOfPages(in pagerView: PagerView) -> Int

    /// A new view for the page at `index`; the pager owns it from then on. A view that already
    /// has a parent is refused with a warning and the page stays blank.
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
