import Foundation
import TestSupport
import XCTest

/// Swipe actions on the Users screen with real input under Xvfb, in both table backends: a
/// full swipe deletes, a partial one opens Delete, Escape and a click elsewhere
/// (another row, the header bar) close it, a vertical drag does not swipe, and a horizontal wheel
/// opens it.
final class UsersSwipeEndToEndTests: EndToEndTestCase {
    private struct Session {
        let app: AppProcess
        let window: (x: Int, y: Int, width: Int, height: Int)
        let rows: RowGeometry
        func y(ofVisibleRow row: Int) -> Int { rows.centre(ofVisibleRow: row) }
        /// Where the Delete button of an open row is: at the row's trailing (right) edge.
        var buttonX: Int { window.x + window.width - 40 }
        /// A point on a row away from where its button would be.
        var rowX: Int { window.x + window.width - 160 }

        /// Waits until visible row `row` is at rest on screen (its buttons slid open or closed).
        func waitUntilRowIsStill(_ row: Int, file: StaticString = #filePath, line: UInt = #line) throws {
            let height = Int(rows.rowHeight)
            try Screenshot.waitUntilStill(
                x: window.x + 10, y: y(ofVisibleRow: row) - height / 2, width: window.width - 20, height: height, file: file,
                line: line)
        }

        /// Waits until the first ten rows are at rest on screen (rows glide after a deletion).
        func waitUntilRowsAreStill(file: StaticString = #filePath, line: UInt = #line) throws {
            try Screenshot.waitUntilStill(
                x: window.x + 10, y: Int(rows.firstRowTop), width: window.width - 20, height: Int(10 * rows.rowHeight), file: file,
                line: line)
        }
    }

    private func start(_ backend: String) throws -> Session {
        let (app, window) = try AppProcess.launch(["--table", backend], pointing: false)
        do {
            let rows = try RowGeometry.measure(app, x: window.x + window.width / 2, top: window.y + 80)
            return Session(app: app, window: window, rows: rows)
        } catch {
            app.stop()
            throw error
        }
    }

    /// Presses at (`x`, `y`), moves by (`dx`, `dy`) in steps a person's hand makes, and releases:
    /// one gesture. Wait for what it does afterwards.
    private func drag(x: Int, y: Int, dx: Int, dy: Int, steps: Int = 8) throws {
        try Xdotool.drag(through: Xdotool.line(fromX: x, y: y, dx: dx, dy: dy, steps: steps))
    }

    /// Swipes visible row `row` partly open and waits until its Delete button is drawn, at rest.
    private func openDelete(onVisibleRow row: Int, in session: Session, file: StaticString = #filePath, line: UInt = #line) throws {
        try drag(x: session.rowX, y: session.y(ofVisibleRow: row), dx: -120, dy: 0)
        try waitForDeleteButton(shown: true, onVisibleRow: row, in: session, file: file, line: line)
    }

    /// Waits for `line` among the lines printed after the first `after` (a failure names what
    /// was printed; the test goes on).
    private func expectLine(_ line: String, in session: Session, after: Int, file: StaticString = #filePath, line number: UInt = #line) {
        _ = try? waitFor(
            "\"\(line)\"", sample: { Array(session.app.stdoutLines.dropFirst(after)) }, until: { $0.contains(line) },
            describe: { "printed: \($0)" }, file: file, line: number)
    }

    /// Runs `body` on a fresh app in each backend with the stdout line count before it, then
    /// checks nothing was warned.
    private func inBothBackends(_ body: (Session, String, Int) throws -> Void) throws {
        for backend in ["stack", "recycling"] {
            let session = try start(backend)
            defer { session.app.stop() }
            try body(session, backend, session.app.stdoutLines.count)
            XCTAssertEqual(session.app.stderr, "", "\(backend)")
        }
    }

