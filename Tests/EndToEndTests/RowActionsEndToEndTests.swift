import Foundation
import XCTest

/// Context menus and reordering on the Users screen with real input: right click,
/// the Menu key and Shift+F10 open a row's menu, whose Delete and Move Down act on that row and
/// whose Copy Name puts its name on the clipboard; Alt+Up/Down and a vertical drag move rows;
/// Escape puts a dragged row back; Ctrl+Z undoes a move.
final class RowActionsEndToEndTests: EndToEndTestCase {
    private struct Session {
        let app: AppProcess
        let window: (x: Int, y: Int, width: Int, height: Int)
        let x: Int
        let rows: RowGeometry
        func y(ofVisibleRow row: Int) -> Int { rows.centre(ofVisibleRow: row) }

        /// Waits until the first ten rows are at rest on screen (rows glide for 200 ms after a
        /// deletion or a move): a click then lands on the row a test means.
        func waitUntilRowsAreStill(file: StaticString = #filePath, line: UInt = #line) throws {
            try Screenshot.waitUntilStill(
                x: window.x + 10, y: Int(rows.firstRowTop), width: window.width - 20, height: Int(10 * rows.rowHeight), file: file,
                line: line)
        }

        /// Clicks visible row `row` with Ctrl held (the cursor goes there) and waits for the
        /// selection line it prints.
        func controlClick(visibleRow row: Int, file: StaticString = #filePath, line: UInt = #line) throws {
            let before = app.stdoutLines.filter { $0.hasPrefix("Selected rows") }.count
            try Xdotool.click(x: x, y: y(ofVisibleRow: row), holding: "ctrl")
            let lines = app.waitForLines(withPrefix: "Selected rows", count: before + 1)
            XCTAssertEqual(lines.count, before + 1, "a Ctrl+click on row \(row) changed the selection", file: file, line: line)
        }

        /// Waits for the `occurrence`th `line` (1: the first); fails naming what was printed after
        /// the first `after` lines.
        func expect(
            _ line: String, occurrence: Int = 1, after: Int, file: StaticString = #filePath, line number: UInt = #line
        ) {
            let found = app.waitForLines(withPrefix: line, count: occurrence).filter { $0 == line }.count
            XCTAssertGreaterThanOrEqual(
                found, occurrence, "expected \"\(line)\" \(occurrence)×; printed: \(app.stdoutLines.dropFirst(after))", file: file,
                line: number)
        }

        /// The lines printed after the first `after` that report moves, presses or deletions.
        func actionLines(after: Int) -> [String] {
            app.stdoutLines.dropFirst(after).filter {
                $0.hasPrefix("Moved row") || $0.hasPrefix("Deleted rows") || $0.hasPrefix("Item pressed")
            }
        }
    }

    private func start(_ backend: String) throws -> Session {
        let (app, window) = try AppProcess.launch(["--table", backend], pointing: false)
        let x = window.x + window.width / 3
        do {
            return Session(app: app, window: window, x: x, rows: try RowGeometry.measure(app, x: x, top: window.y + 80))
        } catch {
            app.stop()
            throw error
        }
    }

    /// Right-clicks visible row `row` once the rows are at rest, waits for its menu, clicks the
    /// menu's item at `item` (0: Delete) and waits for the menu to close. The items are about
    /// 30 px apart from 22 px below the menu's top.
    private func pick(item: Int, inMenuOfVisibleRow row: Int, _ session: Session) throws {
        // The rows below a deletion glide up for 200 ms: right-click once they are at rest.
        try session.waitUntilRowsAreStill()
        try Xdotool.click(x: session.x, y: session.y(ofVisibleRow: row), button: 3)
        // The popover maps a moment after the click (slower on a loaded machine: a CI run once
        // clicked before the menu was there).
        let menu = try PopupWindow.waitUntilShown()
        try Xdotool.click(x: menu.x + 40, y: menu.y + 22 + 30 * item)
        try PopupWindow.waitUntilGone()
    }

    /// Presses `key` (the Menu key, Shift+F10) to open the cursor row's menu, waits for it, presses
    /// `keys` in it and waits for it to close.
    private func openMenu(with key: String, thenPress keys: String...) throws {
        try Xdotool.key(key)
        _ = try PopupWindow.waitUntilShown()
        try Xdotool.run(["key", "--delay", "60"] + keys)
        try PopupWindow.waitUntilGone()
    }

    func testMenusByRightClickMenuKeyAndShiftF10AndAltArrowsInBothBackends() throws {
        for backend in ["stack", "recycling"] {
            let session = try start(backend)
            defer { session.app.stop() }
            let start = session.app.stdoutLines.count
            // The keys open the cursor row's menu (Ctrl+click puts the cursor on row 2) with its
            // first item focused.
            try session.controlClick(visibleRow: 2)
            try openMenu(with: "Menu", thenPress: "Down", "Down", "Return")
            session.expect("Moved row 2 to 3", after: start)
            try openMenu(with: "shift+F10", thenPress: "Return")
            session.expect("Deleted rows: 3", after: start)
            try pick(item: 0, inMenuOfVisibleRow: 2, session)
            session.expect("Deleted rows: 2", after: start)
            // Row 1's menu: Delete, Move Up, Move Down, Copy Name.
            try pick(item: 2, inMenuOfVisibleRow: 1, session)
            session.expect("Moved row 1 to 2", after: start)
            // The cursor went with the moved row (now 2).
            try Xdotool.key("alt+Down")
            session.expect("Moved row 2 to 3", occurrence: 2, after: start)
            try Xdotool.key("alt+Up")
            session.expect("Moved row 3 to 2", after: start)
            try Xdotool.key("ctrl+z")
            session.expect("Moved row 2 to 3", occurrence: 3, after: start)
            XCTAssertEqual(
                session.actionLines(after: start),
                [
                    "Moved row 2 to 3", "Deleted rows: 3", "Deleted rows: 2", "Moved row 1 to 2", "Moved row 2 to 3",
                    "Moved row 3 to 2", "Moved row 2 to 3",
                ], backend)
            // On one line: the test runner shows a failure's first line only, and this check
            // failed once under load with the message cut off.
            let stderr = session.app.stderr
            XCTAssertTrue(stderr.isEmpty, "\(backend): stderr: \(stderr.split(separator: "\n").joined(separator: " | "))")
        }
    }

