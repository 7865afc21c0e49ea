/// One swipe on one row, from the press to the release: GTK-free, so its decisions are tested
/// headless.
///
/// ```
/// idle ──begin──▶ deciding ──past threshold, sideways──▶ swiping ──release──▶ idle
///                    └──past threshold, otherwise──▶ ignored (until the next begin)
/// ```
///
/// The tracker starts from where the row's content is now (0, or open at the buttons' width), so
/// a drag on a row whose buttons are open moves them on from there.
package struct SwipeTracker: Sendable, Equatable {
    /// Where a swipe is in its life.
    package enum Phase: Sendable, Equatable {
        /// No finger on the row.
        case idle
        /// A drag began; not far enough yet to tell its direction.
        case deciding
        /// A sideways drag that moves the row's content.
        case swiping
        /// A drag that is not a swipe: nothing moves until the next ``begin(from:)``.
        case ignored
    }

    /// The sizes the swipe is measured against.
    package var geometry: SwipeGeometry
    /// GTK's drag threshold, in pixels.
    package var threshold: Double
    /// Where the swipe is.
    package private(set) var phase = Phase.idle
    /// Where the content was when the drag began.
    package private(set) var startOffset = 0.0
    /// Where the finger has taken the content, without rubber-banding.
    package private(set) var rawOffset = 0.0

    /// How fast (pixels per second) a release must be moving to open or close the buttons
    /// whatever the distance: a flick.
    package static let flickVelocity = 600.0

    /// A tracker for a row of `geometry`, with GTK's drag `threshold` (8 by default).
    package init(geometry: SwipeGeometry, threshold: Double = 8) {
        self.geometry = geometry
        self.threshold = threshold
    }

    /// Where the content is drawn now.
    package var displayedOffset: Double { geometry.displayedOffset(forRaw: rawOffset) }

    /// A drag begins with the content at `offset` (0 when closed).
    package mutating func begin(from offset: Double = 0) {
        phase = .deciding
        startOffset = offset
        rawOffset = offset
    }

    /// The drag moved (`dx`, `dy`) from where it began; returns the phase after it. Once the
    /// drag is a swipe it stays one (moving up or down then does not stop it), and once it is
    /// ignored it stays ignored.
    @discardableResult
    package mutating func update(dx: Double, dy: Double) -> Phase {
        if phase == .deciding {
            switch SwipeAxis.classify(dx: dx, dy: dy, threshold: threshold) {
            case .undecided: return phase
            case .other:
                phase = .ignored
                return phase
            case .horizontal:
                // Nothing swipes towards an edge with no buttons, and no buttons at all is no swipe.
                guard geometry.leadingWidth > 0 || geometry.trailingWidth > 0 else {
                    phase = .ignored
                    return phase
                }
                phase = .swiping
            }
        }
        if phase == .swiping {
            rawOffset = startOffset + dx
        }
        return phase
    }

    /// The finger let go moving at `velocity` pixels per second (positive to the right): what the
    /// row does. A drag that never became a swipe leaves the content where it was.
    package mutating func release(velocity: Double = 0) -> SwipeRelease {
        defer { phase = .idle }
        guard phase == .swiping else {
            return geometry.edge(forOffset: startOffset).map { .open($0) } ?? .close
        }
        return Self.decide(raw: rawOffset, velocity: velocity, in: geometry)
    }

    /// The drag was cancelled (another gesture took it, the row went away): the content goes back
    /// to where it began.
    package mutating func cancel() -> SwipeRelease {
        phase = .idle
        return geometry.edge(forOffset: startOffset).map { .open($0) } ?? .close
    }

    /// The release decision for content taken `raw` pixels, let go at `velocity`:
    /// past half the row performs the first action (a full swipe); a flick opens or closes by
    /// its direction; past half the buttons leaves them open; otherwise the row closes.
    package static func decide(raw: Double, velocity: Double, in geometry: SwipeGeometry) -> SwipeRelease {
        guard let edge = geometry.edge(forOffset: raw), geometry.width(of: edge) > 0 else { return .close }
        let distance = abs(raw)
        if distance >= geometry.fullSwipeDistance && geometry.fullSwipeDistance > 0 {
            return .performFirstAction(edge)
        }
        // Speed towards the open edge is positive.
        let opening = velocity * geometry.sign(of: edge)
        if opening >= flickVelocity { return .open(edge) }
        if opening <= -flickVelocity { return .close }
        return distance >= geometry.snapDistance(for: edge) ? .open(edge) : .close
    }
}
