import CGtk

/// A weak reference to a widget (a `GWeakRef`): it keeps no reference, so a signal handler of
/// the widget's own controllers can reach the widget without a cycle.
@MainActor
package final class WeakWidget {
    private let reference: UnsafeMutablePointer<GWeakRef>

    /// Creates a weak reference to the widget `widget` wraps.
    package init(_ widget: Widget) {
        reference = .allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, widget.raw)
    }

    /// The widget, as a new wrapper holding its own reference, while it exists; `nil` once it
    /// is finalized.
    package var widget: Widget? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        // g_weak_ref_get returns a full reference: wrap it with one of our own, then drop it.
        defer { g_object_unref(object) }
        return Widget(retaining: object.assumingMemoryBound(to: GtkWidget.self))
    }

    isolated deinit {
        g_weak_ref_clear(reference)
        reference.deinitialize(count: 1)
        reference.deallocate()
    }
}
