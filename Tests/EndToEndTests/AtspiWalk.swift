import Foundation
import TableDeckBridge
import TestSupport
import XCTest

/// What a screen reader sees of the built app over AT-SPI: `scripts/atspi-walk.sh` launches it in
/// a private D-Bus session, waits for its first frame and lists its named objects.
enum AtspiWalk {
    /// The role name a group (GTK's group role, as the Class screen's overview) has over AT-SPI:
    /// GTK 4.8 maps it to AT-SPI's panel, GTK 4.18 to its grouping. Checked on those two
    /// releases (Debian 12 and 13); the app and the walk run with the GTK the tests run with.
    static var groupRole: String { GtkRuntime.version.minor >= 18 ? "grouping" : "panel" }

    /// The role name a column header (GTK's column-header role) has over AT-SPI: GTK 4.8 and
    /// 4.18 map that role to no AT-SPI role of its own, a filler (the walk passes on Debian 12
    /// and 13).
    static var columnHeaderRole: String { "filler" }

    /// The role and name of each object the walk lists for the app launched with `arguments`,
    /// and `environment` added to the test's own.
    static func objects(_ arguments: [String], environment changes: [String: String] = [:], launcher: [String] = []) throws -> [(
        role: String, name: String
    )] {
        try describedObjects(arguments, environment: changes, launcher: launcher).map { ($0.role, $0.name) }
    }

    /// The "ROLE<TAB>NAME[<TAB>DESCRIPTION]" lines of the app launched with `arguments`: every
    /// named object and every control, named or not (the description is "" when there is none).
    static func describedObjects(_ arguments: [String], environment changes: [String: String] = [:], launcher: [String] = []) throws
        -> [(role: String, name: String, description: String)]
    {
        try lines(arguments, environment: changes, launcher: launcher).compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2 else { return nil }
            return (parts[0], parts[1], parts.count > 2 ? parts[2] : "")
        }
    }

    /// The lines the walk printed for the app launched with `arguments` (`environment` added;
    /// `ATSPI_WALK_KEYS` and `ATSPI_WALK_SCRIPT` choose keys to press first and another script),
    /// through `launcher` (a command and its arguments) when it is not empty.
    static func lines(_ arguments: [String], environment changes: [String: String] = [:], launcher: [String] = []) throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        HeadlessGTK.apply(to: &environment, accessibility: true)
        for (key, value) in changes { environment[key] = value }
        let run = try ToolRun(
            root.appendingPathComponent("scripts/atspi-walk.sh").path, launcher + [AppProcess.binaryURL.path] + arguments,
            environment: environment, quiet: true)
        XCTAssertEqual(run.status, 0, "the AT-SPI walk found the application: \(WalkErrors.lines(of: run))")
        return run.text.split(separator: "\n").map(String.init)
    }
}
