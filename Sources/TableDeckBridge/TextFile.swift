import CGtk

/// Reading whole text files through GLib (no Foundation: it would cost start-up time and memory).
package enum TextFile {
    /// The contents of the file at `path` as UTF-8 text.
    ///
    /// - Throws: ``GLibError`` when the file cannot be read.
    package static func read(_ path: String) throws -> String {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        _ = try GLibError.check { g_file_get_contents(path, &contents, &length, $0) }
        defer { g_free(contents) }
        guard let contents else { return "" }
        return String(cString: contents)
    }

    /// Whether a regular file exists at `path`.
    package static func exists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0
    }

    /// Replaces the file at `path` with `text`.
    ///
    /// - Throws: ``GLibError`` when the file cannot be written.
    package static func write(_ text: String, to path: String) throws {
        _ = try GLibError.check { g_file_set_contents(path, text, gssize(text.utf8.count), $0) }
    }
}