    /// Waits for `Deleted rows: row` after the first `after` lines, and checks no row was
    /// pressed on the way (a swipe, a swipe button or a key on it is no press).
    private func expectDeletion(of row: Int, in session: Session, after: Int, file: StaticString = #filePath, line: UInt = #line) {
        expectLine("Deleted rows: \(row)", in: session, after: after, file: file, line: line)
        let pressed = session.app.stdoutLines.dropFirst(after).filter { $0.hasPrefix("Item pressed") }
        XCTAssertEqual(pressed, [], "a swipe is no press", file: file, line: line)
    }

    private func deletions(in session: Session, after: Int) -> [String] {
        session.app.stdoutLines.dropFirst(after).filter { $0.hasPrefix("Deleted rows") }
    }

    func testFullSwipeDeletesAndPartialSwipeOpensDeleteInBothBackends() throws {
        try inBothBackends { session, backend, start in
            var mark = start
            // Full swipe: left past half the row's width.
            try drag(x: session.window.x + session.window.width - 100, y: session.y(ofVisibleRow: 2), dx: -500, dy: 0)
            expectDeletion(of: 2, in: session, after: mark)

            // Partial swipe: Delete stays open; clicking it deletes that row.
            mark = session.app.stdoutLines.count
            try session.waitUntilRowsAreStill()
            try openDelete(onVisibleRow: 4, in: session)
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 4))
            expectDeletion(of: 4, in: session, after: mark)
        }
    }

    func testEscapeAndAClickElsewhereCloseWithoutDeletingInBothBackends() throws {
        try inBothBackends { session, backend, start in
            let mark = start
            // Open, then Escape: the button is gone, so a click where it was presses the row.
            try openDelete(onVisibleRow: 5, in: session)
            try Xdotool.key("Escape")
            try waitForDeleteButton(shown: false, onVisibleRow: 5, in: session)
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 5))
            expectLine("Item pressed at index 5", in: session, after: mark)

            // Open, then click another row: that click only closes (no press of row 8); then a
            // click where the button was presses row 6.
            let second = session.app.stdoutLines.count
            try openDelete(onVisibleRow: 6, in: session)
            try Xdotool.click(x: session.rowX, y: session.y(ofVisibleRow: 8))
            try waitForDeleteButton(shown: false, onVisibleRow: 6, in: session)
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 6))
            expectLine("Item pressed at index 6", in: session, after: second)
            XCTAssertFalse(session.app.stdoutLines.dropFirst(second).contains("Item pressed at index 8"), "\(backend)")
            XCTAssertEqual(deletions(in: session, after: mark), [], "\(backend)")
        }
    }

    /// A click that lands on Delete while the row slides back over it (right after Escape, or
    /// right after a click on another row) deletes nothing: a closing button takes no clicks.
    /// Opened again and left open, Delete deletes.
    func testAClickOnDeleteAsItClosesDeletesNothingInBothBackends() throws {
        try inBothBackends { session, backend, start in
            try openDelete(onVisibleRow: 3, in: session)
            // The pointer on the button first (the keys go to the window under it), then
            // Escape and the click at once: the click comes while the row slides back.
            try Xdotool.move(x: session.buttonX, y: session.y(ofVisibleRow: 3))
            try Xdotool.run(["key", "Escape", "click", "1"])
            try waitForDeleteButton(shown: false, onVisibleRow: 3, in: session)
            // A click on another row closes; the click on Delete right after it comes while
            // the row slides back.
            try openDelete(onVisibleRow: 3, in: session)
            try Xdotool.run([
                "mousemove", "\(session.rowX)", "\(session.y(ofVisibleRow: 8))", "click", "1", "mousemove", "\(session.buttonX)",
                "\(session.y(ofVisibleRow: 3))", "click", "1",
            ])
            try waitForDeleteButton(shown: false, onVisibleRow: 3, in: session)
            // The positive signal after the clicks that did nothing.
            try openDelete(onVisibleRow: 3, in: session)
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 3))
            expectLine("Deleted rows: 3", in: session, after: start)
            XCTAssertEqual(deletions(in: session, after: start), ["Deleted rows: 3"], "only the last click deleted (\(backend))")
            let pressed = session.app.stdoutLines.dropFirst(start).filter { $0.hasPrefix("Item pressed") }
            XCTAssertEqual(pressed, [], "no row was pressed (\(backend))")
        }
    }

    /// Waits until the open Delete button of visible row `row` is drawn (`shown`) or gone: its
    /// red filling most of a patch at the place of the button (its white title covers the rest),
    /// read from the screen; then until the row is at rest (a click on a row sliding back over
    /// its buttons only closes it, and presses nothing). Fails and throws after 10 seconds.
    private func waitForDeleteButton(
        shown: Bool, onVisibleRow row: Int, in session: Session, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let side = 16
        try waitFor(
            "the Delete button of row \(row) \(shown ? "shown" : "gone")",
            sample: {
                let patch = try Screenshot.capture(
                    x: session.buttonX - side / 2, y: session.y(ofVisibleRow: row) - side / 2, width: side, height: side)
                return (0..<side).flatMap { y in (0..<side).map { x in patch.pixel(x, y) } }.filter { colour in
                    colour.r - colour.g > 100 && colour.r - colour.b > 100
                }.count
            }, until: { ($0 > side * side / 2) == shown }, describe: { "\($0) of \(side * side) pixels red there" }, file: file,
            line: line)
        try session.waitUntilRowIsStill(row, file: file, line: line)
    }

    /// Swiped-open buttons stay open until a click elsewhere: a click on the header bar's background, which
    /// takes no focus (the focus stays on the table), closes open buttons; with buttons open, a
    /// click on a header tab still switches screens.
    func testAClickOnTheHeaderBarClosesOpenButtonsInBothBackends() throws {
        try inBothBackends { session, backend, start in
            try openDelete(onVisibleRow: 5, in: session)
            // The header bar, left of the tabs.
            try Xdotool.click(x: session.window.x + 40, y: session.window.y + 25)
            try waitForDeleteButton(shown: false, onVisibleRow: 5, in: session)
            // The button is gone: a click where it was presses the row.
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 5))
            expectLine("Item pressed at index 5", in: session, after: start)
            XCTAssertEqual(deletions(in: session, after: start), [], "\(backend)")

            // Open again, then the Carousel tab (the second of five, about 290 to 380 px from
            // the left; the window opens 800 px wide): the press is not taken, the Carousel
            // shows its first page.
            try openDelete(onVisibleRow: 6, in: session)
            try Xdotool.click(x: session.window.x + 335, y: session.window.y + 26)
            XCTAssertNotNil(session.app.waitForLine(timeout: 10) { $0.hasPrefix("Page 1 of ") }, "\(backend): the tab switched")
            XCTAssertEqual(deletions(in: session, after: start), [], "\(backend)")
        }
    }

    /// A keyboard user reaches the open buttons with Tab and presses Delete with Return.
    func testTabReachesTheOpenDeleteButtonInBothBackends() throws {
        try inBothBackends { session, backend, start in
            try openDelete(onVisibleRow: 3, in: session)
            try Xdotool.key("Tab", "Return")
            expectDeletion(of: 3, in: session, after: start)
        }
    }

    func testVerticalDragDoesNotSwipeAndHorizontalWheelOpensInBothBackends() throws {
        try inBothBackends { session, backend, start in
            let mark = start
            // A vertical drag (a little sideways too) swipes nothing: a click where a button
            // would be presses the row.
            try drag(x: session.rowX, y: session.y(ofVisibleRow: 3), dx: -12, dy: 120)
            try session.waitUntilRowIsStill(3)
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 3))
            expectLine("Item pressed at index 3", in: session, after: mark)
            XCTAssertEqual(deletions(in: session, after: mark), [], "\(backend)")

            // The wheel scrolled sideways (button 7: right) opens Delete under the pointer.
            let wheel = session.app.stdoutLines.count
            try Xdotool.click(x: session.rowX, y: session.y(ofVisibleRow: 5), button: 7)
            try waitForDeleteButton(shown: true, onVisibleRow: 5, in: session)
            try Xdotool.click(x: session.buttonX, y: session.y(ofVisibleRow: 5))
            expectLine("Deleted rows: 5", in: session, after: wheel)
        }
    }
}
