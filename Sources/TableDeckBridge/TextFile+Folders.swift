import CGtk

/// Folders next to the files.
extension TextFile {
    /// Whether a folder (or a symbolic link to one) exists at `path`.
    package static func folderExists(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }
}
