import CGtk
import CGtkShims

/// Reading direction and the desktop's animation preference.
extension Widget {
    /// Whether the widget is laid out right to left: GTK's text direction for it, which follows
    /// the locale (`LANG=he_IL.UTF-8`) unless set on the widget.
    public var isRightToLeft: Bool {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
    }

    /// Whether widgets are laid out right to left unless set otherwise: GTK's default text
    /// direction, which it takes from the locale at start; set it to lay out an app (its widgets
    /// made from then on follow at once, the others on their next layout) in the other direction.
    public static var defaultIsRightToLeft: Bool {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_default_direction(newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Whether the desktop wants animations (`GtkSettings:gtk-enable-animations`; GNOME's
    /// "Reduce animation" turns it off). `true` without a display, as GTK's default.
    public static var animationsEnabled: Bool {
        get { tdk_settings_get_enable_animations() != 0 }
        set { tdk_settings_set_enable_animations(newValue ? 1 : 0) }
    }
}

/// Values that assistive technologies read from a ranged control.
extension Widget {
    /// Tells assistive technologies the widget's value: `now` in `minimum`…`maximum`, read as
    /// `text` ("Page 2 of 5"). GTK 4.8 sends the value over AT-SPI for its own ranged widgets
    /// only (a `GtkRange`, a `GtkLevelBar` …); for others it is kept in the widget's accessible
    /// state (where GTK's test API reads it) and the label carries the text.
    public func setAccessibleValue(_ now: Double, minimum: Double, maximum: Double, text: String) {
        tdk_accessible_set_value(OpaquePointer(widget), minimum, maximum, now, text)
    }

    /// Whether the widget's accessible value is `now`, read as `text` (GTK's test API).
    package func hasAccessibleValue(_ now: Double, text: String) -> Bool {
        tdk_accessible_value_is(OpaquePointer(widget), now, text) != 0
    }

    /// Sets the role assistive technologies are told the widget plays; before the widget is
    /// shown (GTK 4.8 fixes the role once the widget's accessible object exists).
    public func setAccessibleRole(_ role: AccessibleRole) {
        tdk_widget_set_accessible_role(widget, role.gtk)
    }
}
