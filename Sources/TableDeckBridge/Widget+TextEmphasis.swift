import CGtk

extension Widget {
    /// Emphasizes the parts of every visible label inside the widget that `ranges` picks from
    /// the label's text (highlighted: ``highlightOpen``), or takes back an emphasis it made
    /// before where `ranges` picks none. Labels whose own text uses markup are left alone.
    package func emphasizeLabelText(_ ranges: (String) -> [Range<String.Index>]) {
        Self.visitLabels(widget) { label in
            let object = UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self)
            let emphasized = g_object_get_data(object, Self.emphasisKey) != nil
            guard emphasized || gtk_label_get_use_markup(label) == 0 else { return }
            let text = gtk_label_get_text(label).map { String(cString: $0) } ?? ""
            let picked = ranges(text)
            if picked.isEmpty {
                guard emphasized else { return }
                g_object_set_data(object, Self.emphasisKey, nil)
                gtk_label_set_text(label, text)
            } else {
                g_object_set_data(object, Self.emphasisKey, object)
                gtk_label_set_markup(label, Self.markup(text, emphasizing: picked))
            }
        }
    }

    /// The markup of every visible label inside the widget that shows markup (an emphasis):
    /// what tests check.
    package var labelMarkup: [String] {
        var markup: [String] = []
        Self.visitLabels(widget) { label in
            guard gtk_label_get_use_markup(label) != 0, let text = gtk_label_get_label(label) else { return }
            markup.append(String(cString: text))
        }
        return markup
    }

    /// The key of the mark left on a label whose text this bridge emphasized.
    private static let emphasisKey = "tdk-text-emphasis"

    /// The markup that opens a highlighted part: a translucent yellow behind the text (GNOME's
    /// yellow at 35%: over a dark row, white text keeps a contrast above 4.5:1), which leaves
    /// the text as wide as it was. In bold, the parts took more room: a cell sized for its
    /// plain text (a table's date column) then cut off the very digits that matched
    /// ("27-09-20…" for “2001”).
    package static let highlightOpen = "<span bgcolor=\"#f6d32d\" bgalpha=\"35%\">"

    /// `text` as Pango markup, the parts in `ranges` (in order, not overlapping) highlighted.
    static func markup(_ text: String, emphasizing ranges: [Range<String.Index>]) -> String {
        var markup = ""
        var position = text.startIndex
        for range in ranges where range.lowerBound >= position {
            markup += escaped(text[position..<range.lowerBound]) + highlightOpen + escaped(text[range]) + "</span>"
            position = range.upperBound
        }
        return markup + escaped(text[position...])
    }

    /// `text` with markup's special characters escaped.
    private static func escaped(_ text: Substring) -> String {
        guard !text.isEmpty, let escaped = g_markup_escape_text(String(text), -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Calls `body` with every visible label inside `widget` (itself, if it is one), in order.
    static func visitLabels(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: (OpaquePointer) -> Void) {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type())
            != 0
        {
            body(OpaquePointer(widget))
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            visitLabels(current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
