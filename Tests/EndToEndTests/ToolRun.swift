import Foundation

/// A command-line tool run to completion: its exit status and what it printed on stdout.
struct ToolRun {
    /// The tool's exit status.
    let status: Int32
    /// Everything the tool printed on stdout.
    let output: Data
    /// Everything the tool printed on stderr when run `quiet` (otherwise it went to the test's).
    let errorOutput: Data

    /// The output as UTF-8 text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// The stderr output as UTF-8 text.
    var errorText: String { String(decoding: errorOutput, as: UTF8.self) }

    /// Runs `tool` (an absolute path, or a name looked up on `PATH`) with `arguments`, and waits.
    /// With `quiet`, its stderr is kept in ``errorOutput`` instead of going to the test's.
    init(_ tool: String, _ arguments: [String], environment: [String: String]? = nil, quiet: Bool = false) throws {
        let process = Process()
        if tool.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
        }
        if let environment { process.environment = environment }
        let out = Pipe()
        process.standardOutput = out
        let err = Pipe()
        if quiet { process.standardError = err }
        try process.run()
        // Stderr read beside stdout, so that neither pipe fills while the other is read.
        let errorRead = ErrorRead()
        if quiet {
            errorRead.group.enter()
            DispatchQueue.global().async {
                errorRead.data = err.fileHandleForReading.readDataToEndOfFile()
                errorRead.group.leave()
            }
        }
        output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.group.wait()
        errorOutput = errorRead.data
        status = process.terminationStatus
    }
}

/// Stderr read on another thread: written there, read after the group's wait.
private final class ErrorRead: @unchecked Sendable {
    let group = DispatchGroup()
    var data = Data()
}
