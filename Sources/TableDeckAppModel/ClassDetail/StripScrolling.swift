/// Where a sideways strip of equal cards (the Class page's editor's picks) scrolls for a key or a
/// mouse drag: the arrow keys move by one card, snapping to the card edges; Home and End go to
/// the ends; a drag follows the pointer. Every result stays within the scrollable range.
public enum StripScrolling {
    /// A key the strip understands.
    public enum Key: Equatable, Sendable {
        /// Left: the previous card.
        case previous
        /// Right: the next card.
        case next
        /// Home: the first card.
        case first
        /// End: the last cards.
        case last
    }

    /// A scrollable range: the adjustment's lower and upper bounds and the visible width.
    public struct Range: Equatable, Sendable {
        /// The lowest value.
        public let lower: Double
        /// The upper bound of the content (the last value is `upper - pageSize`).
        public let upper: Double
        /// The visible width.
        public let pageSize: Double

        /// A range; a page wider than the content leaves nothing to scroll.
        public init(lower: Double, upper: Double, pageSize: Double) {
            self.lower = lower
            self.upper = upper
            self.pageSize = pageSize
        }

        /// The highest value the strip can scroll to.
        public var highest: Double { max(lower, upper - pageSize) }

        /// `value` brought into `lower…highest`.
        public func clamped(_ value: Double) -> Double { min(highest, max(lower, value)) }
    }

    /// The value the strip scrolls to for `key`, from `value`, with cards `step` apart (a card's
    /// width and the spacing after it). A `step` of 0 or less moves by a whole page.
    public static func target(for key: Key, from value: Double, step: Double, in range: Range) -> Double {
        let stride = step > 0 ? step : max(1, range.pageSize)
        // A little slack, so a value a fraction of a pixel off a card edge counts as on it.
        let position = (value - range.lower) / stride
        switch key {
        case .first: return range.lower
        case .last: return range.highest
        case .next: return range.clamped(range.lower + ((position + 0.01).rounded(.down) + 1) * stride)
        case .previous: return range.clamped(range.lower + ((position - 0.01).rounded(.up) - 1) * stride)
        }
    }

    /// The value while dragging: the content follows the pointer, `translation` pixels from where
    /// the drag began at `start` (dragging right shows earlier cards).
    public static func dragged(start: Double, translation: Double, in range: Range) -> Double {
        range.clamped(start - translation)
    }
}
