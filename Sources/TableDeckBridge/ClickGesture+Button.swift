import CGtk

/// Which pointer button a click gesture reacts to.
extension ClickGesture {
    /// The button the gesture reacts to: 1 the primary (the default), 3 the secondary (a right
    /// click, for context menus), 0 any.
    package var button: Int {
        get { Int(gtk_gesture_single_get_button(opaque)) }
        set { gtk_gesture_single_set_button(opaque, guint(max(0, newValue))) }
    }
}
