import CGtkShims
import Glibc
import Synchronization

/// Where TableDeck reports problems and events.
///
/// Lines go straight to the file descriptors with `write(2)`: nothing is buffered, so a reader
/// of stdout sees each event the moment it happens.
public enum Diagnostics {
    /// Writes `tabledeck: warning: <message>` on stderr.
    ///
    /// Warnings name a broken contract (a negative count from a delegate, say); they never stop
    /// the program.
    public static func warn(_ message: String) {
        printError("tabledeck: warning: \(message)")
    }

    /// Writes the warning `message` (as ``warn(_:)``) the first time it is given, and nothing
    /// when the same message comes again: a bad value set in a loop or on every row is
    /// reported once, not once a frame.
    package static func warnOnce(_ message: String) {
        let isNew = warnedOnce.withLock { $0.insert(message).inserted }
        if isNew { warn(message) }
    }

    /// The messages ``warnOnce(_:)`` has written.
    private static let warnedOnce = Mutex<Set<String>>([])

    /// Writes `line` on stderr as it is.
    public static func printError(_ line: String) {
        writeLine(line, to: 2)
    }

    /// Writes `line` on stdout at once. Stdout carries only event lines (and `--help` text).
    public static func printEvent(_ line: String) {
        writeLine(line, to: 1)
    }

    /// Milliseconds since the kernel started this process, or `nil` where the kernel does not say.
    public static func processAgeMilliseconds() -> Int? {
        let age = tdk_process_age_ms()
        return age >= 0 ? Int(age) : nil
    }

    private static func writeLine(_ line: String, to descriptor: Int32) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
