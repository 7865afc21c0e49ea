import Foundation
import XCTest

/// Selecting, deleting, undoing and adding users with real input, in both table backends.
final class UsersEditingEndToEndTests: EndToEndTestCase {
    /// The app on the Users screen with `backend`, its window, and where rows are.
    private struct Session {
        let app: AppProcess
        let window: (x: Int, y: Int, width: Int, height: Int)
        let x: Int
        let rows: RowGeometry
        func y(ofVisibleRow row: Int) -> Int { rows.centre(ofVisibleRow: row) }

        /// The list, below the header bar, above the status line.
        var list: (x: Int, y: Int, width: Int, height: Int) { (window.x + 10, window.y + 60, window.width - 20, window.height - 100) }
        /// The band above the status line where the deletion notice and its Undo button show.
        var noticeBand: (x: Int, y: Int, width: Int, height: Int) { (window.x + 10, window.y + window.height - 80, window.width - 20, 44) }

        func capture(_ area: (x: Int, y: Int, width: Int, height: Int)) throws -> Screenshot {
            try Screenshot.capture(x: area.x, y: area.y, width: area.width, height: area.height)
        }
    }

    private func start(_ backend: String) throws -> Session {
        let (app, window) = try AppProcess.launch(["--table", backend], pointing: false)
        let x = window.x + window.width / 2
        do {
            let rows = try RowGeometry.measure(app, x: x, top: window.y + 80)
            return Session(app: app, window: window, x: x, rows: rows)
        } catch {
            app.stop()
            throw error
        }
    }

    /// Waits for `line` to be printed after the first `after` lines; fails naming what was printed.
    private func expectLine(_ line: String, in session: Session, after: Int, file: StaticString = #filePath, line number: UInt = #line) {
        let found = session.app.waitForLine(timeout: 10) { $0 == line }
        XCTAssertNotNil(found, "expected \"\(line)\"; printed: \(session.app.stdoutLines.dropFirst(after))", file: file, line: number)
    }

    func testClickControlClickShiftClickDeleteUndoAndNewInBothBackends() throws {
        for backend in ["stack", "recycling"] {
            let session = try start(backend)
            defer { session.app.stop() }
            let start = session.app.stdoutLines.count
            try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 1))
            expectLine("Item pressed at index 1", in: session, after: start)
            try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 4), holding: "ctrl")
            expectLine("Selected rows: 1,4", in: session, after: start)
            try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 6), holding: "shift")
            expectLine("Selected rows: 4-6", in: session, after: start)
            try Xdotool.key("shift+Down")
            expectLine("Selected rows: 4-7", in: session, after: start)
            try Xdotool.key("Delete")
            expectLine("Deleted rows: 4-7", in: session, after: start)
            expectLine("Selected rows: none", in: session, after: start)
            try Xdotool.key("ctrl+z")
            expectLine("Restored rows: 4-7", in: session, after: start)
            // The cursor row (7) was deleted: the cursor went to the user that took its place,
            // "8. User", and back with it to row 8; the new user comes after it.
            try Xdotool.key("ctrl+n")
            expectLine("Inserted rows: 9", in: session, after: start)
            try Xdotool.key("ctrl+a")
            expectLine("Selected rows: 0-1000", in: session, after: start)
            try Xdotool.key("Escape")
            expectLine("Selected rows: none", in: session, after: start)
            XCTAssertEqual(
                Array(session.app.stdoutLines.dropFirst(start)),
                [
                    "Selected rows: 1", "Item pressed at index 1", "Selected rows: 1,4", "Selected rows: 4-6",
                    "Selected rows: 4-7", "Deleted rows: 4-7", "Selected rows: none", "Restored rows: 4-7",
                    "Selected rows: 4-7", "Inserted rows: 9", "Selected rows: 0-1000", "Selected rows: none",
                ], "\(backend)")
            XCTAssertEqual(session.app.stderr, "", "\(backend)")
        }
    }

    func testDeletingAboveTheViewportKeepsTheRowsOnScreenStill() throws {
        for backend in ["stack", "recycling"] {
            let session = try start(backend)
            defer { session.app.stop() }
            let start = session.app.stdoutLines.count
            // Select users 0-2, then scroll them out of sight with the wheel.
            try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 0))
            try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 2), holding: "shift")
            expectLine("Selected rows: 0-2", in: session, after: start)
            let list = session.list
            let top = try session.capture(list)
            for _ in 0..<8 {
                try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 3), button: 5)
            }
            // The list scrolled: its picture changed, then came to rest.
            try Screenshot.waitUntilChanged(from: top, x: list.x, y: list.y, width: list.width, height: list.height)
            // Which user is under the pointer: Ctrl+click adds it, and again takes it away.
            let probe = session.y(ofVisibleRow: 5)
            try Xdotool.click(x: session.x, y: probe, holding: "ctrl")
            let added = session.app.waitForLine(timeout: 10) { $0.hasPrefix("Selected rows: 0-2,") }
            let user = try XCTUnwrap(added.flatMap { Int($0.dropFirst("Selected rows: 0-2,".count)) }, "\(backend)")
            XCTAssertGreaterThan(user, 10, "\(backend): the list scrolled")
            try Xdotool.click(x: session.x, y: probe, holding: "ctrl")
            try Xdotool.key("Delete")
            expectLine("Deleted rows: 0-2", in: session, after: start)
            // Whatever the deletion moves on screen (the notice comes in under the list) at rest.
            try Screenshot.waitUntilStill(x: list.x, y: list.y, width: list.width, height: list.height)
            // The same user is under the pointer, now three rows earlier in the list.
            try Xdotool.click(x: session.x, y: probe, holding: "ctrl")
            expectLine("Selected rows: \(user - 3)", in: session, after: start)
            XCTAssertEqual(session.app.stderr, "", "\(backend)")
        }
    }

    func testTheUndoButtonRestoresTheDeletedUsers() throws {
        let session = try start("stack")
        defer { session.app.stop() }
        let start = session.app.stdoutLines.count
        let band = session.noticeBand
        let before = try session.capture(band)
        try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: 3))
        try Xdotool.key("Delete")
        expectLine("Deleted rows: 3", in: session, after: start)
        // The notice is drawn there (the band changed), and at rest.
        try Screenshot.waitUntilChanged(from: before, x: band.x, y: band.y, width: band.width, height: band.height)
        // The notice sits above the footer, its Undo button at the trailing end.
        let window = session.window
        try Xdotool.click(x: window.x + window.width - 50, y: window.y + window.height - 58)
        expectLine("Restored rows: 3", in: session, after: start)
    }
}
