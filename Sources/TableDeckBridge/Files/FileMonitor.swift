import CGtk
import Glibc

/// Watches a folder for entries created, deleted, renamed or changed (a `GFileMonitor`, inotify
/// on Linux), until it is cancelled or released.
@MainActor
package final class FileMonitor {
    /// The monitor; `nil` once cancelled.
    private var monitor: UnsafeMutablePointer<GFileMonitor>?

    /// Watches the folder at `path` (bytes, as the file system names it); `nil` when it cannot
    /// be watched (gone, unreadable, or out of inotify watches). `changed` is called on the
    /// main thread for every change GLib reports, with whether the folder itself went away.
    package convenience init?(folder path: [UInt8], changed: @escaping @MainActor (_ folderDeleted: Bool) -> Void) {
        guard let started = StartedFileMonitor(folder: path) else { return nil }
        self.init(started, changed: changed)
    }

    /// Takes over `started` (a monitor started off the main thread) and calls `changed` on the
    /// main thread for every change GLib reports from now on, with whether the folder itself
    /// went away.
    package init(_ started: StartedFileMonitor, changed: @escaping @MainActor (_ folderDeleted: Bool) -> Void) {
        let path = started.path
        monitor = started.takeMonitor()
        guard let monitor else { return }
        let handler: @MainActor (_ changedPath: [UInt8]?, _ deleted: Bool) -> Void = { changedPath, deleted in
            changed(deleted && changedPath == path)
        }
        connectBox(UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(changedTrampoline, to: GCallback.self), SignalBox(handler))
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
    fileprivate let path: [UInt8]
    private var monitor: UnsafeMutablePointer<GFileMonitor>?

    /// Starts watching the folder at `path` (bytes, as the file system names it); `nil` when it
    /// cannot be watched (gone, unreadable, or out of inotify watches). Any thread: the changes
    /// go to the default main context, the main thread's.
    package init?(folder path: [UInt8]) {
        let file = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pointer in pointer.baseAddress.flatMap { g_file_new_for_path($0) } }
        }
        guard let file else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.path = path
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
        _, file, _, event, data in
        guard let box = SignalBox<@MainActor ([UInt8]?, Bool) -> Void>.from(data) else { return }
        let deleted = event == G_FILE_MONITOR_EVENT_DELETED || event == G_FILE_MONITOR_EVENT_UNMOUNTED
        var changedPath: [UInt8]?
        if deleted, let file, let text = g_file_get_path(file) {
            changedPath = Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
            g_free(text)
        }
        MainActor.assumeIsolated { box.handler(changedPath, deleted) }
    }
