import CGtk

/// Tells whether a GObject has been finalized, without keeping it alive.
///
/// Built on `g_object_weak_ref`: tests use it to check that rows, pages and cells go away with
/// their view.
@MainActor
package final class FinalizationWatch {
    private let flag = Flag()
    private var object: UnsafeMutableRawPointer?

    /// Starts watching `object`.
    package init(_ object: UnsafeMutableRawPointer) {
        self.object = object
        let data = Unmanaged.passRetained(flag).toOpaque()
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), finalizeNotify, data)
    }

    /// Starts watching the object a wrapper holds (the wrapper itself keeps it alive meanwhile).
    package convenience init(_ wrapper: Object) {
        self.init(wrapper.raw)
    }

    /// Whether the object has been finalized.
    package var isFinalized: Bool { flag.finalized }

    isolated deinit {
        // Still alive: stop watching, and drop the flag's retain the notify would have dropped.
        if !flag.finalized, let object {
            let data = Unmanaged.passUnretained(flag).toOpaque()
            g_object_weak_unref(object.assumingMemoryBound(to: GObject.self), finalizeNotify, data)
            Unmanaged.passUnretained(flag).release()
        }
    }
}

/// Set by ``finalizeNotify``; GLib finalizes objects on the thread that drops the last reference,
/// which for GTK objects is the main thread.
private final class Flag: @unchecked Sendable {
    var finalized = false
}

/// `GWeakNotify`: `void (*)(gpointer data, GObject *where_the_object_was)`.
private let finalizeNotify: GWeakNotify = { data, _ in
    guard let data else { return }
    let flag = Unmanaged<Flag>.fromOpaque(data).takeRetainedValue()
    flag.finalized = true
}
