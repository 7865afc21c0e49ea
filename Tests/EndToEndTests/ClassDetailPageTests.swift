import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews
@testable import tabledeck

/// Records what a Class detail page reports.
@MainActor
final class RecordingPageDelegate: ClassDetailPageDelegate {
    var availabilityRequests = 0
    var appliedCodes: [String] = []
    var gifts: [Bool] = []

    func classDetailPageDidRequestAvailability(_ page: ClassDetailPage) { availabilityRequests += 1 }
    func classDetailPage(_ page: ClassDetailPage, didApplyPromotionCode code: String) { appliedCodes.append(code) }
    func classDetailPage(_ page: ClassDetailPage, didSetGift isGift: Bool) { gifts.append(isGift) }
}

/// The vertical gap between the bottom of cell `index - 1` and the top of cell `index`'s content.
@MainActor
private func gapAbove(_ index: Int, in page: ClassDetailPage) -> Double? {
    let cells = page.table.cells
    guard index > 0, index < cells.count,
        let upper = cells[index - 1].content.frame(in: page.table.contentBox),
        let lower = cells[index].content.frame(in: page.table.contentBox)
    else { return nil }
    return lower.y - (upper.y + upper.height)
}

/// Waits until the Visual Format layout of `page`'s availability row and promotion row holds
/// still over a few frames (the solver and a wrapping label can take more than one pass).
@MainActor
private func waitForTheRowsLaidOut(_ page: ClassDetailPage, file: StaticString = #filePath, line: UInt = #line) {
    waitUntilSteady("the page's rows laid out", of: page, file: file, line: line) {
        [page.availabilityLabel, page.seeAvailabilityButton, page.applyButton].map { String(describing: $0.frame(in: page)) }
    }
}

/// The Class detail page: its sections in order, the availability check, the promotion code,
/// the gift switch, and a width of 400 px.
final class ClassDetailPageTests: GTKTestCase {
    func testSectionsAppearInScreenOrderWithAndWithoutPromotion() {
        MainActor.assumeIsolated {
            let detail = ClassDetail.sample(withPromotion: true)
            let with = ClassDetailPage(detail: detail, hasPromotion: true)
            XCTAssertEqual(with.shownSections, detail.sections.map(\.rawValue))
            let without = ClassDetailPage(detail: detail, hasPromotion: false)
            XCTAssertEqual(without.shownSections, ClassDetail.sample(withPromotion: false).sections.map(\.rawValue))
            XCTAssertFalse(without.promotionSwitch.isOn)
            // A class without a promotion cannot be given the section.
            let plain = ClassDetailPage(detail: .sample(withPromotion: false), hasPromotion: true)
            XCTAssertFalse(plain.shownSections.contains("promotion"))
            plain.hasPromotion = true
            XCTAssertFalse(plain.hasPromotion)
        }
    }

