/// Which edge of a row a set of swipe actions sits on, in reading order: as in UIKit, the
/// leading edge is the left one in a left-to-right language and the right one in a right-to-left
/// language.
package enum SwipeEdge: Sendable, Equatable {
    /// The edge where reading starts (left in English, right in Hebrew or Arabic).
    case leading
    /// The edge where reading ends.
    case trailing
}

/// The sizes a swipe is measured against: the row's width, how wide the buttons on each edge
/// are, and the reading direction.
///
/// Offsets are on screen: a positive offset moves the row's content to the right. Which edge
/// that uncovers depends on the direction: the left edge, leading in a left-to-right language
/// and trailing in a right-to-left one.
package struct SwipeGeometry: Sendable, Equatable {
    /// The row's width in pixels.
    package var rowWidth: Double
    /// How wide the leading edge's buttons are together; 0 when it has no actions.
    package var leadingWidth: Double
    /// How wide the trailing edge's buttons are together; 0 when it has no actions.
    package var trailingWidth: Double
    /// Whether the row is laid out right to left.
    package var isRightToLeft: Bool

    /// A geometry; negative widths count as 0.
    package init(rowWidth: Double, leadingWidth: Double, trailingWidth: Double, isRightToLeft: Bool = false) {
        self.rowWidth = max(0, rowWidth)
        self.leadingWidth = max(0, leadingWidth)
        self.trailingWidth = max(0, trailingWidth)
        self.isRightToLeft = isRightToLeft
    }

    /// The edge an offset uncovers (`nil` for 0): moving the content right uncovers the left edge.
    package func edge(forOffset offset: Double) -> SwipeEdge? {
        if offset == 0 { return nil }
        let uncoversLeft = offset > 0
        return uncoversLeft != isRightToLeft ? .leading : .trailing
    }

    /// The sign of the offsets that uncover `edge`: +1 (content moves right) or -1.
    package func sign(of edge: SwipeEdge) -> Double {
        (edge == .leading) != isRightToLeft ? 1 : -1
    }

    /// How wide `edge`'s buttons are.
    package func width(of edge: SwipeEdge) -> Double {
        edge == .leading ? leadingWidth : trailingWidth
    }

    /// The offset at which `edge`'s buttons are all shown, and no more.
    package func openOffset(for edge: SwipeEdge) -> Double {
        sign(of: edge) * width(of: edge)
    }

    /// How far the content has to move for a release to perform the first action: half the row.
    package var fullSwipeDistance: Double { rowWidth / 2 }

    /// How far the content has to move for a release to leave the buttons open: half of them.
    package func snapDistance(for edge: SwipeEdge) -> Double { width(of: edge) / 2 }

    /// Where the content is drawn for a finger that moved it `raw` pixels: as far as the finger
    /// up to the buttons' width, then ever slower (rubber-banding) towards the row's width; not at
    /// all towards an edge with no buttons.
    package func displayedOffset(forRaw raw: Double) -> Double {
        guard let edge = edge(forOffset: raw) else { return 0 }
        let buttons = width(of: edge)
        guard buttons > 0 else { return 0 }
        let distance = abs(raw)
        guard distance > buttons else { return raw }
        // The rest of the row, approached but never reached: d · (1 − 1 / (x / d + 1)), which
        // starts at the finger's speed and slows down smoothly (a scroll view's overscroll).
        let room = max(rowWidth - buttons, 1)
        let excess = distance - buttons
        let band = room * (1 - 1 / (excess / room + 1))
        return sign(of: edge) * (buttons + band)
    }
}
