/// Two-finger touchpad scrolling turned into a swipe: the scroll deltas add up like a drag's
/// offset, and the swipe ends when the fingers lift (`scroll-end`) or scrolling pauses.
///
/// A touchpad scrolling to the right (a positive `dx`, fingers moving left) moves the content
/// left, as dragging it left would. Only a scroll that is clearly sideways (``SwipeAxis``) is a
/// swipe: a vertical one is passed on untouched, for the list to scroll.
package struct SwipeScrollAccumulator: Sendable, Equatable {
    /// How long scrolling may pause, in milliseconds, before the swipe counts as let go
    /// (touchpads that send no `scroll-end`).
    package static let pauseMilliseconds: UInt32 = 150

    /// The drag so far: the content's movement (`dx`) and the vertical scroll (`dy`), in pixels.
    package private(set) var dx = 0.0
    package private(set) var dy = 0.0
    /// Whether scroll events are being added up now.
    package private(set) var isActive = false
    /// The time of the last delta, in milliseconds.
    package private(set) var lastTime: UInt32 = 0

    /// An accumulator with nothing added.
    package init() {}

    /// Adds one touchpad scroll of (`scrollDX`, `scrollDY`) pixels at `time`; returns whether it
    /// starts a new drag (the first delta after an end).
    @discardableResult
    package mutating func add(scrollDX: Double, scrollDY: Double, time: UInt32) -> Bool {
        let starts = !isActive
        if starts {
            dx = 0
            dy = 0
            isActive = true
        }
        dx -= scrollDX
        dy -= scrollDY
        lastTime = time
        return starts
    }

    /// Whether a drag under way has paused long enough at `time` to count as let go.
    package func hasPaused(at time: UInt32) -> Bool {
        isActive && time >= lastTime && time - lastTime >= Self.pauseMilliseconds
    }

    /// Ends the drag (fingers lifted, or a pause); returns whether one was under way.
    @discardableResult
    package mutating func end() -> Bool {
        defer { isActive = false }
        return isActive
    }
}
