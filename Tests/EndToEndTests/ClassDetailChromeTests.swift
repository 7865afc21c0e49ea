import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews
@testable import tabledeck

/// The CSS names of the widgets Tab visits in `window`, in order, once round.
@MainActor
private func tabStops(in window: Window) -> [String] {
    var names: [String] = []
    var seen: Set<UnsafeMutableRawPointer> = []
    for _ in 0..<40 {
        window.moveFocus(forward: true)
        guard let focus = window.focusWidget, !seen.contains(focus.raw) else { break }
        seen.insert(focus.raw)
        names.append(focus.cssName)
    }
    return names
}

/// The Class detail page's controls between the happy paths.
final class ClassDetailChromeTests: GTKTestCase {
    func testSeeAvailabilityIsLockedWhileACheckRuns() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 150)
            let window = present(page, width: 800, height: 600)
            defer { window.destroy() }
            let delegate = RecordingPageDelegate()
            page.delegate = delegate
            // The first check starts with the page, and is no press: it locks nothing, and a
            // double click while it runs asks once (it used to ask nothing), then locks.
            XCTAssertTrue(page.isCheckingAvailability)
            XCTAssertTrue(page.canRequestAvailability, "the page's own check leaves the button alone")
            page.seeAvailabilityButton.emitClicked()
            page.seeAvailabilityButton.emitClicked()
            XCTAssertEqual(delegate.availabilityRequests, 1, "a press during the first check asks, once")
            XCTAssertFalse(page.canRequestAvailability)
            waitOnMainLoop("the first check landed", timeout: 3) { !page.isCheckingAvailability }
            XCTAssertTrue(page.canRequestAvailability, "unlocked when the check completes")

            // A double click: the second click arrives while the first one's check runs.
            XCTAssertTrue(page.seeAvailabilityButton.grabFocus())
            page.seeAvailabilityButton.emitClicked()
            page.seeAvailabilityButton.emitClicked()
            XCTAssertEqual(delegate.availabilityRequests, 2, "one request per check")
            XCTAssertFalse(page.canRequestAvailability)
            waitOnMainLoop("the second check landed", timeout: 3) { !page.isCheckingAvailability }
            XCTAssertTrue(page.canRequestAvailability)
            XCTAssertTrue(page.seeAvailabilityButton.hasFocus, "a keyboard user keeps the focus on the button")
            page.seeAvailabilityButton.emitClicked()
            XCTAssertEqual(delegate.availabilityRequests, 3, "and can check again")
        }
    }

    func testStaticTextIsNoTabStopAndThePicksStripIs() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 10)
            let window = present(page, width: 800, height: 600)
            defer { window.destroy() }
            waitOnMainLoop("the first check landed", timeout: 3) { !page.isCheckingAvailability }
            let stops = tabStops(in: window)
            XCTAssertFalse(stops.contains("label"), "no text is a tab stop: \(stops)")
            XCTAssertEqual(stops.filter { $0 == "scrolledwindow" }.count, 1, "the picks strip is one: \(stops)")
            // The two switches, See availability, the entry (its text), Apply, and the strip.
            XCTAssertEqual(stops.sorted(), ["button", "button", "scrolledwindow", "switch", "switch", "text"])
        }
    }

    func testPicksStripScrollsWithLeftRightHomeAndEnd() throws {
        try MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 10)
            let window = present(page, width: 600, height: 700)
            defer { window.destroy() }
            let strip = try XCTUnwrap(page.picksStrip)
            let cards = strip.horizontalAdjustment
            waitUntilSteady("the picks laid out", of: strip) { "\(cards.upper) over \(cards.pageSize)" }
            XCTAssertGreaterThan(cards.upper, cards.pageSize, "the cards overflow at 600 px")
            XCTAssertTrue(strip.grabFocus())
            XCTAssertTrue(strip.hasFocus)
            XCTAssertTrue(strip.handleKey(NavigationKey.end.keyval))
            XCTAssertEqual(cards.value, cards.upper - cards.pageSize, accuracy: 0.5)
            XCTAssertTrue(strip.handleKey(NavigationKey.home.keyval))
            XCTAssertEqual(cards.value, 0)
            XCTAssertTrue(strip.handleKey(NavigationKey.right.keyval))
            XCTAssertEqual(cards.value, 180, "one card and its spacing")
            XCTAssertTrue(strip.handleKey(NavigationKey.left.keyval))
            XCTAssertEqual(cards.value, 0)
            XCTAssertFalse(strip.handleKey(NavigationKey.down.keyval), "other keys go on (Tab, Up, Down)")
        }
    }
}
