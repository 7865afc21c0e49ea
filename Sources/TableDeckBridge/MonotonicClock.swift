import CGtk

/// GLib's monotonic clock: the time base of frame clocks and event handling.
package enum MonotonicClock {
    /// Microseconds since an arbitrary point, never going backwards (`g_get_monotonic_time`).
    package static var now: Int64 { Int64(g_get_monotonic_time()) }
}
