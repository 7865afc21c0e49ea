import Foundation
import XCTest

/// The Files screen's outline read by Orca itself (`scripts/orca-walk.sh`; Orca 43 or 48,
/// ``OrcaWords``): each row says its name, its level, and whether a folder is expanded or
/// collapsed, as Right and Left open, close and move.
final class OrcaFilesEndToEndTests: EndToEndTestCase {
    func testRowsSayTheirLevelAndWhetherTheyAreExpanded() throws {
        // Orca's walk takes the arguments as one line split at spaces: a path without any.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-orca-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Alpha/Inner"), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: root.appendingPathComponent("Alpha/Inner/deep.txt").path, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: root.appendingPathComponent("beta.txt").path, contents: nil))
        defer { try? FileManager.default.removeItem(at: root) }
        let walk = try OrcaWalk.run(["--screen", "files", "--root", root.path], keys: ["Right", "Down", "Right", "Left", "Left"])
        let steps = walk.keySteps
        XCTAssertEqual(steps.map(\.key), ["Right", "Down", "Right", "Left", "Left"], "Orca saw every key")
        guard let start = walk.steps.first, steps.count == 5 else { return }
        let expected: [(name: String, state: String)] = [
            ("Alpha, level 1", "collapsed"), ("Alpha, level 1", "expanded"), ("Inner, level 2", "collapsed"),
            ("Inner, level 2", "expanded"), ("Inner, level 2", "collapsed"), ("Alpha, level 1", "expanded"),
        ]
        // Orca 43 reads a row's name (and level) on every step. Orca 48 reads the name when it
        // comes to a row (at start, Down), and a row whose state changed, or one it comes back
        // to, by its state and labels ("expanded Alpha.", "1 item.", the time).
        let namesRead = OrcaWords.isOrca48 ? [0, 2] : Array(0..<expected.count)
        for (index, (step, (name, state))) in zip([start] + steps, expected).enumerated() {
            if namesRead.contains(index) {
                XCTAssertTrue(step.speech.contains { $0.hasPrefix(name) }, "\(step.key ?? "start"): \(name) in \(step.spoken)")
            }
            XCTAssertTrue(
                step.speech.contains { $0 == state + "." || $0.hasPrefix(state + " ") },
                "\(step.key ?? "start"): \(state) in \(step.spoken)")
        }
    }
}
