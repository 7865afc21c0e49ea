/// Pagers that wrap around (the last page is followed by the first), and the mirrored layout of
/// right-to-left languages.
///
/// A wrapping pager keeps its position in pages as an unbounded number: position `n` (with `n`
/// pages) shows the first page again, `-0.5` half of the last page and half of the first. Each
/// page is laid out at its nearest copy, so an animation from the last page to the first moves
/// one page forward instead of rewinding through every page; once the pages settle, the
/// position is brought back into `0..<n` (``normalizedPosition(_:pageCount:)``).
extension PagingMath {
    /// `page` brought into `0..<pageCount` by wrapping (`-1` is the last page, `pageCount` the
    /// first); 0 with no pages.
    public static func wrappedPage(_ page: Int, pageCount: Int) -> Int {
        guard pageCount > 0 else { return 0 }
        let remainder = page % pageCount
        return remainder < 0 ? remainder + pageCount : remainder
    }

    /// `position` brought into `0..<pageCount` (a wrapping pager's settled position); 0 with no
    /// pages or a position that is not finite.
    public static func normalizedPosition(_ position: Double, pageCount: Int) -> Double {
        guard pageCount > 0, position.isFinite else { return 0 }
        let count = Double(pageCount)
        let remainder = position.truncatingRemainder(dividingBy: count)
        let wrapped = remainder < 0 ? remainder + count : remainder
        // -1e-17 + count rounds to count itself.
        return wrapped >= count ? 0 : wrapped
    }

    /// The current page of a pager that wraps: the nearest page, wrapped.
    public static func currentPage(position: Double, pageCount: Int, wraps: Bool) -> Int {
        guard wraps else { return currentPage(position: position, pageCount: pageCount) }
        guard pageCount > 0, position.isFinite else { return 0 }
        return wrappedPage(Int(normalizedPosition(position, pageCount: pageCount).rounded()), pageCount: pageCount)
    }

    /// Where page `index` is relative to the viewport, in pages along the reading direction:
    /// 0 fills it, 1 is the next page's place, -0.5 half out before it.
    ///
    /// Without wrapping that is `index - position`. With it, the copy of the page nearest the
    /// viewport: within half the page count on either side, so with 5 pages at position 4.5
    /// page 0 is at 0.5 (coming in after page 4), not at -4.5.
    public static func pageOffset(index: Int, position: Double, pageCount: Int, wraps: Bool) -> Double {
        let offset = Double(index) - position
        guard wraps, pageCount > 0, offset.isFinite else { return offset }
        let count = Double(pageCount)
        var wrapped = (offset + count / 2).truncatingRemainder(dividingBy: count)
        if wrapped < 0 { wrapped += count }
        return wrapped - count / 2
    }

    /// The pages that overlap the viewport at `position` (each at its ``pageOffset(index:position:pageCount:wraps:)``),
    /// in page order: those within one page of it. Without wrapping this is ``visiblePages(position:pageCount:)``.
    public static func visiblePages(position: Double, pageCount: Int, wraps: Bool) -> [Int] {
        guard wraps else { return Array(visiblePages(position: position, pageCount: pageCount)) }
        guard pageCount > 0, position.isFinite else { return [] }
        let first = Int(position.rounded(.down))
        let last = Int(position.rounded(.up))
        return Set((first...last).map { wrappedPage($0, pageCount: pageCount) }).sorted()
    }

    /// The position while dragging a pager that may wrap: as ``draggedPosition(start:translation:pageCount:)``,
    /// with no resistance and no end when it wraps.
    public static func draggedPosition(start: Double, translation: Double, pageCount: Int, wraps: Bool) -> Double {
        guard wraps, pageCount > 0 else { return draggedPosition(start: start, translation: translation, pageCount: pageCount) }
        return start - translation
    }

    /// The position a page change heads for: `page` itself, or, when `wraps`, the copy of `page`
    /// nearest `position`, so the animation goes the short way (from the last of 5 pages to the
    /// first: position 5, one page forward). `page` is wrapped first.
    public static func targetPosition(forPage page: Int, from position: Double, pageCount: Int, wraps: Bool) -> Double {
        guard wraps, pageCount > 0, position.isFinite else { return Double(clampPage(page, pageCount: pageCount)) }
        let base = Int(position.rounded())
        var delta = wrappedPage(page - base, pageCount: pageCount)
        // Ties (half the pages away) go forward.
        if Double(delta) > Double(pageCount) / 2 { delta -= pageCount }
        return Double(base + delta)
    }

    /// The position one page forward of `page` for autoplay: the next page, and from the last
    /// page the first one placed after it (position `pageCount`), so the slideshow moves on one
    /// page instead of rewinding through every page, whether or not the pager wraps.
    public static func autoplayTargetPosition(after page: Int, pageCount: Int) -> Double {
        guard pageCount > 0 else { return 0 }
        return Double(clampPage(page, pageCount: pageCount) + 1)
    }

    /// The page a discrete step (a key press, a wheel notch) leads to from `page`: clamped, or
    /// wrapped around when `wraps`.
    public static func page(from page: Int, step: Int, pageCount: Int, wraps: Bool) -> Int {
        wraps ? wrappedPage(page + step, pageCount: pageCount) : self.page(from: page, step: step, pageCount: pageCount)
    }

    /// The page a drag released at `position` with `velocity` settles on, as
    /// ``snapTarget(position:velocity:pageCount:)``; when `wraps`, past either end it goes on
    /// round (the result is then wrapped into the pages).
    public static func snapTarget(position: Double, velocity: Double, pageCount: Int, wraps: Bool) -> Int {
        guard wraps, pageCount > 0, position.isFinite else {
            return snapTarget(position: position, velocity: velocity, pageCount: pageCount)
        }
        let target: Int
        if velocity.isFinite, abs(velocity) >= flickVelocity {
            target = velocity > 0 ? Int(position.rounded(.down)) + 1 : Int(position.rounded(.up)) - 1
        } else {
            target = Int(position.rounded(.toNearestOrAwayFromZero))
        }
        return wrappedPage(target, pageCount: pageCount)
    }

    // MARK: - Reading direction

    /// A horizontal movement on screen (`dx` pixels, positive to the right) as a movement of the
    /// pages in pages along the reading direction: the content follows the pointer, so dragging
    /// to the left moves on to later pages in a left-to-right language, and back to earlier
    /// ones in a right-to-left language, where page 1 is on the right.
    public static func translation(dx: Double, pageWidth: Double, rightToLeft: Bool) -> Double {
        guard pageWidth > 0, dx.isFinite else { return 0 }
        return (rightToLeft ? -dx : dx) / pageWidth
    }

    /// The screen offset (pixels from the viewport's left edge) of a page at `offset` pages along
    /// the reading direction: mirrored in a right-to-left language.
    public static func screenX(offset: Double, pageWidth: Double, rightToLeft: Bool) -> Double {
        (rightToLeft ? -offset : offset) * pageWidth
    }

    /// The page under `x` on a row of `pageCount` equal parts `width` pixels wide (the page
    /// indicator's dots), counted from the reading direction's start: from the right in a
    /// right-to-left language. Outside the row, the nearest end page; 0 with no pages.
    public static func page(atX x: Double, width: Double, pageCount: Int, rightToLeft: Bool) -> Int {
        guard pageCount > 0, width > 0, x.isFinite else { return 0 }
        let fromStart = rightToLeft ? width - x : x
        let index = Int((fromStart / width * Double(pageCount)).rounded(.down))
        return clampPage(index, pageCount: pageCount)
    }
}
