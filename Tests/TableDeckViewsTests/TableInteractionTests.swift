import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// The rules every table keeps between the happy paths: a click never scrolls, focus
/// coming back never scrolls, a press is a release on the row it began on, and Page Down moves
/// one screenful less one row.
final class TableInteractionTests: GTKTestCase {
    func testFocusElsewhereThenClickDoesNotScrollTheStackTableOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 1000)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                let (window, button) = presentWithButton(table)
                defer { window.destroy() }
                XCTAssertTrue(button.grabFocus())
                waitOnMainLoop("the focus on the button") { button.hasFocus }
                click(table, row: 3)
                XCTAssertTrue(waitForALayout(of: table), "a frame laid the window out after the click")
                XCTAssertEqual(delegate.presses, [3], "\(backend)")
                XCTAssertTrue(table.rowsHaveFocus, "a click puts the keyboard on the table (\(backend))")
                XCTAssertEqual(table.focusedRowIndex, 3, "\(backend)")
                XCTAssertEqual(table.verticalAdjustment.value, 0, "a click must not scroll the list (\(backend))")
                // Focus away and back, as switching screens does: still no scroll.
                XCTAssertTrue(button.grabFocus())
                waitOnMainLoop("the focus on the button") { button.hasFocus }
                XCTAssertTrue(table.takeKeyboardFocus(), "\(backend)")
                XCTAssertTrue(waitForALayout(of: table))
                XCTAssertEqual(table.verticalAdjustment.value, 0, "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, 3, "the cursor stays on its row (\(backend))")
            }
        }
    }

    func testTakingFocusWithNoCursorPicksTheFirstRowOnScreen() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 1000)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                // The window's first focus goes to the button: alone in a window, the table would
                // take it on its first row (Tab comes into the rows), and have a cursor.
                let (window, _) = presentWithButton(table)
                defer { window.destroy() }
                XCTAssertNil(table.focusedRowIndex, "\(backend)")
                let adjustment = table.verticalAdjustment
                adjustment.value = 2000
                XCTAssertTrue(waitForALayout(of: table), "a frame laid the list out there")
                XCTAssertTrue(table.takeKeyboardFocus(), "\(backend)")
                XCTAssertTrue(waitForALayout(of: table))
                // Regression (.recycling): GTK's list scrolled the focused first row, cut by the
                // top edge, wholly into view (1968 instead of 2000).
                waitUntilSteady("the list at rest after taking the focus", of: table) { adjustment.value }
                XCTAssertEqual(adjustment.value, 2000, "\(backend)")
                let cursor = try? XCTUnwrap(table.focusedRowIndex)
                XCTAssertGreaterThan(cursor ?? 0, 30, "the cursor starts on screen, not at row 0 (\(backend))")
            }
        }
    }

    func testAPressDraggedOffItsRowPressesNothingInTheStackTableOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 20)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                // Released 200 px below the row's top: over another row.
                click(table, row: 3, releasedAt: (10, 200))
                // Released beyond the row's left edge: outside the window.
                click(table, row: 4, releasedAt: (-500, 10))
                click(table, row: 5)
                XCTAssertEqual(delegate.presses, [5], "only the press released on its own row counts (\(backend))")
            }
        }
    }

    func testPageDownMovesAScreenfulLessOneRowWithoutSkippingRows() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 1000)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                let window = present(table, width: 400, height: 400)
                defer { window.destroy() }
                XCTAssertTrue(table.focusRow(at: 0))
                waitOnMainLoop("the cursor on row 0") { table.rowsHaveFocus && table.focusedRowIndex == 0 }
                let adjustment = table.verticalAdjustment
                guard let top0 = rowTop(table, 0), let top1 = rowTop(table, 1), top1 - top0 > 0 else {
                    return XCTFail("rows are not laid out (\(backend))")
                }
                let rowHeight = top1 - top0
                let step = KeyboardPaging.rowsPerPage(viewportHeight: adjustment.pageSize, rowHeight: rowHeight)
                XCTAssertGreaterThan(step, 3)
                var previousBottom = adjustment.value + adjustment.pageSize
                for page in 1...4 {
                    XCTAssertTrue(table.handleKey(.pageDown))
                    waitUntilSteady("the list at rest after Page Down \(page)", of: table) { adjustment.value }
                    XCTAssertEqual(table.focusedRowIndex, page * step, "\(backend)")
                    // No row skipped: the new view starts at or above where the old one ended.
                    XCTAssertLessThanOrEqual(adjustment.value, previousBottom, "\(backend)")
                    // The cursor row is whole on screen.
                    guard let top = rowTop(table, page * step) else { return XCTFail("row \(page * step) not laid out (\(backend))") }
                    XCTAssertGreaterThanOrEqual(top, adjustment.value - 0.5, "\(backend)")
                    XCTAssertLessThanOrEqual(top + rowHeight, adjustment.value + adjustment.pageSize + 0.5, "\(backend)")
                    previousBottom = adjustment.value + adjustment.pageSize
                }
                XCTAssertTrue(table.handleKey(.pageUp))
                XCTAssertEqual(table.focusedRowIndex, 3 * step, "\(backend)")
            }
        }
    }

    func testAPressDraggedToAnotherRowPressesNothingInTheRecyclingTable() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [50], headers: false)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            guard let three = centre(of: .row(TableIndexPath(row: 3, section: 0)), in: table),
                let eight = centre(of: .row(TableIndexPath(row: 8, section: 0)), in: table)
            else { return XCTFail("rows 3 and 8 are not on screen") }
            table.emitPress(fromX: three.x, y: three.y, toX: eight.x, y: eight.y)
            table.emitPress(fromX: three.x, y: three.y, toX: three.x, y: -400)
            table.emitPress(fromX: eight.x, y: eight.y, toX: eight.x + 5, y: eight.y)
            XCTAssertEqual(source.presses, [TableIndexPath(row: 8, section: 0)])
        }
    }

    func testAClickOnARowPartlyOffScreenDoesNotScrollTheRecyclingTable() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [500], headers: false)
            let table = makeTable(source)
            // A height that no whole number of rows fills: the last row on screen is cut.
            let window = present(table, width: 400, height: 317)
            defer { window.destroy() }
            let adjustment = table.verticalAdjustment
            // The last row on screen, cut by the bottom edge.
            let cut = table.boundCells.compactMap { cell -> (TableViewCell, Double)? in
                guard let extent = table.verticalExtent(of: cell), extent.top < adjustment.pageSize,
                    extent.bottom > adjustment.pageSize
                else { return nil }
                return (cell, extent.top)
            }.first
            guard let (cell, top) = cut, let indexPath = cell.indexPath else {
                return XCTFail("no row is cut by the bottom edge at this size")
            }
            // What GTK's own list item does on a press, before the table's gesture sees it: the
            // row takes the focus, and the list asks to scroll it whole into view.
            XCTAssertEqual(cell.parent?.grabFocus(), true)
            table.emitPress(atX: 20, y: (top + adjustment.pageSize) / 2)
            XCTAssertTrue(waitForALayout(of: table), "a frame laid the list out after the press")
            XCTAssertEqual(source.presses, [indexPath])
            XCTAssertEqual(adjustment.value, 0, "the click scrolled the list")
        }
    }
}

