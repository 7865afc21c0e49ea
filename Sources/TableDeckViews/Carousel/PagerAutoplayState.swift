import TableDeckBridge
import TableDeckModel

/// Where a ``PagerView``'s autoplay stands, and what it watches to pause.
@MainActor
struct PagerAutoplayState {
    /// The schedule; `nil` while autoplay is off.
    var schedule: AutoplaySchedule?
    /// The tick callback counting the interval (installed only while the schedule runs).
    var tickID: UInt32?
    /// The pointer is over the pager, over its indicator.
    var pointerOverPager = false
    var pointerOverIndicator = false
    /// The keyboard focus is in the pager, in its indicator.
    var focusInPager = false
    var focusInIndicator = false
    /// Whether autoplay is turning a page now (a page it turns is not announced).
    var isTurning = false
    /// A key was pressed in the pager or the indicator since the focus came in.
    var keyUsedInside = false
    /// Follows the pager's window (active, focus visible); made once the pager is in one.
    var windowWatch: WindowStateWatch?
    let motion = MotionController()
    let focus = FocusController()
}
