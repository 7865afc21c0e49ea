/// What happens when a swipe is let go: decided from where the finger took the row and how fast
/// it was moving (``SwipeTracker/release(velocity:)``).
package enum SwipeRelease: Sendable, Equatable {
    /// The buttons close: the row slides back.
    case close
    /// The buttons of `edge` stay open, all of them shown.
    case open(SwipeEdge)
    /// A full swipe: the first action of `edge` is performed (and the row closes).
    case performFirstAction(SwipeEdge)

    /// Where the row's content comes to rest for this release in `geometry`.
    package func restingOffset(in geometry: SwipeGeometry) -> Double {
        switch self {
        case .close, .performFirstAction: 0
        case .open(let edge): geometry.openOffset(for: edge)
        }
    }
}

extension SwipeRelease {
    /// What one notch of a horizontal wheel (`scrollDX` of +1 scrolls right, -1 left) does to a
    /// row whose content is at `offset`: a notch that moves the content towards an edge with
    /// buttons opens them, the opposite notch closes them. A notch never performs an action: a
    /// wheel's click is too easy to make by accident for that.
    package static func wheelStep(scrollDX: Double, from offset: Double, in geometry: SwipeGeometry) -> SwipeRelease {
        let open = geometry.edge(forOffset: offset)
        guard scrollDX != 0 else { return open.map { .open($0) } ?? .close }
        // Scrolling right moves the content left, as a touchpad does.
        let move = scrollDX > 0 ? -1.0 : 1.0
        if let open {
            return move * geometry.sign(of: open) > 0 ? .open(open) : .close
        }
        guard let edge = geometry.edge(forOffset: move), geometry.width(of: edge) > 0 else { return .close }
        return .open(edge)
    }
}
