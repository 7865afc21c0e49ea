/// An eased move from one pager position to another, as a pure function of time.
///
/// Positions are in pages, so an animation keeps its pages aligned when the page width changes
/// half-way. Times are in microseconds, as the frame clock gives them.
package struct PageAnimation: Equatable, Sendable {
    /// How long a page animation lasts: 250 ms.
    package static let defaultDuration: Int64 = 250_000

    /// The position at the start.
    package let from: Double
    /// The position at the end.
    package let to: Double
    /// The frame time the animation starts at.
    package let startTime: Int64
    /// The length in microseconds; 0 jumps to the end at once.
    package let duration: Int64

    /// Creates an animation from `from` to `to` starting at `startTime`.
    package init(from: Double, to: Double, startTime: Int64, duration: Int64 = PageAnimation.defaultDuration) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = max(0, duration)
    }

    /// The fraction of the time elapsed at `time`, 0…1.
    package func progress(at time: Int64) -> Double {
        guard duration > 0 else { return 1 }
        return (Double(time - startTime) / Double(duration)).clamped(to: 0...1)
    }

    /// The position at `time`: eased, exactly `from` at the start and `to` at the end.
    package func position(at time: Int64) -> Double {
        let t = progress(at: time)
        if t >= 1 { return to }
        return from + (to - from) * Self.easeOutCubic(t)
    }

    /// Whether the animation has reached its end at `time`.
    package func isFinished(at time: Int64) -> Bool {
        time - startTime >= duration
    }

    /// Ease-out cubic: starts at the speed of the hand that let go and settles gently.
    /// `easeOutCubic(0) == 0`, `easeOutCubic(1) == 1`, increasing in between.
    package static func easeOutCubic(_ t: Double) -> Double {
        let clamped = t.clamped(to: 0...1)
        let rest = 1 - clamped
        return 1 - rest * rest * rest
    }
}
