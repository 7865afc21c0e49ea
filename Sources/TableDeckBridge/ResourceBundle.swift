import CGtk

/// Compiled GResource bundles (`glib-compile-resources`): the installed app's CSS, `.ui` files
/// and icons, read from memory instead of loose files.
package enum ResourceBundle {
    /// Loads the bundle at `path` and registers it for the whole process, so GTK (icons,
    /// `GtkBuilder`) and ``text(at:)`` can read from it.
    ///
    /// - Throws: ``GLibError`` when the file is missing or is not a GResource bundle.
    package static func register(path: String) throws {
        let resource = try GLibError.check { g_resource_load(path, $0) }
        guard let resource else { return }
        g_resources_register(resource)
        // The global registry holds its own reference.
        g_resource_unref(resource)
    }

    /// The UTF-8 text stored at `path` (such as `/io/github/tabledeck/TableDeck/tabledeck.css`)
    /// in a registered bundle, or `nil` when no registered bundle has it.
    package static func text(at path: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            _ = GLibError.take(error)
            return nil
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return "" }
        let buffer = UnsafeRawBufferPointer(start: data, count: Int(size))
        return String(decoding: buffer, as: UTF8.self)
    }
}
