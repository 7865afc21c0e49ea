import CGtk
import CGtkShims

/// States assistive technologies read.
extension Widget {
    /// Tells assistive technologies whether the widget (a row) is selected
    /// (`GTK_ACCESSIBLE_STATE_SELECTED`, read as AT-SPI's `selected` state).
    package func setAccessibleSelected(_ selected: Bool) {
        tdk_accessible_set_selected(opaque, selected ? 1 : 0)
    }
}
