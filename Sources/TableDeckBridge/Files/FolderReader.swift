import CGtk
import Glibc

/// Reads folders through GIO (`GFile`), on whatever thread calls it: the app reads off the
/// main thread and hands the plain ``FolderEntry`` values back.
package enum FolderReader {
    /// The attributes a listing asks for: nothing that needs the file's content.
    private static let attributes =
        "standard::name,standard::display-name,standard::type,standard::size,standard::is-hidden,"
        + "standard::is-backup,standard::symlink-target,standard::fast-content-type,time::modified"

    /// Reads the entries of the folder at `path` (bytes, as the file system names it), without
    /// following symbolic links. Safe on any thread.
    package static func read(_ path: [UInt8]) -> FolderReadResult {
        var entries: [FolderEntry] = []
        if let failure = enumerate(path, attributes: attributes, { entries.append(entry(of: $0)) }) { return .failure(failure) }
        return .entries(entries)
    }

    /// How many entries the folder at `path` holds that the desktop does not hide (as
    /// ``FolderEntry/isHidden`` tells), `nil` when it cannot be read. Safe on any thread.
    package static func countShownEntries(_ path: [UInt8]) -> Int? {
        var count = 0
        let failure = enumerate(path, attributes: "standard::name,standard::is-hidden,standard::is-backup") { info in
            if !isHidden(info) { count += 1 }
        }
        return failure == nil ? count : nil
    }

    /// Calls `body` with each entry's info of the folder at `path` (`attributes` read, links not
    /// followed); returns why the folder could not be read, `nil` when it was.
    private static func enumerate(_ path: [UInt8], attributes: String, _ body: (OpaquePointer) -> Void) -> FolderReadFailure? {
        let file = withCString(path) { g_file_new_for_path($0) }
        guard let file else { return FolderReadFailure(reason: errorText(code: G_IO_ERROR_INVALID_FILENAME, message: nil)) }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let enumerator = g_file_enumerate_children(file, attributes, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, nil, &error)
        else { return failure(error) }
        defer { g_object_unref(UnsafeMutableRawPointer(enumerator)) }
        while true {
            var nextError: UnsafeMutablePointer<GError>?
            guard let info = g_file_enumerator_next_file(enumerator, nil, &nextError) else {
                return nextError.map { failure($0) }
            }
            body(info)
            g_object_unref(UnsafeMutableRawPointer(info))
        }
    }

    /// Whether the desktop hides the entry `info` describes by default: a dot file, one listed
    /// in its folder's `.hidden`, or a backup (`name~`).
    private static func isHidden(_ info: OpaquePointer) -> Bool {
        g_file_info_get_is_hidden(info) != 0 || g_file_info_get_is_backup(info) != 0
    }

    /// The user's home folder.
    package static var homeFolder: [UInt8] {
        g_get_home_dir().map { bytes(of: $0) } ?? Array("/".utf8)
    }

    /// `path` made absolute (against the working folder) and written for people: valid UTF-8
    /// whatever its bytes (GLib's display name).
    package static func displayPath(of path: [UInt8]) -> String {
        withCString(path) { pointer in
            guard let absolute = g_canonicalize_filename(pointer, nil) else { return String(decoding: path, as: UTF8.self) }
            defer { g_free(absolute) }
            guard let display = g_filename_display_name(absolute) else { return String(cString: absolute) }
            defer { g_free(display) }
            return String(cString: display)
        }
    }

    /// What kind of thing is at `path`, following links: `nil` when nothing is there.
    package static func kind(of path: [UInt8]) -> FolderEntry.Kind? {
        withCString(path) { pointer in
            if g_file_test(pointer, G_FILE_TEST_IS_DIR) != 0 { return .folder }
            if g_file_test(pointer, G_FILE_TEST_EXISTS) != 0 { return .file }
            return nil
        }
    }

    /// The entry `info` describes.
    private static func entry(of info: OpaquePointer) -> FolderEntry {
        let name = g_file_info_get_name(info).map { bytes(of: $0) } ?? []
        let displayName = g_file_info_get_display_name(info).map { String(cString: $0) } ?? String(decoding: name, as: UTF8.self)
        let kind: FolderEntry.Kind
        switch g_file_info_get_file_type(info) {
        case G_FILE_TYPE_DIRECTORY: kind = .folder
        case G_FILE_TYPE_SYMBOLIC_LINK: kind = .symbolicLink
        case G_FILE_TYPE_REGULAR: kind = .file
        default: kind = .special
        }
        var modified: Int64?
        if g_file_info_has_attribute(info, "time::modified") != 0 {
            modified = Int64(g_file_info_get_attribute_uint64(info, "time::modified"))
        }
        var iconName: String?
        if kind == .file, let type = g_file_info_get_attribute_string(info, "standard::fast-content-type"),
            let icon = g_content_type_get_generic_icon_name(type)
        {
            iconName = String(cString: icon)
            g_free(icon)
        }
        let linkTarget = kind == .symbolicLink ? g_file_info_get_symlink_target(info).map { String(cString: $0) } : nil
        var sortKey: [UInt8] = []
        if let key = g_utf8_collate_key_for_filename(displayName, -1) {
            sortKey = bytes(of: key)
            g_free(key)
        }
        return FolderEntry(
            name: name, displayName: displayName, kind: kind, size: Int64(g_file_info_get_size(info)), modified: modified,
            isHidden: isHidden(info), iconName: iconName,
            linkTarget: linkTarget, sortKey: sortKey)
    }

    /// Takes `error` and says why, short and in the user's language.
    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> FolderReadFailure {
        guard let error else { return FolderReadFailure(reason: errorText(code: G_IO_ERROR_FAILED, message: nil)) }
        defer { g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) }
        let isGIO = error.pointee.domain == g_io_error_quark()
        let code = isGIO ? GIOErrorEnum(rawValue: UInt32(bitPattern: error.pointee.code)) : G_IO_ERROR_FAILED
        return FolderReadFailure(reason: errorText(code: code, message: message))
    }

    /// The C library's own words for the common reasons (translated with it: "Permission
    /// denied", "Keine Berechtigung"); GLib's message, which names the path, for the rest.
    private static func errorText(code: GIOErrorEnum, message: String?) -> String {
        let number: Int32? =
            switch code {
            case G_IO_ERROR_PERMISSION_DENIED: EACCES
            case G_IO_ERROR_NOT_FOUND: ENOENT
            case G_IO_ERROR_NOT_DIRECTORY: ENOTDIR
            case G_IO_ERROR_TOO_MANY_LINKS: ELOOP
            case G_IO_ERROR_INVALID_FILENAME: EINVAL
            default: nil
            }
        if let number, let text = g_strerror(number) { return String(cString: text) }
        return message ?? String(cString: g_strerror(EIO))
    }

    /// `body` called with `path` (bytes, as the file system names it) as a C string.
    package static func withCString<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// The bytes of a C string.
    private static func bytes(of text: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) }
    }
}
