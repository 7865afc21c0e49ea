import CGtk
import CGtkShims

/// A `GtkShortcutsWindow`, built with `GtkBuilder` from an interface description (GTK builds its
/// sections, groups and shortcuts only that way).
@MainActor
package final class ShortcutsWindow: Widget {
    /// Builds the window with id `objectID` from the GtkBuilder XML `interface`.
    ///
    /// - Throws: ``GLibError`` when the XML does not parse, or a ``GLibError`` in the
    ///   `tabledeck-builder` domain when it holds no `GtkShortcutsWindow` called `objectID`.
    package init(interface: String, objectID: String) throws {
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
    package func present(over parent: Window?, modal: Bool) {
        presentAsDialog(over: parent, modal: modal)
    }

    /// Closes the window as its close button does.
    package func close() {
        gtk_window_close(cast(GtkWindow.self))
    }

    /// Whether the window is on screen.
    package var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// The accelerators of every shortcut in the window's sections, in document order (for
    /// tests). The window's search page holds copies of them; those are not counted.
    package var accelerators: [String] {
        var result: [String] = []
        collect(from: widget, insideSection: false, into: &result)
        return result
    }

    /// The titles of the groups on each page of the window's sections, page by page in the
    /// order the page switcher shows them.
    package var groupTitlesByPage: [[String]] {
        var pages: [[String]] = []
        collectPages(from: widget, into: &pages)
        return pages
    }

    private func collectPages(from parent: UnsafeMutablePointer<GtkWidget>, into pages: inout [[String]]) {
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            if Self.isA(current, gtk_shortcuts_section_get_type()) {
                // A section holds a stack of pages; a page is a row of columns of groups.
                pages += Self.descendants(of: current, ofType: gtk_stack_get_type()).prefix(1).flatMap { stack in
                    Self.children(of: stack).map { page in
                        Self.descendants(of: page, ofType: gtk_shortcuts_group_get_type()).map(Self.title(of:))
                    }
                }
            } else {
                collectPages(from: current, into: &pages)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    private static func children(of parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// The descendants of `parent` of `type`, depth first in document order, not looking inside
    /// a match.
    private static func descendants(of parent: UnsafeMutablePointer<GtkWidget>, ofType type: GType)
        -> [UnsafeMutablePointer<GtkWidget>]
    {
        children(of: parent).flatMap { child in isA(child, type) ? [child] : descendants(of: child, ofType: type) }
    }

    private static func title(of group: UnsafeMutablePointer<GtkWidget>) -> String {
        var value: UnsafeMutablePointer<gchar>?
        tdk_object_get_string(UnsafeMutableRawPointer(group), "title", &value)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
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
