import CGtk

/// Text layout options of a label.
extension Label {
    /// Whether the text is cut with "…" at the end when it does not fit.
    public var ellipsizesAtEnd: Bool {
        get { gtk_label_get_ellipsize(opaque) == PANGO_ELLIPSIZE_END }
        set { gtk_label_set_ellipsize(opaque, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// The width, in characters, the label asks for at most when it wraps (-1: no limit).
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_label_get_max_width_chars(opaque)) }
        set { gtk_label_set_max_width_chars(opaque, gint(newValue)) }
    }

    /// The number of lines a wrapping or ellipsized label shows at most (-1: no limit).
    public var maximumLines: Int {
        get { Int(gtk_label_get_lines(opaque)) }
        set { gtk_label_set_lines(opaque, gint(newValue)) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
    }

    /// The width, in characters, the label asks for at least (-1: its text's width). A label
    /// whose text changes (a counter) keeps its place with a width for its longest text.
    public var minimumWidthInCharacters: Int {
        get { Int(gtk_label_get_width_chars(opaque)) }
        set { gtk_label_set_width_chars(opaque, gint(newValue)) }
    }
}
