extension PagingMath {
    /// The pages a pager builds once it shows `visible` (its visible pages): those, and one
    /// page on each side of them, so the page a drag uncovers next is already there. When
    /// `wraps`, the last and first pages are neighbours. Sorted, each once; empty with no pages.
    ///
    /// A pager of 100 pages thus builds 2 or 3 at start, and one more each time it comes near
    /// a page it has not shown, as `UIPageViewController` asks for pages.
    public static func pagesToBuild(visible: [Int], pageCount: Int, wraps: Bool) -> [Int] {
        guard pageCount > 0 else { return [] }
        var pages = Set<Int>()
        for page in visible where (0..<pageCount).contains(page) {
            for neighbour in (page - 1)...(page + 1) {
                if wraps {
                    pages.insert(wrappedPage(neighbour, pageCount: pageCount))
                } else if (0..<pageCount).contains(neighbour) {
                    pages.insert(neighbour)
                }
            }
        }
        return pages.sorted()
    }
}
