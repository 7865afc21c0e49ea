import Foundation
import TestSupport
import XCTest

/// The Class detail screen under Xvfb, driven with real pointer and keyboard input.
///
/// The window is sized to 1280×800 so the page lays out the same way every run: the content
/// column is 720 px wide and centred, the "See availability" button and the promotion entry
/// are in view without scrolling (their heights below the window top were read from a
/// screenshot of this layout). Controls further down are reached with Tab, which scrolls the
/// focused control into view as a keyboard user would.
final class DetailEndToEndTests: EndToEndTestCase {
    /// Where the controls are in a 1280×800 window at (x, y): the content column is 720 px wide
    /// and centred, so x positions follow from the width; heights are found on screen.
    private struct Layout {
        let x: Int
        let y: Int
        let width: Int
        let seeAvailabilityY: Int
        /// `nil` when no Apply button is on screen (no promotion section).
        let applyY: Int?
        var contentLeft: Int { x + width / 2 - 360 }
        var contentRight: Int { x + width / 2 + 360 }
        var seeAvailability: (Int, Int) { (contentRight - 80, seeAvailabilityY) }
        var promotionEntry: (Int, Int)? { applyY.map { (contentLeft + 120, $0) } }
        var apply: (Int, Int)? { applyY.map { (contentRight - 60, $0) } }
        /// The 1280×800 window.
        var window: WindowGeometry { (x, y, width, 800) }
    }

    /// The band at the bottom of the 1280×800 window where the promotion entry is: its caret
    /// fades in and out while it has the focus, so a wait for the page at rest leaves it out.
    private static let caretBand = 60

    private func openDetail(_ extra: [String] = [], environment: [String: String?] = [:]) throws -> (
        AppProcess, Layout
    ) {
        let (app, _) = try AppProcess.launch(["--screen", "detail"] + extra, environment: environment)
        do {
            // The new size, then the relayout at rest (wrapping text takes a frame or two to find
            // its height): a click while the page still moves presses nothing. The promotion
            // entry at the bottom has the focus: its caret never rests.
            let window = try AppProcess.resizeMainWindow(width: 1280, height: 800, ignoringBottom: Self.caretBand)
            XCTAssertEqual(window.width, 1280)
            // The first availability check runs for a second from start-up; See availability
            // takes clicks once it is over.
            try waitUntilSeeAvailabilityTakesClicks(in: window)
            try Screenshot.waitUntilStill(x: window.x, y: window.y, width: window.width, height: window.height - Self.caretBand)
            // Find the buttons' heights on screen, so a change of text above them moves the
            // clicks with them: the gradient border is the first red pixel down the button's
            // centre column, Apply is a run of the theme's blue.
            return (app, try measure(window))
        } catch {
            app.stop()
            throw error
        }
    }

    /// The top of See availability's gradient border on screen: the first red pixel down the
    /// button's centre column; nil while the button is insensitive (an availability check
    /// runs: the border is drawn faded, pink) or not on screen.
    private func seeAvailabilityTop(in window: WindowGeometry) throws -> Int? {
        let buttonColumn = try ScreenColumn(x: window.x + window.width / 2 + 360 - 80, height: window.y + window.height)
        return buttonColumn.firstRow(from: window.y + 90) { $0.red > 150 && $0.green < 90 && $0.blue < 140 }
    }

    /// Waits until See availability takes clicks: its border is drawn in full colour again,
    /// the availability check is over.
    private func waitUntilSeeAvailabilityTakesClicks(
        in window: WindowGeometry, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try waitFor(
            "See availability to take clicks (its border in full colour: the availability check over)",
            sample: { try seeAvailabilityTop(in: window) }, until: { $0 != nil },
            describe: { _ in "no full-colour border (the button faded: a check still running)" }, file: file, line: line)
    }

    /// Reads the buttons' heights off the screen: See availability's gradient border is the
    /// first red pixel down its centre column (pale while the button is insensitive), Apply a
    /// run of the theme's blue.
    private func measure(_ window: (x: Int, y: Int, width: Int, height: Int)) throws -> Layout {
        let centre = window.x + window.width / 2
        let buttonTop = try XCTUnwrap(try seeAvailabilityTop(in: window), "no See availability border on screen")
        let applyColumn = try ScreenColumn(x: centre + 360 - 60, height: window.y + window.height)
        let blue = { (pixel: ScreenColumn.Pixel) in pixel.red < 100 && pixel.blue > 200 && pixel.green > 100 }
        let applyY = applyColumn.firstRow(from: window.y + 90, where: blue).map { top in
            (top + applyColumn.lastRow(ofRunFrom: top, where: blue)) / 2
        }
        return Layout(
            x: window.x, y: window.y, width: window.width, seeAvailabilityY: buttonTop + 18, applyY: applyY)
    }

