import Foundation
import Glibc

/// Runs `body` with the process's standard error sent to a temporary file and returns what was
/// written there, so a test can assert the warnings it promises (TableDeck writes them with
/// `write(2)` straight to descriptor 2). A file rather than a pipe: a long body cannot fill a
/// pipe and block. Standard error is restored afterwards, also when `body` throws.
public func capturingStandardError<Result>(_ body: () throws -> Result) rethrows -> (result: Result, text: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-stderr-\(getpid())-\(UUID().uuidString)").path
    let file = open(path, O_CREAT | O_TRUNC | O_RDWR, 0o600)
    let saved = dup(2)
    guard file >= 0, saved >= 0 else {
        // Nothing to capture into: run the body and report no text (the assertion then fails).
        return (try body(), "")
    }
    fflush(nil)
    dup2(file, 2)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        close(file)
        unlink(path)
    }
    let result = try body()
    fflush(nil)
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return (result, text)
}
