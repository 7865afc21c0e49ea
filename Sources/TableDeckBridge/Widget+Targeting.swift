import CGtk

extension Widget {
    /// Whether the pointer can pick this widget (and its children): `false` lets clicks,
    /// scrolling and hovering pass through to what lies below (`gtk_widget_set_can_target`).
    package var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Clips the widget's children to its own bounds (`GTK_OVERFLOW_HIDDEN`).
    package func clipsChildren() {
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }
}
