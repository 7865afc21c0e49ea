import CGtk

/// A one-shot GLib timeout on the main loop that is cancelled when its owner lets go of it.
///
/// The handler runs once, `milliseconds` after creation, unless ``cancel()`` was called or the
/// `Timeout` object was released first: a screen that holds its pending request as a `Timeout`
/// can be closed at any time without the handler ever running against a dead screen.
@MainActor
public final class Timeout {
    /// The GLib source id while the timeout is pending, 0 once it fired or was cancelled.
    private var sourceID: guint = 0

    /// Schedules `handler` to run once after `milliseconds` (negative counts as 0).
    public init(milliseconds: Int, _ handler: @escaping @MainActor () -> Void) {
        let fire: @MainActor () -> Void = { [weak self] in
            // GLib removes the source after this call (the trampoline returns G_SOURCE_REMOVE).
            self?.sourceID = 0
            handler()
        }
        let data = Unmanaged.passRetained(SignalBox(fire)).toOpaque()
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, milliseconds)), timeoutTrampoline, data, releaseSignalBoxData)
    }

    /// Whether the handler has yet to run.
    public var isPending: Bool { sourceID != 0 }

    /// Stops the handler from running; does nothing if it already ran.
    public func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}

/// `GSourceFunc`: `gboolean (*)(gpointer data)`; always removes the source after one call.
private let timeoutTrampoline: GSourceFunc = { data in
    guard let box = SignalBox<@MainActor () -> Void>.from(data) else { return 0 }
    MainActor.assumeIsolated { box.handler() }
    return 0
}
