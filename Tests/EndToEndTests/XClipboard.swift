import Foundation
import TestSupport
import XCTest

/// The X clipboard as another program sees it, read with `xclip`. GTK serves its clipboard
/// from the app's own process: read it while the app still runs.
enum XClipboard {
    /// The clipboard's text now; `nil` when nothing holds text there. Without xclip the test
    /// skips, or fails under CI (``TestRequirement``).
    static func text() throws -> String? {
        // `timeout`: xclip waits for the clipboard's owner to answer, and a stuck app must not
        // hang the test.
        let run = try ToolRun("timeout", ["10", "xclip", "-o", "-selection", "clipboard"], quiet: true)
        switch run.status {
        case 0: return run.text
        case 127: throw TestRequirement.unavailable("reading the clipboard needs xclip (scripts/install-deps.sh test installs it)")
        case 124: throw CaptureError(message: "xclip -o -selection clipboard got no answer in 10 s")
        default: return nil
        }
    }

    /// Waits until the clipboard holds `expected` and returns it; fails naming what it held
    /// instead, and throws, after 10 seconds.
    static func waitForText(_ expected: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try waitFor(
            "the clipboard to hold \"\(expected)\"", poll: 0.05, sample: text, until: { $0 == expected },
            describe: { $0.map { "\"\($0)\"" } ?? "no text" }, file: file, line: line)
    }
}
