import CGtk

/// The GLib main loop GTK runs on, as seen from other threads.
package enum MainLoop {
    /// Runs `work` on the main thread, when the main loop is next idle (after a frame that is
    /// due). Safe to call from any thread: how work done off the main thread hands its result
    /// back.
    package static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        let data = Unmanaged.passRetained(SignalBox(work)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, postedTrampoline, data, releaseSignalBoxData)
    }
}

/// `GSourceFunc`: runs the posted work once.
private let postedTrampoline: GSourceFunc = { data in
    guard let box = SignalBox<@Sendable @MainActor () -> Void>.from(data) else { return 0 }
    MainActor.assumeIsolated { box.handler() }
    return 0
}
