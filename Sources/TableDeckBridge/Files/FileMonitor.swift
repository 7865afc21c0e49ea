import CGtk

/// Watches a folder for entries created, deleted, renamed or changed (a `GFileMonitor`, inotify
/// on Linux), until it is cancelled or released.
@MainActor
package final class FileMonitor {
    /// The monitor; `nil` once cancelled.
    private var monitor: UnsafeMutablePointer<GFileMonitor>?

    /// Watches the folder at `path` (bytes, as the file system names it); `nil` when it cannot
    /// be watched (gone, unreadable, or out of inotify watches). `changed` is called on the
    /// main thread for every change GLib reports (the folder itself deleted too).
    package convenience init?(folder path: [UInt8], changed: @escaping @MainActor () -> Void) {
        guard let started = StartedFileMonitor(folder: path) else { return nil }
        self.init(started, changed: changed)
    }

    /// Takes over `started` (a monitor started off the main thread) and calls `changed` on the
    /// main thread for every change GLib reports from now on.
    package init(_ started: StartedFileMonitor, changed: @escaping @MainActor () -> Void) {
        monitor = started.takeMonitor()
        guard let monitor else { return }
        connectBox(UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(changedTrampoline, to: GCallback.self), SignalBox(changed))
    }

    /// Stops watching; does nothing once stopped.
    package func cancel() {
        guard let monitor else { return }
        self.monitor = nil
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }

    isolated deinit {
        cancel()
    }
}

/// A folder's `GFileMonitor` started on any thread, for a ``FileMonitor`` to take over on the
/// main thread: starting one costs the kernel a walk over the folder's cached entries (about
/// 10 ms for a folder of 100,000 just read), which the main thread would spend in a frame's
/// time. Its changes are reported on the main thread's main loop; until a ``FileMonitor``
/// takes it they are dropped. Cancelled when released without being taken.
package final class StartedFileMonitor: @unchecked Sendable {
    // Unchecked: the pointer is written once here and taken once, on the main thread, by the
    // ``FileMonitor`` it is handed to; GLib's monitor may be cancelled from any thread.
    private var monitor: UnsafeMutablePointer<GFileMonitor>?

    /// Starts watching the folder at `path` (bytes, as the file system names it); `nil` when it
    /// cannot be watched (gone, unreadable, or out of inotify watches). Any thread: the changes
    /// go to the default main context, the main thread's.
    package init?(folder path: [UInt8]) {
        let file = FolderReader.withCString(path) { g_file_new_for_path($0) }
        guard let file else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
    }

    /// The monitor, handed over once.
    fileprivate func takeMonitor() -> UnsafeMutablePointer<GFileMonitor>? {
        defer { monitor = nil }
        return monitor
    }

    deinit {
        guard let monitor else { return }
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}

/// `GFileMonitor::changed`: `void (*)(GFileMonitor *, GFile *file, GFile *other, GFileMonitorEvent, gpointer)`.
private let changedTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = {
        _, _, _, _, data in
        guard let box = SignalBox<@MainActor () -> Void>.from(data) else { return }
        MainActor.assumeIsolated { box.handler() }
    }
