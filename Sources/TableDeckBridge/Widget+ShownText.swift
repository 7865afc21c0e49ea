import CGtk

extension Widget {
    /// What the widget says to a reader: its accessible label when it has one, else the text of
    /// every visible label inside it, in order, joined by spaces ("Ken Data scientist · Tallinn").
    package var shownText: String {
        if let label = accessibleLabel, !label.isEmpty { return label }
        var texts: [String] = []
        Self.visitLabels(widget) { label in
            if let text = gtk_label_get_text(label).map({ String(cString: $0) }), !text.isEmpty { texts.append(text) }
        }
        return texts.joined(separator: " ")
    }
}
