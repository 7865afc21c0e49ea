import CGtk
import CGtkShims

/// States assistive technologies read.
extension Widget {
    /// Tells assistive technologies whether the widget (a row) is selected
    /// (`GTK_ACCESSIBLE_STATE_SELECTED`, read as AT-SPI's `selected` state).
    package func setAccessibleSelected(_ selected: Bool) {
        tdk_accessible_set_selected(opaque, selected ? 1 : 0)
    }

    /// Tells assistive technologies whether the widget (an outline's row) is expanded, or
    /// that it does not expand (`nil`): `GTK_ACCESSIBLE_STATE_EXPANDED`, read as "expanded" or
    /// "collapsed".
    package func setAccessibleExpanded(_ expanded: Bool?) {
        tdk_accessible_set_expanded(opaque, expanded.map { $0 ? 1 : 0 } ?? -1)
    }

    /// Tells assistive technologies the widget's level in a hierarchy (1 for the top), as
    /// `GTK_ACCESSIBLE_PROPERTY_LEVEL`: an outline row's depth.
    package func setAccessibleLevel(_ level: Int) {
        tdk_accessible_set_level(opaque, gint(max(1, level)))
    }
}
