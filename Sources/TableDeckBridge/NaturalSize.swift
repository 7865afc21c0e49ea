import CGtk
import CGtkShims

/// A container that measures as its one child does, but asks for at least a given natural size
/// (the C shim `TdkNaturalSize`). The minimum stays the child's, so a window holding it opens at
/// the natural size yet still shrinks as far as the child allows.
@MainActor
package final class NaturalSize: Widget {
    /// Creates the container around `child` (which must have no parent), asking for at least
    /// `width` × `height` natural size, sinking the new widget's floating reference: the wrapper
    /// holds the one strong reference until `deinit`.
    package init(child: Widget, width: Int, height: Int) {
        super.init(sinking: tdk_natural_size_new(child.widget, gint(width), gint(height)))
    }
}
