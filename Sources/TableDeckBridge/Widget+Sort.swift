import CGtk
import CGtkShims

extension Widget {
    /// How a column header's column is sorted, for assistive technologies
    /// (`GTK_ACCESSIBLE_PROPERTY_SORT`): `true` ascending, `false` descending, `nil` not sorted.
    package func setAccessibleSort(ascending: Bool?) {
        tdk_accessible_set_sort(OpaquePointer(widget), ascending.map { $0 ? 1 : -1 } ?? 0)
    }

    /// Whether the widget's accessible sort state is `ascending` (as in ``setAccessibleSort(ascending:)``).
    package func hasAccessibleSort(ascending: Bool?) -> Bool {
        tdk_accessible_sort_is(OpaquePointer(widget), ascending.map { $0 ? 1 : -1 } ?? 0) != 0
    }

    /// Shows the pointer as the cursor named `name` (CSS cursor names: `col-resize`, `grabbing`)
    /// over the widget; `nil` for the parent's.
    package func setCursor(named name: String?) {
        gtk_widget_set_cursor_from_name(widget, name)
    }
}