    /// The menu's Copy Name puts the row's name on the X clipboard, as another program pastes
    /// it (read with xclip while the app, which serves it, runs); nothing is moved or deleted.
    func testCopyNamePutsTheRowsNameOnTheClipboardInBothBackends() throws {
        for (backend, row) in [("stack", 3), ("recycling", 5)] {
            let session = try start(backend)
            defer { session.app.stop() }
            let start = session.app.stdoutLines.count
            let name = "\(row). User"
            // No read before the copy: the owner of the clipboard then may be this test process
            // (an in-process test put text there, and no main loop runs here now to answer),
            // and xclip would wait for it. After the copy the app owns it and answers; a copy
            // that did nothing reads another text, nothing, or times out, and fails.
            // The menu: Delete, Move Up, Move Down, Copy Name.
            try pick(item: 3, inMenuOfVisibleRow: row, session)
            XCTAssertEqual(try XClipboard.waitForText(name), name, backend)
            XCTAssertEqual(session.actionLines(after: start), [], backend)
            XCTAssertEqual(session.app.stderr, "", backend)
        }
    }

    func testVerticalDragMovesARowAndEscapeCancelsInBothBackends() throws {
        for backend in ["stack", "recycling"] {
            let session = try start(backend)
            defer { session.app.stop() }
            let start = session.app.stdoutLines.count
            let height = session.rows.rowHeight
            // Row 3 held and dragged two and a half rows down: its middle passes rows 4 and 5.
            let from = session.y(ofVisibleRow: 3)
            try drag(x: session.x, from: from, to: from + Int(2.5 * height), thenEscape: false)
            session.expect("Moved row 3 to 5", after: start)
            // The first click after a drop presses its row (the recycling list once lost it).
            try session.waitUntilRowsAreStill()
            try Xdotool.click(x: session.x + 20, y: session.y(ofVisibleRow: 2))
            session.expect("Item pressed at index 2", after: start)
            try session.waitUntilRowsAreStill()
            // Row 0 dragged six and a half rows down: its middle passes rows 1 to 6.
            let top = session.y(ofVisibleRow: 0)
            try drag(x: session.x, from: top, to: top + Int(6.5 * height), thenEscape: false)
            session.expect("Moved row 0 to 6", after: start)
            // Row 1 dragged down once the dropped row has settled, then Escape before the
            // release: no move, no press.
            try session.waitUntilRowsAreStill()
            let second = session.y(ofVisibleRow: 1)
            try drag(x: session.x, from: second, to: second + Int(2.5 * height), thenEscape: true)
            try session.waitUntilRowsAreStill()
            // The positive signal after it: Alt+Down on the cursor row (the row that was lifted).
            try Xdotool.key("alt+Down")
            session.expect("Moved row 1 to 2", after: start)
            XCTAssertEqual(
                session.actionLines(after: start), ["Moved row 3 to 5", "Item pressed at index 2", "Moved row 0 to 6", "Moved row 1 to 2"],
                backend)
            XCTAssertEqual(session.app.stderr, "", backend)
        }
    }

    /// Held below the list's bottom edge the list scrolls, and the row lands beyond the first
    /// screen (where the pointer is when it is released).
    func testADragHeldAtTheBottomEdgeAutoscrollsInBothBackends() throws {
        for backend in ["stack", "recycling"] {
            let session = try start(backend)
            defer { session.app.stop() }
            let start = session.app.stdoutLines.count
            let window = session.window
            let from = session.y(ofVisibleRow: 1)
            // Down onto the status bar below the list (past its edge: the fastest autoscroll),
            // held there for a second, released.
            let bottom = window.y + window.height - 8
            try Xdotool.drag(
                through: Xdotool.line(fromX: session.x, y: from, dx: 0, dy: bottom - from, steps: 6), pace: 0.05, hold: 1.0)
            let line = session.app.waitForLines(withPrefix: "Moved row", count: 1).first
            let destination = line.flatMap { Int($0.split(separator: " ").last ?? "") }
            XCTAssertEqual(line?.hasPrefix("Moved row 1 to "), true, "\(backend): \(String(describing: line))")
            // About twelve rows show; a second at up to 900 px/s scrolls some twenty more.
            XCTAssertGreaterThan(destination ?? 0, 15, "\(backend): the list did not scroll")
            XCTAssertEqual(session.actionLines(after: start).count, 1, "\(backend): \(session.actionLines(after: start))")
            XCTAssertEqual(session.app.stderr, "", backend)
        }
    }

    /// Presses at (`x`, `from`), moves to `to` in steps (past the drag threshold at once), and
    /// releases, pressing Escape before the release when `thenEscape`: one gesture, whose pauses
    /// are the pace of a hand, not waits for the app.
    private func drag(x: Int, from: Int, to: Int, thenEscape: Bool) throws {
        try Xdotool.drag(
            through: Xdotool.line(fromX: x, y: from, dx: 0, dy: to - from, steps: 6), pace: 0.05, hold: 0.2,
            keysBeforeRelease: thenEscape ? ["Escape"] : [])
    }
}
