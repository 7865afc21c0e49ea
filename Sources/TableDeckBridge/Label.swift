import CGtk
import CGtkShims

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
    }

    /// Creates a label showing `text` that assistive technologies are told is a heading at
    /// `level` (1 for the page's title, 2 for its sections). Screen readers then present it as
    /// a heading; GTK 4.8 does not pass the level on to AT-SPI, later versions do.
    public init(_ text: String, headingLevel level: Int) {
        super.init(sinking: tdk_label_new_with_role(text, GTK_ACCESSIBLE_ROLE_HEADING))
        setAccessibleHeadingLevel(level)
    }

    /// Wraps a label handed over with `(transfer none)` (from a ``Builder``), taking a reference.
    package override init(retaining pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(retaining: pointer)
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// Whether long text wraps onto more lines (at word boundaries).
    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set { gtk_label_set_wrap(opaque, newValue ? 1 : 0) }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) … 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }
}
