import Foundation
import Glibc
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
    /// Readers between taking bytes from a pipe and adding them to the text.
    private var readsInFlight = 0
    /// The read ends of the app's stdout and stderr pipes.
    private var descriptors: [Int32] = []

    /// Starts `tabledeck` with `arguments` and `environment` added to (or, with nil values,
    /// removed from) the test's own environment; through `launcher` (a command and its
    /// arguments, such as `setpriv …`) when it is not empty.
    init(_ arguments: [String], environment changes: [String: String?] = [:], launcher: [String] = []) throws {
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? Self.binaryURL
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [Self.binaryURL.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        HeadlessGTK.apply(to: &environment)
        for (key, value) in changes {
            environment[key] = value
        }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        descriptors = [out.fileHandleForReading.fileDescriptor, err.fileHandleForReading.fileDescriptor]
        // One reading thread per pipe, each holding its FileHandle (which owns the descriptor).
        for (handle, text) in [(out.fileHandleForReading, \AppProcess.stdoutText), (err.fileHandleForReading, \.stderrText)] {
            Thread.detachNewThread { [weak self] in
                withExtendedLifetime(handle) { self?.collect(handle.fileDescriptor, into: text) }
            }
        }
        try process.run()
    }

    /// Adds what the pipe `descriptor` brings to the text at `text`, until the end of the
    /// stream. A read is counted in flight from when the pipe has bytes until they are in the
    /// text, so "nothing left in the pipe and nothing in flight" means every byte written so far
    /// has been collected. (Not FileHandle's readabilityHandler: clearing it at the end of the
    /// stream crashes libdispatch now and then.)
    private func collect(_ descriptor: Int32, into text: ReferenceWritableKeyPath<AppProcess, String>) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&ready, 1, -1) >= 0 || errno == EINTR else { return }
            lock.withLock { readsInFlight += 1 }
            let count = read(descriptor, &buffer, buffer.count)
            lock.withLock {
                if count > 0 { self[keyPath: text] += String(decoding: buffer[0..<count], as: UTF8.self) }
                readsInFlight -= 1
            }
            if count == 0 || (count < 0 && errno != EINTR) { return }
        }
    }

    /// Whether every byte in the app's pipes has been collected: none waits in a pipe, none is
    /// being added. (The end of the streams is no signal: a D-Bus daemon the app started may keep
    /// them open after the app has exited.)
    private var pipesDrained: Bool {
        lock.withLock {
            guard readsInFlight == 0 else { return false }
            return descriptors.allSatisfy { descriptor in
                var waiting: Int32 = 0
                return ioctl(descriptor, UInt(FIONREAD), &waiting) == 0 && waiting == 0
            }
        }
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
        // The app has exited: every byte it wrote is in a pipe or collected already.
        _ = poll(timeout: 5) { pipesDrained }
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
