import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
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
