/// The arithmetic of a horizontal pager whose pages are each one viewport wide.
///
/// Positions are in pages (0 is the first page aligned, 1.5 is halfway between the second and
/// third), so they survive a change of page width; offsets are in pixels.
public enum PagingMath {
    /// The most pages a pager builds by default: enough for any carousel a person pages through,
    /// few enough that the page indicator stays usable.
    public static let maximumPages = 100

    /// The current page for a scroll `offset`: `round(offset / pageWidth)` clamped to the pages,
    /// as UIKit's paging scroll views compute it; 0 when there are no pages or no width yet.
    public static func currentPage(offset: Double, pageWidth: Double, pageCount: Int) -> Int {
        guard pageWidth > 0, !offset.isNaN else { return 0 }
        return currentPage(position: offset / pageWidth, pageCount: pageCount)
    }

    /// The current page for a `position` in pages: the nearest page, clamped.
    public static func currentPage(position: Double, pageCount: Int) -> Int {
        guard pageCount > 0, !position.isNaN else { return 0 }
        return clampPage(
            Int(position.rounded(.toNearestOrAwayFromZero).clamped(to: -1...Double(pageCount))), pageCount: pageCount)
    }

    /// `page` limited to the valid pages (0 when there are none).
    public static func clampPage(_ page: Int, pageCount: Int) -> Int {
        guard pageCount > 0 else { return 0 }
        return min(max(0, page), pageCount - 1)
    }

    /// How far past either end a drag may pull the content, in pages.
    public static let overscrollLimit = 0.25

    /// The position while dragging: `start - translation`, with resistance past the first and
    /// last pages (a third of the pointer's movement, at most ``overscrollLimit``).
    public static func draggedPosition(start: Double, translation: Double, pageCount: Int) -> Double {
        let wanted = start - translation
        let last = Double(max(0, pageCount - 1))
        if wanted < 0 { return max(-overscrollLimit, wanted / 3) }
        if wanted > last { return min(last + overscrollLimit, last + (wanted - last) / 3) }
        return wanted
    }

    /// The release speed, in pages per second, above which a drag counts as a flick.
    public static let flickVelocity = 0.6

    /// The page a drag settles on when released at `position` moving at `velocity` (pages per
    /// second, positive towards later pages).
    ///
    /// A slow release settles on the nearest page. A flick goes on to the next page in its
    /// direction from where it was released, so it never moves more than one page beyond what
    /// the drag itself covered, and it never goes against the flick.
    public static func snapTarget(position: Double, velocity: Double, pageCount: Int) -> Int {
        guard pageCount > 0, !position.isNaN else { return 0 }
        let nearest = currentPage(position: position, pageCount: pageCount)
        guard velocity.isFinite, abs(velocity) >= flickVelocity else { return nearest }
        let clamped = position.clamped(to: -1...Double(pageCount))
        let target = velocity > 0 ? Int(clamped.rounded(.down)) + 1 : Int(clamped.rounded(.up)) - 1
        return clampPage(target, pageCount: pageCount)
    }

    /// The pages that overlap the viewport at `position`: page `i` does when
    /// `i - 1 < position < i + 1`. Settled on page `p` that is `p` alone; between two pages
    /// both; past either end (overscroll) the end page. Empty with no pages or a NaN position.
    ///
    /// A pager maps only these pages, so the pages off screen take no keyboard focus and are
    /// hidden from assistive technologies.
    public static func visiblePages(position: Double, pageCount: Int) -> Range<Int> {
        guard pageCount > 0, !position.isNaN else { return 0..<0 }
        let clamped = position.clamped(to: -1...Double(pageCount))
        let first = max(0, Int(clamped.rounded(.down)))
        let last = min(pageCount - 1, Int(clamped.rounded(.up)))
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The page a discrete step (a key press, a wheel notch) leads to from `page`.
    public static func page(from page: Int, step: Int, pageCount: Int) -> Int {
        clampPage(page + step, pageCount: pageCount)
    }
}

extension Double {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
