import CGtk

extension HeaderBar {
    /// What the header bar's layout is made of, measured by GTK, to work out how wide a title
    /// widget may be (``HeaderTitleFit`` in the model does the sums).
    public struct Measurements: Equatable, Sendable {
        /// The header bar's minimum width.
        public let headerMinimum: Int
        /// The minimum width of the centre box inside it (start, title and end, and the spacing).
        public let boxMinimum: Int
        /// The start part's minimum width (0 when hidden).
        public let startMinimum: Int
        /// The title widget's minimum width.
        public let titleMinimum: Int
        /// The end part's minimum width (0 when hidden).
        public let endMinimum: Int
        /// How many of those three are shown (GTK counts the spacing between shown ones only).
        public let shownCount: Int
    }

    /// The header bar's measurements, or `nil` when its centre box cannot be found (a GTK whose
    /// header bar is built differently).
    public var measurements: Measurements? {
        guard let box = Self.firstDescendant(of: widget, ofType: gtk_center_box_get_type()) else { return nil }
        let centerBox = OpaquePointer(box)
        let parts = [
            gtk_center_box_get_start_widget(centerBox), gtk_center_box_get_center_widget(centerBox),
            gtk_center_box_get_end_widget(centerBox),
        ]
        let minimums = parts.map { part in part.map { Self.minimumWidth(of: $0) } ?? 0 }
        let shown = parts.filter { part in part.map { gtk_widget_get_visible($0) != 0 } ?? false }.count
        return Measurements(
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
