import Foundation

/// How a GTK program under test runs on Xvfb: drawn with cairo and without OpenGL, and without
/// an accessibility bus unless the test reads one. The variables are `scripts/gtk-env.sh`'s, the
/// one place that knows GTK's switch for no OpenGL (`GDK_DEBUG=gl-disable` before GTK 4.16,
/// `GDK_DISABLE=gl` from it), read once per test process.
public enum HeadlessGTK {
    /// `scripts/gtk-env.sh`'s variables; a script that fails stops the tests, naming it.
    private static let variables: [String: String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/gtk-env.sh").path
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: script)
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            fatalError("\(script) did not run: \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fatalError("\(script) failed with status \(process.terminationStatus)") }
        var variables: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { variables[String(parts[0])] = String(parts[1]) }
        }
        return variables
    }()

    /// Sets the drawing variables in `environment` (cairo, no OpenGL; the other GTK's switch
    /// for it removed) and, unless `accessibility`, `GTK_A11Y=none`.
    public static func apply(to environment: inout [String: String], accessibility: Bool = false) {
        if environment["GDK_DEBUG"] == "gl-disable" { environment["GDK_DEBUG"] = nil }
        environment["GDK_DISABLE"] = nil
        for (name, value) in variables where name != "GTK_A11Y" || !accessibility {
            environment[name] = value
        }
    }
}
