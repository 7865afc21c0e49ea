import CGtk

/// Work done in slices whenever the main loop is idle (a GLib idle source at default idle
/// priority, below drawing: a frame due comes first), until the handler says it is done, the
/// work is cancelled, or its owner lets go of it.
@MainActor
package final class IdleWork {
    /// The GLib source id while the work goes on, 0 once it ended.
    private var sourceID: guint = 0

    /// Calls `slice` whenever the main loop is idle until it returns `false` (done); with
    /// `beforeDrawing`, ahead of a frame that is due (GLib's high idle priority).
    package init(beforeDrawing: Bool = false, _ slice: @escaping @MainActor () -> Bool) {
        let run: @MainActor () -> Bool = { [weak self] in
            let more = slice()
            if !more { self?.sourceID = 0 }
            return more
        }
        let data = Unmanaged.passRetained(SignalBox(run)).toOpaque()
        let priority = beforeDrawing ? G_PRIORITY_HIGH_IDLE : G_PRIORITY_DEFAULT_IDLE
        sourceID = g_idle_add_full(priority, idleTrampoline, data, releaseSignalBoxData)
    }

    /// Whether the work goes on.
    package var isRunning: Bool { sourceID != 0 }

    /// Stops the work; does nothing once it ended.
    package func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit {
        cancel()
    }
}

/// `GSourceFunc`: keeps the source while the handler returns `true`.
private let idleTrampoline: GSourceFunc = { data in
    guard let box = SignalBox<@MainActor () -> Bool>.from(data) else { return 0 }
    return MainActor.assumeIsolated { box.handler() } ? 1 : 0
}
