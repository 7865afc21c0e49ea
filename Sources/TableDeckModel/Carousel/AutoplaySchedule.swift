/// When a slideshow moves on to its next page, and what holds it back: the rules of a pager's
/// autoplay, as a value, so they are tested without a display.
///
/// The page advances once every ``interval``. It pauses while anything in ``pauseReasons``
/// holds (the pointer over the carousel, the keyboard in it, the window inactive or hidden, a
/// drag), and starts a whole new interval once the last reason goes, so a page someone was
/// reading never changes the moment they look away. A page change by the user starts a new
/// interval too. ``stop()`` stops it until ``play(at:)`` (WCAG 2.2.2: a way to stop anything that
/// moves by itself); a stop outlives every pause.
///
/// Times are in microseconds on one monotonic clock (the frame clock's).
package struct AutoplaySchedule: Equatable, Sendable {
    /// Why autoplay is held back for now.
    package enum PauseReason: Hashable, Sendable, CaseIterable {
        /// The pointer is over the carousel.
        case pointerOver
        /// The keyboard focus is in the carousel (and the window shows it).
        case keyboardFocus
        /// The window is not the active one.
        case windowInactive
        /// The carousel is not on screen (another screen is shown, the window is hidden).
        case hidden
        /// The pages are being dragged or scrolled by hand.
        case dragging
    }

    /// The intervals a user may choose, in seconds.
    package static let intervalRange = 1...3600

    /// How long each page is shown, in microseconds.
    package let interval: Int64
    /// What holds the slideshow back now; empty when nothing does.
    package private(set) var pauseReasons: Set<PauseReason> = []
    /// Whether the user stopped the slideshow (the Pause button).
    package private(set) var isStopped = false
    /// When the current interval began; `nil` while paused or stopped.
    package private(set) var intervalStart: Int64?

    /// A schedule showing each page `seconds` (clamped to ``intervalRange``), its first interval
    /// starting at `now`.
    package init(seconds: Int, now: Int64) {
        let clamped = min(max(seconds, Self.intervalRange.lowerBound), Self.intervalRange.upperBound)
        self.init(microseconds: Int64(clamped) * 1_000_000, now: now)
    }

    /// A schedule showing each page `microseconds` (at least one second: a page must stay long
    /// enough to be read, and longer than its animation), its first interval starting at `now`.
    package init(microseconds: Int64, now: Int64) {
        interval = max(microseconds, Self.minimumInterval)
        intervalStart = now
    }

    /// The shortest interval, in microseconds: one second.
    package static let minimumInterval: Int64 = 1_000_000

    /// Whether the slideshow is counting towards its next page: neither stopped nor paused.
    package var isRunning: Bool { !isStopped && pauseReasons.isEmpty }

    /// Holds the slideshow back for `reason` (a second pause for the same reason changes nothing).
    package mutating func pause(_ reason: PauseReason) {
        pauseReasons.insert(reason)
        intervalStart = nil
    }

    /// Lifts `reason`; when nothing else holds the slideshow back, a new interval starts at `now`.
    package mutating func resume(_ reason: PauseReason, now: Int64) {
        guard pauseReasons.remove(reason) != nil else { return }
        if isRunning { intervalStart = now }
    }

    /// Pauses for `reason` when `holds`, else resumes from it.
    package mutating func set(_ reason: PauseReason, holds: Bool, now: Int64) {
        if holds { pause(reason) } else { resume(reason, now: now) }
    }

    /// Stops the slideshow until ``play(at:)``, whatever else happens.
    package mutating func stop() {
        isStopped = true
        intervalStart = nil
    }

    /// Undoes ``stop()``: a new interval starts at `now` unless a pause still holds.
    package mutating func play(at now: Int64) {
        isStopped = false
        if isRunning { intervalStart = now }
    }

    /// Starts the interval again at `now` (after a page change, whoever made it), when running.
    package mutating func restart(at now: Int64) {
        if isRunning { intervalStart = now }
    }

    /// How much of the interval has passed at `now`, 0…1; 0 while paused or stopped.
    package func progress(at now: Int64) -> Double {
        guard let intervalStart, interval > 0 else { return 0 }
        return min(max(Double(now - intervalStart) / Double(interval), 0), 1)
    }

    /// Whether the next page is due at `now`. The pager then advances and calls ``restart(at:)``.
    package func isDue(at now: Int64) -> Bool {
        guard let intervalStart else { return false }
        return now - intervalStart >= interval
    }

    /// The page autoplay shows after `page`: the next one, and the first after the last.
    package static func nextPage(after page: Int, pageCount: Int) -> Int {
        PagingMath.wrappedPage(page + 1, pageCount: pageCount)
    }
}
