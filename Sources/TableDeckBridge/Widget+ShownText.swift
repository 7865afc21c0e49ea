import CGtk

extension Widget {
    /// What the widget says to a reader: its accessible label when it has one, else the text of
    /// every visible label inside it, in order, joined by spaces ("Ken Data scientist · Tallinn").
    package var shownText: String {
        if let label = accessibleLabel, !label.isEmpty { return label }
        var texts: [String] = []
        Self.collectLabelTexts(widget, into: &texts)
        return texts.joined(separator: " ")
    }

    private static func collectLabelTexts(_ widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type())
            != 0
        {
            if let text = gtk_label_get_text(OpaquePointer(widget)).map({ String(cString: $0) }), !text.isEmpty {
                texts.append(text)
            }
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectLabelTexts(current, into: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
