import Foundation
import TestSupport
import XCTest

/// The built `tabledeck` running as a child process, with its stdout and stderr collected.
final class AppProcess: @unchecked Sendable {
    /// Where the binary is: `$TABLEDECK_BINARY`, or next to the test bundle in `.build/<config>/`.
    static var binaryURL: URL {
        if let path = ProcessInfo.processInfo.environment["TABLEDECK_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0])
        return testBundle.deletingLastPathComponent().appendingPathComponent("tabledeck")
    }

    private let process = Process()
    private let lock = NSLock()
    private var stdoutText = ""
    private var stderrText = ""
    private var streamsEnded = 0

    /// Starts `tabledeck` with `arguments` and `environment` added to (or, with nil values,
    /// removed from) the test's own environment.
    init(_ arguments: [String], environment changes: [String: String?] = [:]) throws {
        process.executableURL = Self.binaryURL
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GTK_A11Y"] = "none"
        environment["GDK_DEBUG"] = "gl-disable"
        environment["GSK_RENDERER"] = "cairo"
        for (key, value) in changes {
            environment[key] = value
        }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Empty data is the end of the stream: the app has exited and every byte it wrote is in.
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock {
                if data.isEmpty {
                    handle.readabilityHandler = nil
                    self.streamsEnded += 1
                } else {
                    self.stdoutText += String(decoding: data, as: UTF8.self)
                }
            }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock {
                if data.isEmpty {
                    handle.readabilityHandler = nil
                    self.streamsEnded += 1
                } else {
                    self.stderrText += String(decoding: data, as: UTF8.self)
                }
            }
        }
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Everything printed on stdout so far, split into lines.
    var stdoutLines: [String] {
        lock.withLock { stdoutText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// Everything printed on stderr so far.
    var stderr: String { lock.withLock { stderrText } }

    /// Waits until stdout has a line for which `predicate` holds; returns it, or nil on timeout.
    @discardableResult
    func waitForLine(timeout: TimeInterval = 30, where predicate: (String) -> Bool) -> String? {
        var found: String?
        _ = poll(timeout: timeout) {
            found = stdoutLines.first(where: predicate)
            return found != nil
        }
        return found
    }

    /// Waits until stdout holds at least `count` lines with `prefix`; returns them.
    func waitForLines(withPrefix prefix: String, count: Int, timeout: TimeInterval = 10) -> [String] {
        var matching: [String] = []
        _ = poll(timeout: timeout) {
            matching = stdoutLines.filter { $0.hasPrefix(prefix) }
            return matching.count >= count
        }
        return matching
    }

    /// Waits for the `Ready in N ms` line that says the first frame is on screen.
    func waitUntilReady(file: StaticString = #filePath, line: UInt = #line) throws {
        guard waitForLine(where: { $0.hasPrefix("Ready in ") && $0.hasSuffix(" ms") }) != nil else {
            XCTFail("no Ready line; stderr: \(stderr)", file: file, line: line)
            throw CaptureError(message: "the app did not become ready")
        }
    }

    /// Waits for the process to end (killing it after `timeout`); returns its exit status.
    func waitForExit(timeout: TimeInterval = 20) -> Int32 {
        if !poll(timeout: timeout, until: { !process.isRunning }) {
            process.terminate()
        }
        process.waitUntilExit()
        // Both streams at their end: every byte the app wrote has been collected.
        _ = poll(timeout: 5) { lock.withLock { streamsEnded == 2 } }
        return process.terminationStatus
    }

    /// Ends the app.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
