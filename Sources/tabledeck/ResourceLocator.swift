import Glibc
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// Finds the app's resources (CSS, `.ui` files, icons, translations) at run time.
///
/// Installed by meson, they come from the prefix the binary sits in:
/// `<prefix>/share/tabledeck/tabledeck.gresource` (every file of `Resources/`, compiled) and
/// `<prefix>/share/locale`. Run from a clone (`swift run tabledeck`), they come from the
/// checkout's `Resources/` and `data/icons`, and translations from a meson build folder's `po/`
/// when there is one. Screens ask for a resource by its file name only: ``text(of:)``.
enum ResourceLocator {
    /// What was not found, and where it was looked for.
    struct NotFound: Error, CustomStringConvertible {
        /// The resource's file name.
        let name: String
        /// The places searched, in order.
        let searched: [String]
        var description: String { "\(name) not found in \(searched.joined(separator: ", "))" }
    }

    /// The text of resource `name` (such as `tabledeck.css` or `carousel.ui`), from, in order:
    /// `$TABLEDECK_DATA_DIR/<name>`, the installed GResource bundle, the checkout's `Resources/`.
    ///
    /// - Throws: ``NotFound`` when none has it, or a ``GLibError`` when the file cannot be read.
    static func text(of name: String) throws -> String {
        var searched: [String] = []
        if let override = environment("TABLEDECK_DATA_DIR") {
            let path = "\(override)/\(name)"
            if TextFile.exists(path) { return try TextFile.read(path) }
            searched.append(override)
        }
        let resourcePath = "\(BuildInfo.resourcePath)/\(name)"
        if let text = ResourceBundle.text(at: resourcePath) { return text }
        searched.append("resource://\(resourcePath)")
        let path = "\(checkout)/Resources/\(name)"
        if TextFile.exists(path) { return try TextFile.read(path) }
        searched.append("\(checkout)/Resources")
        throw NotFound(name: name, searched: searched)
    }

    /// Registers the installed GResource bundle, when the binary runs from an install prefix.
    /// Call once, before the application starts (GTK reads icons from it). Returns its path.
    @discardableResult
    static func registerInstalledBundle() -> String? {
        guard let prefix = installPrefix else { return nil }
        let path = "\(prefix)/share/\(BuildInfo.dataFolderName)/\(BuildInfo.resourceBundleName)"
        guard TextFile.exists(path) else { return nil }
        do {
            try ResourceBundle.register(path: path)
            return path
        } catch {
            Diagnostics.warn("cannot load \(path): \(error); using the checkout's resources if any")
            return nil
        }
    }

    /// The folder holding `<lang>/LC_MESSAGES/tabledeck.mo`: `$TABLEDECK_LOCALE_DIR`, the install
    /// prefix's `share/locale`, or a meson build folder of the checkout (`build/po`); `nil` for
    /// none (English only).
    static var localeFolder: String? {
        localeFolder(domain: BuildInfo.gettextDomain, builtIn: "build/po")
    }

    /// The folder holding the library's own catalogue (`tabledeck-views.mo`), found as
    /// ``localeFolder`` is (a meson build folder keeps it in `build/po/views`).
    static var libraryLocaleFolder: String? {
        localeFolder(domain: LibraryLocalization.gettextDomain, builtIn: "build/po/views")
    }

    private static func localeFolder(domain: String, builtIn buildFolder: String) -> String? {
        if let override = environment("TABLEDECK_LOCALE_DIR") { return override }
        if let prefix = installPrefix, hasTranslations(in: "\(prefix)/share/locale", domain: domain) {
            return "\(prefix)/share/locale"
        }
        let built = "\(checkout)/\(buildFolder)"
        return hasTranslations(in: built, domain: domain) ? built : nil
    }

    /// The checkout's icon folder (`data/icons`, laid out like `share/icons`) when running from a
    /// clone; the installed app finds its icons in the GResource bundle and `share/icons`.
    static var checkoutIconFolder: String? {
        guard installPrefix == nil else { return nil }
        let folder = "\(checkout)/data/icons"
        return TextFile.folderExists(folder) ? folder : nil
    }

    /// `<prefix>` when the executable is `<prefix>/bin/tabledeck` and `<prefix>/share/tabledeck`
    /// exists (an installed copy), `nil` otherwise (a build folder).
    static var installPrefix: String? {
        guard let executable = executablePath() else { return nil }
        let prefix = parentFolder(of: parentFolder(of: executable))
        let data = "\(prefix)/share/\(BuildInfo.dataFolderName)"
        return TextFile.folderExists(data) ? prefix : nil
    }

    /// The checkout this binary was built from (`#filePath` is Sources/tabledeck/ResourceLocator.swift).
    private static let checkout = parentFolder(of: parentFolder(of: parentFolder(of: #filePath)))

    private static func hasTranslations(in folder: String, domain: String) -> Bool {
        let marker = "\(folder)/tr/LC_MESSAGES/\(domain).mo"
        return TextFile.exists(marker)
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