    /// The screen row of See availability's top border, in full colour or faded (a check runs).
    private func seeAvailabilityBorderTop(in window: (x: Int, y: Int, width: Int, height: Int)) throws -> Int {
        let column = try ScreenColumn(x: window.x + window.width / 2 + 360 - 80, height: window.y + window.height)
        return try XCTUnwrap(
            column.firstRow(from: window.y + 90) { $0.red > 150 && $0.red - $0.green > 60 && $0.red - $0.blue > 40 },
            "no See availability border on screen")
    }

    private func events(_ app: AppProcess) -> [String] {
        app.stdoutLines.filter { !$0.hasPrefix("Ready in ") }
    }

    func testAvailabilityPromotionAndGiftPrintTheirEvents() throws {
        let (app, layout) = try openDetail()
        defer { app.stop() }
        let entry = try XCTUnwrap(layout.promotionEntry, "no promotion section on screen")
        let apply = try XCTUnwrap(layout.apply)

        try Xdotool.click(x: layout.seeAvailability.0, y: layout.seeAvailability.1)
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Availability requested" }, "stdout: \(app.stdoutLines)")

        // Apply with nothing typed: refused on the page, nothing printed.
        try Xdotool.click(x: entry.0, y: entry.1)
        try Xdotool.key("Return")
        try Xdotool.click(x: apply.0, y: apply.1)

        // A real code, with Enter in the entry, then another with the Apply button.
        try Xdotool.click(x: entry.0, y: entry.1)
        try Xdotool.run(["type", "--delay", "40", "spring20"])
        try Xdotool.key("Return")
        XCTAssertNotNil(
            app.waitForLine(timeout: 5) { $0 == "Promotion applied: SPRING20" }, "stdout: \(app.stdoutLines)")
        // Now that a later event is in, the empty Apply above is known to have printed nothing.
        XCTAssertEqual(events(app), ["Availability requested", "Promotion applied: SPRING20"], "an empty code printed nothing")
        try Xdotool.key("ctrl+a", "BackSpace")
        try Xdotool.run(["type", "--delay", "40", "art-5"])
        try Xdotool.click(x: apply.0, y: apply.1)
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Promotion applied: ART-5" }, "stdout: \(app.stdoutLines)")

        // The gift switch follows Apply in the focus chain; Space toggles it.
        try Xdotool.key("Tab", "space")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Gift: on" }, "stdout: \(app.stdoutLines)")
        try Xdotool.key("space")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Gift: off" }, "stdout: \(app.stdoutLines)")

        XCTAssertEqual(
            events(app),
            [
                "Availability requested", "Promotion applied: SPRING20", "Promotion applied: ART-5",
                "Gift: on", "Gift: off",
            ])
    }

    func testWithoutPromotionTheToggleAddsTheCodeEntryLive() throws {
        let (app, layout) = try openDetail(["--no-promotion"])
        defer { app.stop() }
        XCTAssertNil(layout.applyY, "--no-promotion shows no promotion section")
        try Xdotool.click(x: layout.seeAvailability.0, y: layout.seeAvailability.1)
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Availability requested" }, "stdout: \(app.stdoutLines)")

        // The "Class has a promotion" switch at the right end of the bar under the header.
        let window = layout.window
        let height = window.height - Self.caretBand
        let page = try Screenshot.capture(x: window.x, y: window.y, width: window.width, height: height)
        try Xdotool.click(x: layout.x + layout.width - 50, y: layout.y + 69)
        // The switch turns and the section comes in: the page changes, then comes to rest.
        try Screenshot.waitUntilChanged(from: page, x: window.x, y: window.y, width: window.width, height: height)
        let after = try measure(window)
        let entry = try XCTUnwrap(after.promotionEntry, "the toggle added the promotion section")
        try Xdotool.click(x: entry.0, y: entry.1)
        try Xdotool.run(["type", "--delay", "40", "live-1"])
        try Xdotool.key("Return")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Promotion applied: LIVE-1" }, "stdout: \(app.stdoutLines)")
        XCTAssertEqual(events(app), ["Availability requested", "Promotion applied: LIVE-1"])
    }

