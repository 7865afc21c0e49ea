import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// A cell of `height` pixels with `identifier` and `topSpacing`.
@MainActor
private func makeCell(_ identifier: String, topSpacing: Int, height: Int = 40) -> StaticTableCell {
    let content = Label(identifier)
    content.setSizeRequest(height: height)
    return StaticTableCell(identifier: identifier, topSpacing: topSpacing, content: content)
}

/// The top of `cell`'s content in `table`'s content box.
@MainActor
private func top(_ cell: StaticTableCell, in table: StaticTableView) -> Double {
    cell.content.frame(in: table.contentBox)?.y ?? -1
}

/// The static table view: cells in order with their own spacing, found by name, measured.
final class StaticTableViewTests: GTKTestCase {
    func testReloadShowsCellsInOrderWithOwnTopSpacingOnly() {
        MainActor.assumeIsolated {
            let table = StaticTableView()
            let a = makeCell("a", topSpacing: 10)
            let b = makeCell("b", topSpacing: 30)
            let c = makeCell("c", topSpacing: 54)
            table.cells = [a, b, c]
            table.reload()
            XCTAssertEqual(table.shownIdentifiers, ["a", "b", "c"])
            let window = present(table, width: 300, height: 400)
            defer { window.destroy() }
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(top(a, in: table), 10)
            XCTAssertEqual(top(b, in: table), 10 + 40 + 30)
            XCTAssertEqual(top(c, in: table), 10 + 40 + 30 + 40 + 54)
            XCTAssertTrue([a, b, c].allSatisfy { $0.marginBottom == 0 })

            // Leave out the middle section: the gap above c is still c's own.
            table.cells = [a, c]
            table.reload()
            XCTAssertTrue(waitForALayout(of: table), "a frame laid out the reloaded cells")
            XCTAssertEqual(table.shownIdentifiers, ["a", "c"])
            XCTAssertFalse(b.hasParent)
            XCTAssertEqual(top(c, in: table), 10 + 40 + 54)
        }
    }

    func testReloadKeepsCellsThatStay() {
        MainActor.assumeIsolated {
            let table = StaticTableView()
            let entry = Entry()
            let kept = StaticTableCell(identifier: "form", topSpacing: 8, content: entry)
            table.cells = [makeCell("x", topSpacing: 0), kept]
            table.reload()
            entry.text = "typed"
            let watch = FinalizationWatch(entry)
            table.cells = [kept, makeCell("y", topSpacing: 4)]
            table.reload()
            XCTAssertEqual(table.shownIdentifiers, ["form", "y"])
            XCTAssertTrue(table.cell(withIdentifier: "form") === kept)
            XCTAssertEqual(entry.text, "typed")
            XCTAssertFalse(watch.isFinalized)
        }
    }

    func testSameCellTwiceIsShownOnce() {
        MainActor.assumeIsolated {
            let table = StaticTableView()
            let cell = makeCell("once", topSpacing: 0)
            table.cells = [cell, cell]
            table.reload()
            XCTAssertEqual(table.shownIdentifiers, ["once"])
        }
    }

    func testContentIsClampedAndCentredOnWideWindows() {
        MainActor.assumeIsolated {
            let table = StaticTableView(maximumContentWidth: 300, minimumSideMargin: 20)
            table.cells = [makeCell("a", topSpacing: 0)]
            table.reload()
            let window = present(table, width: 900, height: 300)
            defer { window.destroy() }
            XCTAssertTrue(waitForALayout(of: table))
            let frame = table.contentBox.frame(in: table)
            XCTAssertEqual(frame?.width, 300)
            XCTAssertEqual(frame.map { $0.x * 2 + $0.width }, Double(table.allocatedWidth), "centred")
        }
    }
}
