import CGtk

/// A connected signal handler, as every `on…` method returns it: keep it to disconnect the
/// handler before its object goes (``Object/disconnect(_:)``), for example when a recycled row
/// must not keep the handler of the row it showed before.
public struct SignalHandlerID: Hashable, Sendable {
    /// GLib's handler id; 0 when GLib refused the connection.
    package let rawValue: UInt

    /// Wraps GLib's handler id.
    package init(_ rawValue: gulong) {
        self.rawValue = UInt(rawValue)
    }

    /// Whether GLib connected the handler.
    public var isConnected: Bool { rawValue != 0 }
}

extension Object {
    /// Disconnects the handler `id` from this object. An id GLib refused, or a handler already
    /// disconnected, is ignored.
    public func disconnect(_ id: SignalHandlerID) {
        let handler = gulong(id.rawValue)
        guard handler != 0, g_signal_handler_is_connected(raw, handler) != 0 else { return }
        g_signal_handler_disconnect(raw, handler)
    }
}
