import CGtk

/// A `GtkFixed`: children placed at given coordinates, above or left of its own edge too, so
/// a child can slide partly out of view (a pinned header pushed up).
@MainActor
package final class Fixed: Widget {
    /// Creates an empty fixed container, sinking the new widget's floating reference: the
    /// wrapper holds the one strong reference until `deinit`.
    package init() {
        super.init(sinking: gtk_fixed_new())
    }

    /// Adds `child` at (`x`, `y`).
    package func put(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_put(cast(), child.widget, x, y)
    }

    /// Moves `child`, already in this container, to (`x`, `y`).
    package func move(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_move(cast(), child.widget, x, y)
    }

    /// Removes `child`, which must be a child of this container.
    package func remove(_ child: Widget) {
        gtk_fixed_remove(cast(), child.widget)
    }
}
