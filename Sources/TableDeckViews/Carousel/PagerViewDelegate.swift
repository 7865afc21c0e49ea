import TableDeckBridge

/// What a ``PagerView`` asks and tells, after `UIScrollViewDelegate` in the seed's paging scroll
/// view. Held `weak`: the delegate usually owns the pager.
@MainActor
public protocol PagerViewDelegate: AnyObject {
    /// How many pages the pager shows. A negative count is treated as zero, with a warning.
    func numberOfPages(in pagerView: PagerView) -> Int

    /// A new view for the page at `index`; the pager owns it from then on. A view that already
    /// has a parent is refused with a warning and the page stays blank.
    func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget

    /// The current page (the one nearest the visible position) changed; also called for the
    /// first page after a reload. Called live while the pages move.
    func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int)
}