/// A window with a button above `table`, so the focus can be somewhere else first.
@MainActor
private func presentWithButton(_ table: Widget) -> (Window, Button) {
    let box = Box(.vertical)
    let button = Button(label: "Elsewhere")
    table.expandsVertically = true
    box.append(button)
    box.append(table)
    return (present(box, width: 400, height: 400), button)
}

/// The top of row `index` in the stack table's content (the scroll offset's coordinates), in
/// pixels, either backend; `nil` for a row not laid out.
@MainActor
private func rowTop(_ table: StackTableView, _ index: Int) -> Double? {
    guard let row = table.rowWidget(at: index) else { return nil }
    if let recycling = table.recyclingTable {
        // The list's coordinates start at the top of what is on screen.
        guard let cell = row as? TableViewCell, let extent = recycling.verticalExtent(of: cell) else { return nil }
        return extent.top + table.verticalAdjustment.value
    }
    guard let parent = row.parent, let bounds = row.bounds(relativeTo: parent) else { return nil }
    return bounds.y
}

/// The centre of `item`'s cell in the list's coordinates, when it is on screen.
@MainActor
private func centre(of item: TableItem, in table: RecyclingTableView) -> (x: Double, y: Double)? {
    guard let cell = table.boundCell(for: item), let extent = table.verticalExtent(of: cell) else { return nil }
    return (20, (extent.top + extent.bottom) / 2)
}
