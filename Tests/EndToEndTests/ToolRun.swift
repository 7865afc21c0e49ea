import Foundation

/// A command-line tool run to completion: its exit status and what it printed on stdout.
struct ToolRun {
    /// The tool's exit status.
    let status: Int32
    /// Everything the tool printed on stdout.
    let output: Data

    /// The output as UTF-8 text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Runs `tool` (an absolute path, or a name looked up on `PATH`) with `arguments`, and waits.
    /// With `quiet`, its stderr is discarded instead of going to the test's.
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
        if quiet { process.standardError = FileHandle.nullDevice }
        try process.run()
        output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
    }
}
