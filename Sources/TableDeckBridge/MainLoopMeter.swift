import CGtk

/// Measures the main loop's iterations: how long it works from the moment it stops waiting
/// (GLib's `poll` returns) to the moment it waits again, through a poll function of its own put
/// in place of GLib's on the default main context while the meter runs.
///
/// Used by the benchmark mode: a frame that falls due while an iteration works (a reply from a
/// worker thread, a slice of idle work) waits for it, so the longest such iteration between
/// two frames is what the second one may have waited for. It adds two clock reads to each
/// iteration and nothing else.
@MainActor
package final class MainLoopMeter {
    /// The running meter: GLib's poll function takes no user data. At most one at a time.
    fileprivate static weak var running: MainLoopMeter?

    private let context: OpaquePointer?
    private let originalPoll: GPollFunc?
    /// When the iteration working now began (`poll` last returned).
    private var iterationStart: Int64
    /// The longest iteration that ended since ``takeLongestIteration()`` was last called.
    private var longest: Int64 = 0
    /// Whether the iteration working now is left out of ``takeLongestIteration()``.
    private var skipsCurrent = false

    /// Starts measuring the default main context's iterations; `nil` while another meter runs.
    package init?() {
        guard Self.running == nil else { return nil }
        context = g_main_context_default()
        originalPoll = g_main_context_get_poll_func(context)
        iterationStart = MonotonicClock.now
        g_main_context_set_poll_func(context, meteredPoll)
        Self.running = self
    }

    /// Leaves the iteration working now out of the longest (a frame's, measured on its own).
    package func skipCurrentIteration() {
        skipsCurrent = true
    }

    /// The longest iteration, in microseconds, that ended since the last call (or the start).
    package func takeLongestIteration() -> Int64 {
        defer { longest = 0 }
        return longest
    }

    /// Puts GLib's poll function back.
    package func stop() {
        guard Self.running === self else { return }
        g_main_context_set_poll_func(context, originalPoll)
        Self.running = nil
    }

    fileprivate func iterationEnded(at time: Int64) {
        if !skipsCurrent { longest = max(longest, time - iterationStart) }
        skipsCurrent = false
    }

    fileprivate func iterationBegan(at time: Int64) {
        iterationStart = time
    }

    isolated deinit {
        stop()
    }
}

/// `GPollFunc`: GLib's own, with the time taken on either side. The default main context is
/// iterated on the main thread only.
private let meteredPoll: GPollFunc = { fds, count, timeout in
    MainActor.assumeIsolated { MainLoopMeter.running?.iterationEnded(at: MonotonicClock.now) }
    let ready = g_poll(fds, count, timeout)
    MainActor.assumeIsolated { MainLoopMeter.running?.iterationBegan(at: MonotonicClock.now) }
    return ready
}
