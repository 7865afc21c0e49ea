import CGtk

/// A `GtkOverlay`: one main child, with more children drawn over it at their alignment.
@MainActor
package final class Overlay: Widget {
    /// Creates an empty overlay, sinking the new widget's floating reference: the wrapper holds
    /// the one strong reference until `deinit`.
    /// The overlay is a generic container to assistive technologies: GTK 4.8 would present it
    /// as a filler named after its type ("GtkOverlay").
    package init() {
        super.init(sinking: gtk_overlay_new())
        setAccessibleRole(.generic)
    }

    /// Sets the main child, which sizes the overlay.
    package func setChild(_ child: Widget?) {
        gtk_overlay_set_child(opaque, child?.widget)
    }

    /// Adds `child` over the main child, placed by its alignment and margins.
    package func addOverlay(_ child: Widget) {
        gtk_overlay_add_overlay(opaque, child.widget)
    }
}
