/// Estimates how fast a drag was moving when it was released, from its recent samples.
///
/// Only the last ``window`` of movement counts, so a drag that stopped before the release has no
/// speed left. Times are in milliseconds (event times), positions in any unit.
package struct DragVelocityTracker: Sendable {
    /// How far back samples count, in milliseconds.
    package static let window: UInt32 = 100

    private var samples: [(time: UInt32, position: Double)] = []

    /// Creates a tracker with no samples.
    package init() {}

    /// Forgets every sample (at the start of a new drag).
    package mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records `position` at event `time`. A time of 0 (an event without a time) is ignored.
    package mutating func add(position: Double, time: UInt32) {
        guard time != 0 else { return }
        if let last = samples.last, time < last.time { samples.removeAll(keepingCapacity: true) }
        samples.append((time, position))
        let newest = time
        samples.removeAll { newest - $0.time > Self.window }
    }

    /// The speed in units per second over the samples within ``window`` of `releaseTime`; 0 with
    /// fewer than two such samples or no time between them.
    package func velocity(at releaseTime: UInt32) -> Double {
        let recent = samples.filter { releaseTime >= $0.time && releaseTime - $0.time <= Self.window }
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return 0 }
        return (last.position - first.position) * 1000 / Double(last.time - first.time)
    }
}
