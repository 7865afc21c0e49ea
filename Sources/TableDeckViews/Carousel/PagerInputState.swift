import TableDeckModel

/// Where a drag or a touchpad scroll of a ``PagerView`` stands.
struct PagerInputState {
    /// The position when the drag began; `nil` when no drag is under way.
    var dragStartPosition: Double?
    /// Whether the drag moved far enough sideways to be the pager's (and claimed the pointer).
    var dragClaimed = false
    /// Recent positions, for the release velocity.
    var tracker = DragVelocityTracker()
    /// Whether a touchpad scroll moved the pages and awaits its snap.
    var touchpadScrolling = false
    /// The time of the last touchpad event, to compute its velocity.
    var lastScrollTime: UInt32 = 0
    /// The monotonic time (µs) of the last touchpad event, for the pause that ends a scroll.
    var lastScrollMonotonic: Int64 = 0

    /// How long (µs) a touchpad scroll may pause before the pager snaps without `scroll-end`.
    static let touchpadPause: Int64 = 200_000

    /// How far (pixels) a press must move sideways before the pager takes it as a drag.
    static let dragThreshold = 8.0
}
