import CGtk
import CGtkShims

/// A box that shows its children side by side, each exactly its own size, shifted by a position
/// in pages (the C `TdkPagerLayout`). Children outside it are clipped.
///
/// Position 0 shows the first child; 1.5 shows the right half of the second and the left half
/// of the third (mirrored right to left: the later half on the left). Because the position is
/// in pages, a resize keeps the pages aligned.
@MainActor
package final class PagedBox: Widget {
    /// The `TdkPagerLayout`, owned by the widget (never `nil` in practice: GObject aborts on OOM).
    private let layout: OpaquePointer?

    /// Creates an empty paged box.
    package init() {
        let manager = tdk_pager_layout_new()
        layout = OpaquePointer(manager)
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        // The widget takes the layout manager's only reference.
        if let manager { gtk_widget_set_layout_manager(widget, manager) }
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }

    /// The position shown, in pages.
    package var position: Double {
        get { tdk_pager_layout_get_position(layout) }
        set { tdk_pager_layout_set_position(layout, newValue) }
    }

    /// Lays child `i` at `offsets[i]` pages from the viewport along the reading direction
    /// instead of `i - position` (a wrapping pager places each page at its nearest copy); an
    /// empty array goes back to `i - position`. Right to left, every offset is mirrored.
    package func setOffsets(_ offsets: [Double]) {
        offsets.withUnsafeBufferPointer { buffer in
            tdk_pager_layout_set_offsets(layout, buffer.baseAddress, guint(buffer.count))
        }
    }

    /// Appends `child` as the last page.
    package func append(_ child: Widget) {
        gtk_widget_insert_before(child.widget, widget, nil)
    }

    /// Removes every child.
    package func removeAll() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_widget_unparent(child)
        }
    }

    /// Calls `handler` after an allocation that changed the box's size, with the new size.
    package func onResized(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        tdk_pager_layout_set_resized_callback(layout, pagedBoxResized, data, releaseSignalBoxData)
    }
}

/// `TdkPagerResized`: `void (*)(gpointer data, int width, int height)`.
private let pagedBoxResized: TdkPagerResized = { data, width, height in
    guard let box = SignalBox<@MainActor (Int, Int) -> Void>.from(data) else { return }
    MainActor.assumeIsolated { box.handler(Int(width), Int(height)) }
}
