/// Whether a drag is a swipe: the drag's direction, decided once it has moved past GTK's drag
/// threshold.
///
/// A drag is horizontal (a swipe) when it moved at least the threshold sideways and at least
/// twice as far sideways as up or down (within about 27° of horizontal); any other drag past the
/// threshold is left alone, for scrolling and for reordering rows, which own vertical drags.
package enum SwipeAxis: Sendable, Equatable {
    /// Not far enough yet to tell.
    case undecided
    /// A swipe.
    case horizontal
    /// Not a swipe: vertical, or too diagonal to be sure.
    case other

    /// How much further sideways than up or down a swipe must go.
    package static let minimumSlope = 2.0

    /// The axis of a drag that moved (`dx`, `dy`), with GTK's drag `threshold` in pixels
    /// (`gtk-dnd-drag-threshold`, 8 by default; a threshold below 1 counts as 1).
    package static func classify(dx: Double, dy: Double, threshold: Double) -> SwipeAxis {
        let threshold = max(threshold, 1)
        let across = abs(dx)
        let along = abs(dy)
        guard across >= threshold || along >= threshold else { return .undecided }
        return across >= threshold && across >= along * minimumSlope ? .horizontal : .other
    }
}
