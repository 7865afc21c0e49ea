import Foundation

/// The checkout's gettext catalogues compiled with `msgfmt --check` into a temporary folder laid
/// out as meson installs them (`<folder>/<lang>/LC_MESSAGES/<domain>.mo`), for running text,
/// views or the app in another language without a meson build.
public enum CompiledCatalogues {
    /// The app's messages (`po/<lang>.po`) under `domain`.
    public static func app(domain: String) -> (poFolder: String, domain: String) { ("po", domain) }

    /// The library's own messages (`po/views/<lang>.po`) under `tabledeck-views`.
    public static let library = (poFolder: "po/views", domain: "tabledeck-views")

    /// Compiles each of `catalogues` for `languages` into a new folder called `name` (plus the
    /// process id) in the temporary folder; returns its path. A missing or failing `msgfmt` is a
    /// ``TestRequirement`` (a failure under the test command).
    public static func folder(
        named name: String, catalogues: [(poFolder: String, domain: String)], languages: [String] = ["tr", "ja"]
    ) throws -> String {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
        for language in languages {
            let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            for catalogue in catalogues {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
                process.arguments = [
                    "--check", "-o", messages.appendingPathComponent("\(catalogue.domain).mo").path,
                    checkout.appendingPathComponent("\(catalogue.poFolder)/\(language).po").path,
                ]
                do { try process.run() } catch {
                    throw TestRequirement.unavailable("gettext's msgfmt cannot run: \(error)")
                }
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    throw TestRequirement.unavailable("msgfmt failed for \(catalogue.poFolder)/\(language).po")
                }
            }
        }
        return folder.path
    }
}
