import CGtk
import CGtkShims

/// A `GtkShortcutsWindow`, built with `GtkBuilder` from an interface description (GTK builds its
/// sections, groups and shortcuts only that way).
@MainActor
public final class ShortcutsWindow: Widget {
    /// Builds the window with id `objectID` from the GtkBuilder XML `interface`.
    ///
    /// - Throws: ``GLibError`` when the XML does not parse, or a ``GLibError`` in the
    ///   `tabledeck-builder` domain when it holds no `GtkShortcutsWindow` called `objectID`.
    public init(interface: String, objectID: String) throws {
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        _ = try GLibError.check { gtk_builder_add_from_string(builder, interface, gssize(interface.utf8.count), $0) }
        guard let found = gtk_builder_get_object(builder, objectID), case let object = UnsafeMutableRawPointer(found),
            g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcuts_window_get_type()) != 0
        else {
            throw GLibError(domain: "tabledeck-builder", code: 0, message: "no GtkShortcutsWindow '\(objectID)' in the interface")
        }
        // The builder owns toplevels with a plain reference (not floating): take our own.
        super.init(retaining: object.assumingMemoryBound(to: GtkWidget.self))
        // Closing (the close button, Escape) hides it, so the same window can be shown again.
        gtk_window_set_hide_on_close(cast(GtkWindow.self), 1)
    }

    /// Shows the window above `parent` (centred on it, modal when `modal`) and focuses it.
    public func present(over parent: Window?, modal: Bool) {
        presentAsDialog(over: parent, modal: modal)
    }

    /// Closes the window as its close button does.
    public func close() {
        gtk_window_close(cast(GtkWindow.self))
    }

    /// Whether the window is on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// The accelerators of every shortcut in the window's sections, in document order (for
    /// tests). The window's search page holds copies of them; those are not counted.
    public var accelerators: [String] {
        var result: [String] = []
        collect(from: widget, insideSection: false, into: &result)
        return result
    }

    private func collect(from parent: UnsafeMutablePointer<GtkWidget>, insideSection: Bool, into result: inout [String]) {
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            let isSection = g_type_check_instance_is_a(instance, gtk_shortcuts_section_get_type()) != 0
            if insideSection, g_type_check_instance_is_a(instance, gtk_shortcuts_shortcut_get_type()) != 0 {
                var value: UnsafeMutablePointer<gchar>?
                tdk_object_get_string(UnsafeMutableRawPointer(current), "accelerator", &value)
                if let value {
                    result.append(String(cString: value))
                    g_free(value)
                }
            }
            collect(from: current, insideSection: insideSection || isSection, into: &result)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
