import Foundation
import TestSupport
import XCTest

/// po/tr.po and po/ja.po compiled into a temporary locale folder, laid out as meson installs
/// them, for launching the app with `TABLEDECK_LOCALE_DIR` in another language.
enum CompiledTranslations {
    /// Compiles the translations (each run into a new folder); returns the folder.
    static func folder() throws -> String {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tabledeck-e2e-locale-\(getpid())")
        for language in ["tr", "ja"] {
            let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            let run = try ToolRun(
                "/usr/bin/msgfmt",
                [
                    "-o", messages.appendingPathComponent("tabledeck.mo").path,
                    checkout.appendingPathComponent("po/\(language).po").path,
                ])
            guard run.status == 0 else { throw TestRequirement.unavailable("gettext's msgfmt failed for \(language)") }
        }
        return folder.path
    }
}
