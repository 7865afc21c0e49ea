import CGtk
import CGtkShims

/// States assistive technologies read, and how a widget is drawn while it changes.
extension Widget {
    /// Tells assistive technologies whether the widget (a row) is selected
    /// (`GTK_ACCESSIBLE_STATE_SELECTED`, read as AT-SPI's `selected` state).
    package func setAccessibleSelected(_ selected: Bool) {
        tdk_accessible_set_selected(opaque, selected ? 1 : 0)
    }

    /// How opaque the widget is drawn, 0 (invisible) … 1.
    package var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }
}
