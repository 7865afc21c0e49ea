import Foundation
import Glibc
import TestSupport
import XCTest

/// The Files screen in the built app under Xvfb, over folders made for each test: the keys open
/// and close folders with one stdout line each, the tree follows the disk while it is shown,
/// and what cannot be shown as asked (a bad `--root`, an unreadable folder, a link loop, a name
/// that is not UTF-8) is defined.
final class FilesEndToEndTests: EndToEndTestCase {
    /// Byte order: "Alpha" before "beta", folders before files.
    private let cLocale: [String: String?] = ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "LANGUAGE": nil]

    /// A fresh folder for one test, removed when it ends.
    private func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock {
            // Put back what a test took away, so the folder can be removed.
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("locked").path)
            try? FileManager.default.removeItem(at: root)
        }
        return root
    }

    /// Makes the folders (names ending in "/") and empty files `paths` under `root`.
    private func make(_ paths: [String], under root: URL) throws {
        for path in paths {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: Data("x".utf8)))
            }
        }
    }

    func testTheKeysOpenAndCloseFoldersWithALineEachAndAPressNamesTheRowShown() throws {
        let root = try makeRoot()
        try make(["Alpha/Inner/deep.txt", "Alpha/blob.bin", "beta/", "zeta.txt"], under: root)
        let (app, _) = try AppProcess.launch(["--screen", "files", "--root", root.path], environment: cLocale)
        defer { app.stop() }
        // The cursor is on the first row, Alpha: Right opens it, Down goes to Inner, Right opens it.
        try Xdotool.key("Right")
        XCTAssertEqual(app.waitForLines(withPrefix: "Expanded", count: 1), ["Expanded Alpha"], "stderr: \(app.stderr)")
        try Xdotool.key("Down", "Right")
        XCTAssertEqual(app.waitForLines(withPrefix: "Expanded", count: 2).last, "Expanded Alpha/Inner")
        // Right again goes into it: deep.txt is row 3 (Alpha, Inner, deep.txt).
        try Xdotool.key("Right", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at index 2"])
        // Left goes up to Inner, Left closes it, Left goes up to Alpha, Left closes it.
        try Xdotool.key("Left", "Left")
        XCTAssertEqual(app.waitForLines(withPrefix: "Collapsed", count: 1), ["Collapsed Alpha/Inner"])
        try Xdotool.key("Left", "Left")
        XCTAssertEqual(app.waitForLines(withPrefix: "Collapsed", count: 2).last, "Collapsed Alpha")
        // Folders first, then files: zeta.txt is the last of three rows.
        try Xdotool.key("End", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 2).last, "Item pressed at index 2")
        XCTAssertFalse(app.stderr.contains("CRITICAL") || app.stderr.contains("WARNING"), app.stderr)
    }

    func testTheTreeFollowsFilesCreatedRenamedAndDeletedAndAFolderDeletedWhileOpen() throws {
        let root = try makeRoot()
        try make(["Alpha/Inner/deep.txt", "Alpha/blob.bin", "beta/"], under: root)
        let (app, _) = try AppProcess.launch(["--screen", "files", "--root", root.path], environment: cLocale)
        defer { app.stop() }
        try Xdotool.key("Right", "Down", "Right")
        XCTAssertEqual(app.waitForLines(withPrefix: "Expanded", count: 2), ["Expanded Alpha", "Expanded Alpha/Inner"])
        // A search counts the items read: Alpha, beta, Inner, blob.bin, deep.txt.
        try Xdotool.key("ctrl+f")
        try Xdotool.run(["type", "--delay", "80", "new"])
        let lines = { (text: String) in app.waitForLine(timeout: 15) { $0 == text } }
        XCTAssertNotNil(lines("Filter \"new\": 0 of 5 rows"), "stdout: \(app.stdoutLines)")
        let manager = FileManager.default
        XCTAssertTrue(manager.createFile(atPath: root.appendingPathComponent("Alpha/new.txt").path, contents: nil))
        XCTAssertNotNil(lines("Filter \"new\": 1 of 6 rows"), "a file created shows up; stdout: \(app.stdoutLines)")
        try manager.moveItem(at: root.appendingPathComponent("Alpha/new.txt"), to: root.appendingPathComponent("Alpha/old.txt"))
        XCTAssertNotNil(lines("Filter \"new\": 0 of 6 rows"), "a file renamed moves; stdout: \(app.stdoutLines)")
        try manager.removeItem(at: root.appendingPathComponent("Alpha/Inner"))
        XCTAssertNotNil(lines("Filter \"new\": 0 of 4 rows"), "an open folder deleted goes with its items; stdout: \(app.stdoutLines)")
        try manager.removeItem(at: root.appendingPathComponent("Alpha/old.txt"))
        XCTAssertNotNil(lines("Filter \"new\": 0 of 3 rows"), "a file deleted goes; stdout: \(app.stdoutLines)")
        try Xdotool.key("Escape")
        XCTAssertEqual(app.waitForLines(withPrefix: "Filter cleared", count: 1), ["Filter cleared"])
        // The rows are the disk's: Alpha, blob.bin, beta; End presses the third.
        try Xdotool.key("End", "Return")
        XCTAssertEqual(app.waitForLines(withPrefix: "Item pressed", count: 1), ["Item pressed at index 2"])
        XCTAssertFalse(app.stderr.contains("CRITICAL"), app.stderr)
    }

    func testARootThatIsMissingOrAFileExitsTwoWithOneLine() throws {
        let root = try makeRoot()
        try make(["file.txt"], under: root)
        for (path, problem) in [
            (root.appendingPathComponent("gone").path, "does not exist"), (root.appendingPathComponent("file.txt").path, "is not a folder"),
        ] {
            let app = try AppProcess(["--screen", "files", "--root", path])
            XCTAssertEqual(app.waitForExit(), 2)
            XCTAssertEqual(app.stderr, "tabledeck: --root '\(path)' \(problem)\n")
            XCTAssertEqual(app.stdoutLines, [])
        }
    }

    func testExpandingEverythingStopsAtALinkLoop() throws {
        let root = try makeRoot()
        try make(["a/b/c/leaf.txt"], under: root)
        XCTAssertEqual(symlink("..", root.appendingPathComponent("a/self").path), 0)
        let (app, _) = try AppProcess.launch(["--screen", "files", "--root", root.path], environment: cLocale)
        defer { app.stop() }
        try Xdotool.key("asterisk")
        XCTAssertEqual(app.waitForLines(withPrefix: "Expanded", count: 1), ["Expanded a"])
        // a, b, c, leaf.txt, self: the link is a row, not a way round again.
        var presses = 0
        let last = try waitFor(
            "the last row to be the link, row 4",
            sample: { () -> String? in
                presses += 1
                try Xdotool.key("End", "Return")
                return app.waitForLines(withPrefix: "Item pressed", count: presses).last
            }, until: { $0 == "Item pressed at index 4" })
        XCTAssertEqual(last, "Item pressed at index 4")
    }

    func testAnUnreadableFolderSaysWhyAndNamesThatAreNotUTF8ShowTheirDisplayName() throws {
        let root = try makeRoot()
        try make(["locked/secret.txt", "plain.txt"], under: root)
        XCTAssertEqual(chmod(root.appendingPathComponent("locked").path, 0), 0)
        let odd = root.path + "/bad"
        let descriptor = (Array(odd.utf8) + [0xFF] + Array("name.txt".utf8) + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        XCTAssertEqual(symlink("loop", root.appendingPathComponent("loop").path), 0)
        // Root reads every folder: the app runs without the power to pass over permissions.
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"] : []
        let objects = try AtspiWalk.objects(
            ["--screen", "files", "--root", root.path], environment: ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "ATSPI_WALK_KEYS": "Right"],
            launcher: launcher)
        let names = objects.map(\.name)
        XCTAssertTrue(names.contains("Permission denied"), "\(objects)")
        // A row is named by its name and level: GTK 4.8 tells screen readers no level otherwise.
        XCTAssertTrue(names.contains("bad\u{FFFD}name.txt (invalid encoding), level 1"), "\(objects)")
        XCTAssertTrue(names.contains("loop, level 1"), "\(objects)")
        XCTAssertFalse(names.contains { $0.hasPrefix("secret.txt") }, "\(objects)")
    }
}