    func testPromotionToggleAddsAndRemovesExactlyOneSection() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), hasPromotion: true, availabilityDelay: 10)
            let window = present(page, width: 600, height: 700)
            defer { window.destroy() }
            let before = page.shownSections
            XCTAssertTrue(page.promotionSwitch.isOn)
            page.promotionSwitch.isOn = false  // as a click on the switch does
            XCTAssertTrue(waitForALayout(of: page), "a frame laid out the page without the promotion")
            XCTAssertEqual(page.shownSections, before.filter { $0 != "promotion" })
            XCTAssertEqual(page.shownSections.count, before.count - 1)
            // The gap above the gift section is still the one the gift section declares.
            if let gift = page.shownSections.firstIndex(of: "gift") {
                XCTAssertEqual(gapAbove(gift, in: page), Double(DetailSection.gift.topSpacing))
            }
            page.promotionSwitch.isOn = true
            XCTAssertTrue(waitForALayout(of: page), "a frame laid out the page with it again")
            XCTAssertEqual(page.shownSections, before)
            for index in 1..<page.shownSections.count {
                let section = DetailSection(rawValue: page.shownSections[index])
                let declared = section.map { Double($0.topSpacing) }
                XCTAssertEqual(gapAbove(index, in: page), declared, page.shownSections[index])
            }
        }
    }

    func testAvailabilityUpdateLandsAsynchronously() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 150)
            XCTAssertEqual(page.availabilityStatus, "Checking…")
            XCTAssertTrue(page.isCheckingAvailability)
            // A negative check: the main loop has had a turn since the request started.
            XCTAssertTrue(waitForTimeouts(dueWithin: 0))
            XCTAssertEqual(page.availabilityStatus, "Checking…", "not before the request completes")
            waitOnMainLoop("the availability answer", timeout: 3, seen: page.availabilityStatus) {
                page.availabilityStatus != "Checking…"
            }
            XCTAssertEqual(page.availabilityStatus, ClassDetail.sample(withPromotion: true).availabilityAnswer)
            XCTAssertFalse(page.isCheckingAvailability)

            // The button reports the request and checks again.
            let delegate = RecordingPageDelegate()
            page.delegate = delegate
            page.seeAvailabilityButton.emitClicked()
            XCTAssertEqual(delegate.availabilityRequests, 1)
            XCTAssertEqual(page.availabilityStatus, "Checking…")
            waitOnMainLoop("the second availability answer", timeout: 3, seen: page.availabilityStatus) {
                !page.isCheckingAvailability
            }
            XCTAssertEqual(page.availabilityStatus, ClassDetail.sample(withPromotion: true).availabilityAnswer)
        }
    }

    func testClosingThePageBeforeTheRequestCompletesIsSafe() {
        MainActor.assumeIsolated {
            var watch: FinalizationWatch?
            do {
                let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 100)
                let window = present(page, width: 500, height: 500)
                watch = FinalizationWatch(page)
                window.destroy()
            }
            // Past the request's completion time (the point: it comes and finds no page), and
            // the page finalized.
            XCTAssertTrue(waitForTimeouts(dueWithin: 100))
            waitUntilFinalized([watch].compactMap { $0 }, "the page finalized")
            XCTAssertEqual(watch?.isFinalized, true, "the page and its pending request went away")
        }
    }

    func testTimeoutReleasedBeforeFiringNeverRuns() {
        MainActor.assumeIsolated {
            var fired = 0
            var timeout: Timeout? = Timeout(milliseconds: 30) { fired += 1 }
            XCTAssertEqual(timeout?.isPending, true)
            timeout = nil
            // Its due time has passed: a timeout of the same delay, queued after it, has run.
            XCTAssertTrue(waitForTimeouts(dueWithin: 30))
            XCTAssertEqual(fired, 0)
            let kept = Timeout(milliseconds: 10) { fired += 1 }
            waitOnMainLoop("the kept timeout fired", timeout: 2, seen: "fired \(fired) times") { fired == 1 }
            XCTAssertFalse(kept.isPending)
            kept.cancel()  // after firing: nothing to do, no GLib warning
        }
    }

    func testEmptyCodeIsRefusedAndARealCodeIsApplied() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 10)
            let delegate = RecordingPageDelegate()
            page.delegate = delegate
            XCTAssertFalse(page.promotionMessage.isVisible)
            page.applyButton.emitClicked()
            XCTAssertEqual(delegate.appliedCodes, [])
            XCTAssertEqual(page.promotionMessageText, "Enter a promotion code first.")
            XCTAssertTrue(page.promotionMessage.isVisible)
            XCTAssertTrue(page.promotionMessage.hasCSSClass("error"))
            page.promotionEntry.text = " spring20 "
            page.promotionEntry.emitActivate()  // Enter in the entry
            XCTAssertEqual(delegate.appliedCodes, ["SPRING20"])
            XCTAssertTrue(page.promotionMessageText.contains("SPRING20"))
            XCTAssertFalse(page.promotionMessage.hasCSSClass("error"))
        }
    }

    func testGiftSwitchReportsOnAndOff() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 10)
            let delegate = RecordingPageDelegate()
            page.delegate = delegate
            page.giftSwitch.isOn = true
            page.giftSwitch.isOn = false
            XCTAssertEqual(delegate.gifts, [true, false])
        }
    }

    func testPageFitsFourHundredPixelsAndWrapsText() {
        MainActor.assumeIsolated {
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 10)
            let window = present(page, width: 400, height: 700)
            defer { window.destroy() }
            waitForTheRowsLaidOut(page)
            XCTAssertLessThanOrEqual(page.measureWidth(forHeight: -1).minimum, 400)
            XCTAssertLessThanOrEqual(page.allocatedWidth, 400)
            // The availability status wraps at this width and gets its whole height.
            let status = page.availabilityLabel
            XCTAssertEqual(status.allocatedHeight, status.measureHeight(forWidth: status.allocatedWidth).minimum)
            XCTAssertGreaterThan(status.allocatedHeight, Label("x").measureHeight(forWidth: -1).minimum)
            // The button keeps its natural height instead of stretching over the cell.
            let button = page.seeAvailabilityButton
            XCTAssertEqual(button.frame(in: page)?.height, Double(button.measureHeight(forWidth: -1).natural))
        }
    }

    func testPageAddedToAVisibleWindowLaysOutTheSame() {
        MainActor.assumeIsolated {
            let holder = Box(.vertical)
            let window = present(holder, width: 800, height: 600)
            defer { window.destroy() }
            let page = ClassDetailPage(detail: .sample(withPromotion: true), availabilityDelay: 10)
            page.expandsVertically = true
            holder.append(page)
            waitForTheRowsLaidOut(page)
            // The lines leave the split between status and button to the solver's preferences:
            // the button keeps its 160 px and the status gets the rest of the row.
            XCTAssertEqual(page.seeAvailabilityButton.frame(in: page)?.width, 160)
            let status = page.availabilityLabel
            XCTAssertEqual(status.allocatedHeight, status.measureHeight(forWidth: status.allocatedWidth).minimum)
            XCTAssertEqual(page.applyButton.frame(in: page)?.width, 120)

            // And after the window is resized (GTK's solver once traded the widths here).
            window.setDefaultSize(width: 1200, height: 600)
            waitOnMainLoop("the window widened", timeout: 3, seen: "the page \(page.allocatedWidth) px wide") {
                page.allocatedWidth > 1100
            }
            waitForTheRowsLaidOut(page)
            XCTAssertEqual(page.seeAvailabilityButton.frame(in: page)?.width, 160)
            XCTAssertEqual(status.allocatedHeight, status.measureHeight(forWidth: status.allocatedWidth).minimum)
            XCTAssertEqual(page.applyButton.frame(in: page)?.width, 120)
        }
    }
}
