import CGtk

/// Holds a Swift closure for the lifetime of one GLib signal connection.
///
/// The box is passed retained as the connection's user data; ``releaseSignalBox`` (the
/// connection's `GClosureNotify`) balances that retain when GLib destroys the closure, so GTK
/// alone decides how long the closure lives.
// Unchecked: the handler is immutable and only ever called on the main actor.
final class SignalBox<Handler>: @unchecked Sendable {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// Recovers the box from a connection's user data without touching its retain count.
    static func from(_ data: gpointer?) -> SignalBox<Handler>? {
        guard let data else { return nil }
        return Unmanaged<SignalBox<Handler>>.fromOpaque(data).takeUnretainedValue()
    }
}

/// A `GClosureNotify` that balances the retain taken when a box was connected.
///
/// Every box type is a class, so releasing through `AnyObject` is type-independent.
let releaseSignalBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A `GDestroyNotify` that balances the retain of a box passed as the user data of a callback
/// that is not a signal (tick callbacks, timeouts, layout callbacks, popup builders).
let releaseSignalBoxData: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects `callback` (a `@convention(c)` trampoline of the signal's exact shape) to `signal` on
/// `instance`, with `box` as retained user data. Returns the handler id, 0 if GLib refused.
@discardableResult
func connectBox<Handler>(
    _ instance: UnsafeMutableRawPointer,
    _ signal: String,
    _ callback: GCallback,
    _ box: SignalBox<Handler>,
    after: Bool = false
) -> SignalHandlerID {
    let data = Unmanaged.passRetained(box).toOpaque()
    return SignalHandlerID(
        g_signal_connect_data(
            instance, signal, callback, data, releaseSignalBox,
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)))
}
