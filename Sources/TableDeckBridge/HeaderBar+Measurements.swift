import CGtk
import TableDeckModel

extension HeaderBar {
    /// What the header bar's layout is made of, as GTK measures it, for ``HeaderTitleFit`` in
    /// the model to work out how wide a title widget may be; `nil` when its centre box cannot be
    /// found (a GTK whose header bar is built differently).
    package var measurements: HeaderTitleFit.Measurements? {
        guard let box = Self.firstDescendant(of: widget, ofType: gtk_center_box_get_type()) else { return nil }
        let centerBox = OpaquePointer(box)
        let parts = [
            gtk_center_box_get_start_widget(centerBox), gtk_center_box_get_center_widget(centerBox),
            gtk_center_box_get_end_widget(centerBox),
        ]
        let minimums = parts.map { part in part.map { Self.minimumWidth(of: $0) } ?? 0 }
        let shown = parts.filter { part in part.map { gtk_widget_get_visible($0) != 0 } ?? false }.count
        return HeaderTitleFit.Measurements(
            headerMinimum: Self.minimumWidth(of: widget), boxMinimum: Self.minimumWidth(of: box),
            startMinimum: minimums[0], titleMinimum: minimums[1], endMinimum: minimums[2], shownCount: shown)
    }

    private static func minimumWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var minimum: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return Int(minimum)
    }

    private static func firstDescendant(of parent: UnsafeMutablePointer<GtkWidget>, ofType type: GType)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, type) != 0 { return current }
            if let found = firstDescendant(of: current, ofType: type) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
