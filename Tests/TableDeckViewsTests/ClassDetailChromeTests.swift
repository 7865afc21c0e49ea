import CGtk
import CGtkShims
import TableDeckBridge
import TableDeckModel
import XCTest

@testable import TableDeckViews

/// Issue 11, findings 9 and 11: the Class detail page's controls between the happy paths.
final class ClassDetailChromeTests: GTKTestCase {
    func testSeeAvailabilityIsLockedWhileACheckRuns() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 150)
            let window = present(page, width: 800, height: 600)
            defer { window.destroy() }
            let delegate = RecordingPageDelegate()
            page.delegate = delegate
            // The first check starts with the page: locked until it lands.
            XCTAssertFalse(page.canRequestAvailability)
            XCTAssertTrue(Display.iterate(timeout: 3) { !page.isCheckingAvailability })
            XCTAssertTrue(page.canRequestAvailability, "unlocked when the check completes")

            // A double click: the second click arrives while the first one's check runs.
            XCTAssertTrue(page.seeAvailabilityButton.grabFocus())
            tdk_emit_void(page.seeAvailabilityButton.raw, "clicked")
            tdk_emit_void(page.seeAvailabilityButton.raw, "clicked")
            XCTAssertEqual(delegate.availabilityRequests, 1, "one request per check")
            XCTAssertFalse(page.canRequestAvailability)
            XCTAssertTrue(Display.iterate(timeout: 3) { !page.isCheckingAvailability })
            XCTAssertTrue(page.canRequestAvailability)
            XCTAssertTrue(page.seeAvailabilityButton.hasFocus, "a keyboard user keeps the focus on the button")
            tdk_emit_void(page.seeAvailabilityButton.raw, "clicked")
            XCTAssertEqual(delegate.availabilityRequests, 2, "and can check again")
        }
    }
}