    // MARK: - See availability between the happy paths

    func testDoubleClickOnSeeAvailabilityAsksOnceAndTheButtonComesBack() throws {
        let (app, layout) = try openDetail()
        defer { app.stop() }
        let entry = try XCTUnwrap(layout.promotionEntry, "no promotion section on screen")
        let (x, y) = layout.seeAvailability
        // One xdotool run: two presses 80 ms apart, a real double click.
        try Xdotool.run(["mousemove", "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "80", "1"])
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Availability requested" }, "stdout: \(app.stdoutLines)")
        // A later action's line proves that both clicks were handled before it (X input is
        // handled in order): only then is "no second request" a fact, not a guess.
        try Xdotool.click(x: entry.0, y: entry.1)
        try Xdotool.run(["type", "--delay", "40", "once-1"])
        try Xdotool.key("Return")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Promotion applied: ONCE-1" }, "stdout: \(app.stdoutLines)")
        XCTAssertEqual(events(app), ["Availability requested", "Promotion applied: ONCE-1"], "one request per check")

        // The check takes a second; then the button takes a click again.
        try waitUntilSeeAvailabilityTakesClicks(in: layout.window)
        try Xdotool.click(x: x, y: y)
        let requests = app.waitForLines(withPrefix: "Availability requested", count: 2, timeout: 5)
        XCTAssertEqual(requests.count, 2, "re-enabled once the check completed; stdout: \(app.stdoutLines)")
    }

    /// A double click on See availability as the screen appears asks once, as one a second
    /// later does (above). The check the page starts on its own when it is built ("Checking…"
    /// for a second) used to lock the button: a press in that second, single or double, asked
    /// nothing.
    ///
    /// The page's own check lasts a second from the page's first frame, so the double click
    /// must come in that second for the test to say anything: a launch where it came later (a
    /// loaded machine) is tried again, up to three launches.
    func testDoubleClickOnSeeAvailabilityAsTheScreenAppearsAsksOnce() throws {
        var delays: [Double] = []
        for _ in 1...3 {
            let app = try AppProcess(["--screen", "detail", "--pages", "3"])
            defer { app.stop() }
            // Not AppProcess.launch: no pointing and no resize, which would eat into the second.
            XCTAssertNotNil(app.waitForLine { $0.hasPrefix("Ready in ") }, "stderr: \(app.stderr)")
            let ready = Date()
            // The window as it opens (800 × 600) has the button in view.
            let window = try AppProcess.mainWindow()
            let (x, y) = (window.x + window.width / 2 + 360 - 80, try seeAvailabilityBorderTop(in: window) + 18)
            try Xdotool.run(["mousemove", "\(x)", "\(y)", "click", "--repeat", "2", "--delay", "80", "1"])
            let clicked = Date().timeIntervalSince(ready)
            delays.append(clicked)
            guard clicked < 0.8 else { continue }
            XCTAssertNotNil(
                app.waitForLine(timeout: 5) { $0 == "Availability requested" },
                "a double click \(clicked) s after Ready asked nothing; stdout: \(app.stdoutLines)")
            // Ctrl+2 prints the Carousel's first page: with that line in, both clicks were handled
            // (X input is handled in order), so "asked once" is a fact, not a guess.
            try Xdotool.key("ctrl+2")
            XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Page 1 of 3" }, "stdout: \(app.stdoutLines)")
            XCTAssertEqual(events(app), ["Availability requested", "Page 1 of 3"], "one request per double click")
            return
        }
        XCTFail("no launch got its double click in within 0.8 s of Ready, while the first check runs: \(delays) s")
    }

    func testSeeAvailabilityLabelReadsAtRestAndHoveredInLightAndDark() throws {
        for theme in ["Adwaita", "Adwaita:dark"] {
            let (app, layout) = try openDetail(environment: ["GTK_THEME": theme])
            defer { app.stop() }
            let (x, y) = layout.seeAvailability
            // The label's box inside the 160 px button, clear of its gradient border.
            let box = (x: x - 60, y: y - 6, width: 120, height: 12)
            // The pointer on the margin, away from every control: the label's box at rest.
            try Xdotool.move(x: layout.x + 100, y: y)
            try Screenshot.waitUntilStill(x: box.x, y: box.y, width: box.width, height: box.height)
            let atRest = try Screenshot.capture(x: box.x, y: box.y, width: box.width, height: box.height)
            let rest = PixelContrast.textContrast(in: atRest)
            XCTAssertGreaterThanOrEqual(rest.ratio, 4.5, "\(theme), at rest: \(rest)")
            // Hovered: the button's look changes from the one at rest, then comes to rest.
            try Xdotool.move(x: x, y: y)
            let hover = PixelContrast.textContrast(
                in: try Screenshot.waitUntilChanged(from: atRest, x: box.x, y: box.y, width: box.width, height: box.height))
            XCTAssertGreaterThanOrEqual(hover.ratio, 4.5, "\(theme), hovered: \(hover)")
            XCTAssertNotEqual(hover.background, rest.background, "\(theme): hovering shows")
            app.stop()
        }
    }

    func testKeyboardFocusOnSeeAvailabilityAndThePromotionSwitchIsClearlyVisible() throws {
        let (app, layout) = try openDetail()
        defer { app.stop() }
        let entry = try XCTUnwrap(layout.promotionEntry, "no promotion section on screen")
        let (x, y) = layout.seeAvailability
        try Xdotool.click(x: entry.0, y: entry.1)
        // Rest the pointer on the page's left margin, away from every control.
        try Xdotool.move(x: layout.x + 100, y: y + 60)
        let buttonArea = (x: x - 100, y: y - 30, width: 200, height: 60)
        let switchArea = (x: layout.x + layout.width - 92, y: layout.y + 51, width: 88, height: 37)
        func capture(_ area: (x: Int, y: Int, width: Int, height: Int)) throws -> Screenshot {
            try Screenshot.capture(x: area.x, y: area.y, width: area.width, height: area.height)
        }
        /// The area once the key's answer is drawn (it changed from `before`) and at rest.
        func changed(_ area: (x: Int, y: Int, width: Int, height: Int), from before: Screenshot) throws -> Screenshot {
            try Screenshot.waitUntilChanged(from: before, x: area.x, y: area.y, width: area.width, height: area.height)
        }
        try Screenshot.waitUntilStill(x: buttonArea.x, y: buttonArea.y, width: buttonArea.width, height: buttonArea.height)
        try Screenshot.waitUntilStill(x: switchArea.x, y: switchArea.y, width: switchArea.width, height: switchArea.height)
        let buttonBefore = try capture(buttonArea)
        let switchBefore = try capture(switchArea)

        // Shift+Tab from the entry goes back to See availability (no static text in between).
        try Xdotool.key("shift+Tab")
        let buttonRing = PixelContrast.newVisiblePixels(
            before: buttonBefore, after: try changed(buttonArea, from: buttonBefore), background: buttonBefore.pixel(2, 2))
        XCTAssertGreaterThan(buttonRing, 100, "a 3:1 focus ring around See availability")

        // Once more: the promotion switch in the bar under the header.
        try Xdotool.key("shift+Tab")
        let switchRing = PixelContrast.newVisiblePixels(
            before: switchBefore, after: try changed(switchArea, from: switchBefore), background: switchBefore.pixel(86, 18))
        XCTAssertGreaterThan(switchRing, 60, "a 3:1 focus ring around the promotion switch")

        // And the focus really was there: Tab goes forward to the button, Space presses it.
        try Xdotool.key("Tab", "space")
        XCTAssertNotNil(app.waitForLine(timeout: 5) { $0 == "Availability requested" }, "stdout: \(app.stdoutLines)")
    }

    // MARK: - The Class screen's tab stops and the picks strip

    func testAddressTextIsNoTabStop() throws {
        let (app, layout) = try openDetail()
        defer { app.stop() }
        let entry = try XCTUnwrap(layout.promotionEntry, "no promotion section on screen")
        // Between See availability and the promotion entry there is only text (the teacher, the
        // address): Shift+Tab from the entry lands on the button, and Space presses it.
        try Xdotool.click(x: entry.0, y: entry.1)
        try Xdotool.key("shift+Tab", "space")
        XCTAssertNotNil(
            app.waitForLine(timeout: 5) { $0 == "Availability requested" },
            "Shift+Tab stopped on the way (the address was a tab stop); stdout: \(app.stdoutLines)")
    }

    /// The middle row of the band of rows crossing many strongly coloured pixels inside the
    /// content column: the middle of the picks' covers (a focus ring's line is one row of many).
    private func coverRow(in shot: Screenshot, from left: Int, to right: Int) -> Int? {
        let rows = (0..<shot.height).filter { y in
            let count = stride(from: left, to: right, by: 2).filter { x in
                let p = shot.pixel(x, y)
                return max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 90
            }.count
            return count > (right - left) / 4
        }
        return rows.isEmpty ? nil : rows[rows.count / 2]
    }

    /// How many of row `y`'s pixels between `left` and `right` differ between two screenshots.
    private func changedPixels(_ a: Screenshot, _ b: Screenshot, row y: Int, from left: Int, to right: Int) -> Int {
        (left..<right).filter { x in
            let p = a.pixel(x, y)
            let q = b.pixel(x, y)
            return abs(p.r - q.r) + abs(p.g - q.g) + abs(p.b - q.b) > 40
        }.count
    }

    func testPicksStripScrollsByMouseDragAndKeysAndShowsItsFocus() throws {
        let (app, layout) = try openDetail()
        defer { app.stop() }
        // The content column and 30 px of margin each side, the height of the window (the
        // page's overlay scrollbar, at the window's edge, fades in its own time: left out).
        let column = (x: layout.contentLeft - 30, y: layout.y, width: layout.contentRight - layout.contentLeft + 60, height: 800)
        func shoot() throws -> Screenshot {
            try Screenshot.capture(x: column.x, y: column.y, width: column.width, height: column.height)
        }
        /// The column once the input's answer is drawn (it changed from `before`) and at rest.
        func changed(from before: Screenshot) throws -> Screenshot {
            try Screenshot.waitUntilChanged(from: before, x: column.x, y: column.y, width: column.width, height: column.height)
        }
        // The page to its end (wheel over the left margin): the strip is then in full view.
        let top = try shoot()
        try Xdotool.run(["mousemove", "\(layout.x + 100)", "\(layout.y + 400)", "click", "--repeat", "30", "--delay", "20", "5"])
        let left = layout.contentLeft - column.x
        let right = layout.contentRight - column.x
        let start = try changed(from: top)
        let row = try XCTUnwrap(coverRow(in: start, from: left, to: right), "no picks on screen")
        let width = right - left

        // A mouse drag to the left shows later cards.
        let y = layout.y + row
        try Xdotool.drag(
            through: [
                (layout.contentRight - 60, y), (layout.contentRight - 120, y), (layout.contentRight - 260, y),
                (layout.contentLeft + 60, y),
            ], pace: 0.05, settle: 0.05, hold: 0.05)
        let dragged = try changed(from: start)
        XCTAssertGreaterThan(
            changedPixels(start, dragged, row: row, from: left, to: right), width / 4, "the drag scrolled the cards")

        // The press put the keyboard on the strip: Home goes back to the first card, End to the last.
        try Xdotool.key("Home")
        let home = try changed(from: dragged)
        XCTAssertLessThan(
            changedPixels(start, home, row: row, from: left + 10, to: right - 10), 10, "Home shows the first card")
        try Xdotool.key("End")
        let end = try changed(from: home)
        XCTAssertGreaterThan(changedPixels(home, end, row: row, from: left, to: right), width / 4, "End scrolled")

        // Keyboard focus shows: leave the strip and come back with the keyboard; a ring is drawn
        // just outside its left edge, in the page's margin.
        try Xdotool.key("shift+Tab")
        let away = try changed(from: end)
        try Xdotool.key("Tab")
        let focused = try changed(from: away)
        let ringRow = try XCTUnwrap(coverRow(in: focused, from: left, to: right), "no picks on screen")
        let margin = focused.pixel(left - 20, ringRow)
        let ring = (left - 8..<left).map { PixelContrast.ratio(focused.pixel($0, ringRow), margin) }.max() ?? 1
        XCTAssertGreaterThanOrEqual(ring, 3, "a focus ring beside the strip")
    }
}
