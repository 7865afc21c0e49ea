import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

@testable import tabledeck

/// A cell of `height` pixels with `identifier` and `topSpacing`.
@MainActor
private func makeCell(_ identifier: String, topSpacing: Int, height: Int = 40) -> StaticTableCell {
    let content = Label(identifier)
    content.setSizeRequest(height: height)
    return StaticTableCell(identifier: identifier, topSpacing: topSpacing, content: content)
}

/// The Class page's editor's picks strip inside a static table: the wheel, keys and drags.
/// These tests live with the app's tests because the strip is the app's sample content, not
/// a library view.
final class EditorsPicksStripTests: GTKTestCase {
    func testVerticalWheelOverPicksScrollsThePageAndShiftDoesNot() {
        MainActor.assumeIsolated {
            let table = StaticTableView()
            let strip = EditorsPicksStrip(picks: ClassDetail.sample(withPromotion: true).picks)
            XCTAssertGreaterThanOrEqual(strip.cardCount, 8)
            table.cells = [
                makeCell("tall", topSpacing: 0, height: 900),
                StaticTableCell(identifier: "picks", topSpacing: 10, content: strip),
            ]
            table.reload()
            let window = present(table, width: 400, height: 400)
            defer { window.destroy() }
            let page = table.verticalAdjustment
            waitUntilSteady("the page laid out", of: table) { "\(page.upper) over \(page.pageSize)" }
            XCTAssertEqual(page.value, 0)
            XCTAssertTrue(strip.scroll(dx: 0, dy: 1), "a vertical wheel click goes to the page")
            XCTAssertGreaterThan(page.value, 0)
            let after = page.value
            XCTAssertFalse(strip.scroll(dx: 0, dy: 1, shift: true), "Shift+wheel stays with the strip")
            XCTAssertFalse(strip.scroll(dx: 1, dy: 0), "a horizontal wheel stays with the strip")
            XCTAssertEqual(page.value, after)
            let cards = strip.horizontalAdjustment
            XCTAssertGreaterThan(cards.upper, cards.pageSize, "cards overflow sideways")
        }
    }
}
