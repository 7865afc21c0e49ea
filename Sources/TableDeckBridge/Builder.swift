import CGtk
import CGtkShims

/// A `GtkBuilder`: widgets described in a `.ui` file, made at run time.
@MainActor
public final class Builder: Object {
    /// Builds every object described in `definition` (the text of a `.ui` file).
    ///
    /// - Throws: ``GLibError`` when the text is not a valid GtkBuilder definition (bad XML,
    ///   an unknown class or property).
    public init(definition: String) throws {
        super.init(UnsafeMutableRawPointer(gtk_builder_new()), ownership: .adopt)
        _ = try GLibError.check { gtk_builder_add_from_string(opaque, definition, -1, $0) }
    }

    /// The widget with `id`, or `nil` when there is none or it is not a widget.
    ///
    /// The wrapper takes its own reference (the builder's is `transfer none`).
    public func widget(_ id: String) -> Widget? {
        guard let object = gtk_builder_get_object(opaque, id), tdk_is_widget(object) != 0 else { return nil }
        return Widget(retaining: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// The label with `id`, or `nil` when there is none or it is not a `GtkLabel`.
    public func label(_ id: String) -> Label? {
        guard let object = gtk_builder_get_object(opaque, id), tdk_is_label(object) != 0 else { return nil }
        return Label(retaining: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// The list box with `id`, or `nil` when there is none or it is not a `GtkListBox`.
    public func listBox(_ id: String) -> ListBox? {
        guard let object = gtk_builder_get_object(opaque, id), tdk_is_list_box(object) != 0 else { return nil }
        return ListBox(retaining: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }
}
