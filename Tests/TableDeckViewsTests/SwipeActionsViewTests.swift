import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// A stack table delegate with swipe actions that records what it was asked and what ran.
@MainActor
final class SwipeDelegate: StackTableViewDelegate {
    var count: Int
    var trailing: (Int) -> [RowAction] = { _ in [] }
    var leading: (Int) -> [RowAction] = { _ in [] }
    var performed: [String] = []
    var presses: [Int] = []
    var asked = 0

    init(count: Int) { self.count = count }

    func numberOfItems(in tableView: StackTableView) -> Int { count }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { Label("Row \(index)") }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) { presses.append(index) }
    func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction] {
        asked += 1
        return trailing(index)
    }
    func stackTableView(_ tableView: StackTableView, leadingSwipeActionsForItemAt index: Int) -> [RowAction] {
        asked += 1
        return leading(index)
    }

    /// Delete (destructive) and Archive for every row, recording "Delete 3" and so on.
    func offerDeleteAndArchive() {
        trailing = { [weak self] index in
            [
                RowAction(title: "Delete", style: .destructive) { self?.performed.append("Delete \(index)") },
                RowAction(title: "Archive") { self?.performed.append("Archive \(index)") },
            ]
        }
    }
}

/// A recycling table source with one section of labelled rows and trailing swipe actions.
@MainActor
final class SwipeRecyclingSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var rows = 40
    var performed: [TableIndexPath] = []

    func numberOfSections(in tableView: RecyclingTableView) -> Int { 1 }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { false }
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.setContent(Label("Row \(indexPath.row)"))
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {}
    func tableView(_ tableView: RecyclingTableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        [RowAction(title: "Remove", style: .destructive) { [weak self] in self?.performed.append(indexPath) }]
    }
}

/// Emits a drag on the row widget `row` of `controller`'s table: from its middle, `dx`
/// sideways and `dy` down in a few steps, each laid out by a frame as a person's would be, then
/// the release; waits until the row is at rest again.
@MainActor
private func drag(
    _ controller: SwipeActionsController, row: Widget, dx: Double, dy: Double = 0, file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let start = row.translate(x: Double(row.allocatedWidth) * 0.6, y: Double(row.allocatedHeight) / 2, to: controller.layer)
    else { return XCTFail("the row is not in the table", file: file, line: line) }
    controller.drag.emitBegin(x: start.x, y: start.y)
    for step in 1...5 {
        controller.drag.emitUpdate(dx: dx * Double(step) / 5, dy: dy * Double(step) / 5)
        waitForALayout(of: controller.layer, file: file, line: line)
    }
    controller.drag.emitEnd(dx: dx, dy: dy)
    waitForTheSwipeAtRest(controller, file: file, line: line)
}

/// Waits until `controller`'s row is at rest (no opening, closing or full-swipe animation runs:
/// its end state, whatever the animation's length) and a frame has laid it out there. A check
/// that a row stays open waits for this too: a close started by mistake has ended by then.
@MainActor
private func waitForTheSwipeAtRest(_ controller: SwipeActionsController, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop(
        "the swiped row at rest", seen: "offset \(controller.offset), still animating", file: file, line: line
    ) { !controller.isAnimating }
    waitForALayout(of: controller.layer, file: file, line: line)
}

@MainActor
private func makeStackTable(_ backend: TableBackend, delegate: SwipeDelegate) -> (StackTableView, Window) {
    let table = StackTableView(backend: backend)
    table.delegate = delegate
    table.reloadData()
    let window = present(table)
    _ = waitForALayout(of: table)
    return (table, window)
}

/// A stack table of `count` rows offering Delete and Archive, shown; its swipe controller and
/// the row widget at `row`.
@MainActor
private func openSwipeTable(_ backend: TableBackend, count: Int, row: Int)
    -> (SwipeDelegate, StackTableView, Window, SwipeActionsController?, Widget?)
{
    let delegate = SwipeDelegate(count: count)
    delegate.offerDeleteAndArchive()
    let (table, window) = makeStackTable(backend, delegate: delegate)
    return (delegate, table, window, table.swipeController, table.rowWidget(at: row))
}

/// Swipe actions on real widgets: the drag and scroll controllers' real signals,
/// emitted through the bridge, in both stack table backends and the recycling table.
final class SwipeActionsViewTests: GTKTestCase {
    func testPartialSwipeOpensButtonsAndAButtonPerformsItsActionInBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(backend, count: 30, row: 3)
                defer { window.destroy() }
                guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail("\(backend)") }
                drag(swipe, row: row, dx: -150)
                XCTAssertTrue(table.isShowingSwipeActions, "\(backend)")
                XCTAssertEqual(table.swipeButtons.map(\.label), ["Delete", "Archive"], "\(backend)")
                XCTAssertTrue(table.swipeButtons.first?.hasCSSClass("destructive-action") ?? false, "\(backend)")
                XCTAssertFalse(table.swipeButtons.last?.hasCSSClass("destructive-action") ?? true, "\(backend)")
                XCTAssertEqual(swipe.openEdge, .trailing, "\(backend)")
                XCTAssertEqual(delegate.presses, [], "\(backend): a swipe is no press")
                table.swipeButtons.last?.emitClicked()
                XCTAssertEqual(delegate.performed, ["Archive 3"], "\(backend)")
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend)")
            }
        }
    }

    /// Buttons that are closing take no input: from the moment a close begins (Escape on a
    /// focused button, or a press on another row) and while the row slides back over them, a
    /// click on the still uncovered Delete button, its `clicked` signal, and Tab reach nothing
    /// and perform nothing; the focus goes back to the row at once. Opened again, they work.
    func testClosingButtonsTakeNoClicksNorFocusWhileTheRowSlidesBack() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                for closesByEscape in [true, false] {
                    let name = "\(backend), closed by \(closesByEscape ? "Escape" : "a press on another row")"
                    let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(backend, count: 30, row: 3)
                    defer { window.destroy() }
                    guard let swipe = swipeOrNil, let row = rowOrNil, let other = table.rowWidget(at: 6) else {
                        return XCTFail(name)
                    }
                    table.focusRow(at: 3)
                    waitOnMainLoop("the focus on row 3 (\(name))") { table.rowsHaveFocus && table.focusedRowIndex == 3 }
                    drag(swipe, row: row, dx: -150)
                    guard let delete = table.swipeButtons.first, delete.label == "Delete" else { return XCTFail(name) }
                    let open = swipe.offset
                    XCTAssertLessThan(open, 0, name)
                    if closesByEscape {
                        XCTAssertTrue(swipe.handleKey(KeyValue.tab.rawValue, modifiers: []) && delete.hasFocus, name)
                        XCTAssertTrue(swipe.handleKey(KeyValue.escape.rawValue, modifiers: []), name)
                    } else {
                        guard let point = other.translate(x: 20, y: Double(other.allocatedHeight) / 2, to: swipe.layer) else {
                            return XCTFail(name)
                        }
                        swipe.drag.emitBegin(x: point.x, y: point.y)
                        swipe.drag.emitEnd(dx: 0, dy: 0)
                    }
                    XCTAssertTrue(swipe.isAnimating, "the row slides back (\(name))")
                    // At once, and again once the slide has moved the row (if it still runs then).
                    assertTakesNoInput(delete, of: swipe, table: table, name: "as the close begins, \(name)")
                    waitOnMainLoop("a frame of the slide (\(name))") { !swipe.isAnimating || (swipe.offset != open && swipe.offset < -4) }
                    if swipe.isAnimating {
                        assertTakesNoInput(delete, of: swipe, table: table, name: "during the slide, \(name)")
                    }
                    waitForTheSwipeAtRest(swipe)
                    XCTAssertFalse(table.isShowingSwipeActions, name)
                    XCTAssertEqual(delegate.performed, [], "no action ran (\(name))")
                    XCTAssertEqual(delegate.presses, [], "no row was pressed (\(name))")
                    XCTAssertEqual(table.numberOfRows, 30, name)
                    if closesByEscape { XCTAssertEqual(table.focusedRowIndex, 3, "the focus is on the row (\(name))") }
                    // Opened again, the buttons take clicks.
                    drag(swipe, row: row, dx: -150)
                    table.swipeButtons.first?.emitClicked()
                    XCTAssertEqual(delegate.performed, ["Delete 3"], name)
                }
            }
        }
    }

    func testFullSwipePerformsTheFirstActionAndAShortOneCloses() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(backend, count: 30, row: 5)
                defer { window.destroy() }
                guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail("\(backend)") }
                drag(swipe, row: row, dx: -Double(row.allocatedWidth) * 0.6)
                XCTAssertEqual(delegate.performed, ["Delete 5"], "\(backend)")
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend)")
                // A few pixels past the threshold, short of half the buttons: closes.
                drag(swipe, row: row, dx: -12)
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend)")
                XCTAssertEqual(delegate.performed, ["Delete 5"], "\(backend)")
            }
        }
    }

    /// Swiped-open buttons stay open until a click elsewhere: a press outside the table (a header bar's
    /// background, a control that takes no focus) closes open buttons although the focus stays in
    /// the table; a press on the buttons is left to them. The window's capture gesture comes and
    /// goes with the table's mapping.
    func testAPressOutsideTheTableClosesOpenButtonsInBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = SwipeDelegate(count: 30)
                delegate.offerDeleteAndArchive()
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                let box = Box(.vertical)
                let elsewhere = Button(label: "Elsewhere")
                table.expandsVertically = true
                box.append(elsewhere)
                box.append(table)
                let window = present(box, width: 400, height: 400)
                defer { window.destroy() }
                _ = waitForALayout(of: table)
                guard let swipe = table.swipeController, let row = table.rowWidget(at: 3), let watch = swipe.outsidePresses
                else { return XCTFail("\(backend)") }
                XCTAssertTrue(watch.isWatching, "\(backend): the table is mapped")
                table.focusRow(at: 3)
                waitOnMainLoop("the focus on row 3 (\(backend))") { table.rowsHaveFocus && table.focusedRowIndex == 3 }
                drag(swipe, row: row, dx: -150)
                XCTAssertTrue(table.isShowingSwipeActions, "\(backend)")

                // On the open buttons: theirs, not an outside press.
                guard let delete = table.swipeButtons.first,
                    let onDelete = delete.translate(x: Double(delete.allocatedWidth) / 2, y: 5, to: window),
                    let outside = elsewhere.translate(x: 10, y: Double(elsewhere.allocatedHeight) / 2, to: window)
                else { return XCTFail("\(backend)") }
                watch.gesture?.emitPressed(x: onDelete.x, y: onDelete.y)
                waitForTheSwipeAtRest(swipe)
                XCTAssertTrue(table.isShowingSwipeActions, "\(backend): a press on a button is the button's")

                // Outside the table: closes, with the focus still in the table.
                watch.gesture?.emitPressed(x: outside.x, y: outside.y)
                waitForTheSwipeAtRest(swipe)
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend): a press outside the table closes")
                XCTAssertTrue(table.containsFocus, "\(backend): the focus did not move")
                XCTAssertEqual(delegate.performed, [], "\(backend)")
                XCTAssertEqual(delegate.presses, [], "\(backend)")

                // Unmapped, the window has no gesture of the table's; mapped again, it has one.
                table.isVisible = false
                waitOnMainLoop("the table off screen (\(backend))") { !table.isShownOnScreen }
                XCTAssertFalse(watch.isWatching, "\(backend)")
                table.isVisible = true
                _ = waitForALayout(of: table)
                XCTAssertTrue(watch.isWatching, "\(backend)")
                drag(swipe, row: row, dx: -150)
                XCTAssertTrue(table.isShowingSwipeActions, "\(backend)")
                watch.gesture?.emitPressed(x: outside.x, y: outside.y)
                waitForTheSwipeAtRest(swipe)
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend): the new gesture closes too")
            }
        }
    }

    func testARowsContextMenuClosesOpenButtonsInBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                // The table holds its delegate weakly: keep it.
                let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(backend, count: 30, row: 3)
                defer { window.destroy() }
                guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail("\(backend)") }
                drag(swipe, row: row, dx: -150)
                XCTAssertTrue(table.isShowingSwipeActions, "\(backend)")
                XCTAssertEqual(delegate.performed, [])
                // A right click on another row (the menu's way in for a pointer): one row's
                // actions at a time.
                // (The delegate offers no menu actions: no menu opens, the buttons close all the same.)
                _ = table.openContextMenu(forRowAt: 6)
                waitForTheSwipeAtRest(swipe)
                XCTAssertFalse(table.isShowingSwipeActions, "the menu of another row closes the open buttons (\(backend))")
            }
        }
    }

    func testAVerticalDragIsLeftAloneAndNeverAsksForActions() {
        MainActor.assumeIsolated {
            let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(.stack, count: 30, row: 2)
            defer { window.destroy() }
            guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail() }
            drag(swipe, row: row, dx: -30, dy: 80)
            XCTAssertFalse(table.isShowingSwipeActions)
            XCTAssertEqual(delegate.asked, 0)
            XCTAssertFalse(swipe.tookPress, "a vertical drag keeps its press")
        }
    }

    func testEscapeAScrollAndAnotherRowClose() {
        MainActor.assumeIsolated {
            let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(.stack, count: 60, row: 1)
            defer { window.destroy() }
            guard let swipe = swipeOrNil, let row = rowOrNil, let other = table.rowWidget(at: 4)
            else { return XCTFail() }
            drag(swipe, row: row, dx: -150)
            XCTAssertTrue(table.isShowingSwipeActions)
            XCTAssertTrue(table.handleKey(.escape, modifiers: []))
            waitForTheSwipeAtRest(swipe)
            XCTAssertFalse(table.isShowingSwipeActions)

            drag(swipe, row: row, dx: -150)
            XCTAssertTrue(table.isShowingSwipeActions)
            table.verticalAdjustment.value += 30
            XCTAssertFalse(table.isShowingSwipeActions, "a scroll closes")

            drag(swipe, row: row, dx: -150)
            // Only one row is open: a press on another row (even one that drags) only closes the
            // open one, as in UIKit; the next swipe there opens it.
            drag(swipe, row: other, dx: -150)
            XCTAssertFalse(table.isShowingSwipeActions)
            XCTAssertEqual(delegate.presses, [])
            drag(swipe, row: other, dx: -150)
            XCTAssertTrue(table.isShowingSwipeActions)
            XCTAssertEqual(swipe.row?.indexPath.row, 4)
            XCTAssertEqual(delegate.performed, [])
        }
    }

    func testRightToLeftSwipesTheOtherWay() {
        MainActor.assumeIsolated {
            Widget.defaultIsRightToLeft = true
            defer { Widget.defaultIsRightToLeft = false }
            let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(.stack, count: 30, row: 3)
            // The table holds its delegate weakly: keep it to the end.
            defer { withExtendedLifetime(delegate) {} }
            defer { window.destroy() }
            guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail() }
            // Towards the left is towards the trailing edge in right-to-left: no leading actions.
            drag(swipe, row: row, dx: -150)
            XCTAssertFalse(table.isShowingSwipeActions)
            drag(swipe, row: row, dx: 150)
            XCTAssertTrue(table.isShowingSwipeActions)
            XCTAssertEqual(swipe.openEdge, .trailing)
            XCTAssertGreaterThan(swipe.offset, 0)
        }
    }

    func testBadInputNoActionsADeletedRowAndAnEmptyTitle() {
        MainActor.assumeIsolated {
            let delegate = SwipeDelegate(count: 30)
            let (table, window) = makeStackTable(.stack, delegate: delegate)
            defer { window.destroy() }
            guard let swipe = table.swipeController, let row = table.rowWidget(at: 3) else { return XCTFail() }
            // No actions: no swipe, nothing warned.
            let (_, quiet) = capturingStandardError { drag(swipe, row: row, dx: -150) }
            XCTAssertFalse(table.isShowingSwipeActions)
            XCTAssertEqual(quiet, "")

            delegate.offerDeleteAndArchive()
            drag(swipe, row: row, dx: -150)
            let buttons = table.swipeButtons
            XCTAssertEqual(buttons.count, 2)
            delegate.count -= 1
            let (_, deleted) = capturingStandardError { table.deleteRows(at: [3]) }
            XCTAssertTrue(deleted.contains("row 3 was deleted while its swipe actions were open"), deleted)
            XCTAssertFalse(table.isShowingSwipeActions)
            // Its buttons are gone: a click on one now performs nothing, for no row.
            buttons.first?.emitClicked()
            XCTAssertEqual(delegate.performed, [])

            delegate.trailing = { _ in [RowAction(title: "") {}] }
            guard let next = table.rowWidget(at: 2) else { return XCTFail() }
            let (_, untitled) = capturingStandardError { drag(swipe, row: next, dx: -150) }
            XCTAssertTrue(untitled.contains("has an empty title"), untitled)
        }
    }

    func testTouchpadScrollSwipesAndTheWheelOpensAndCloses() {
        MainActor.assumeIsolated {
            let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(.stack, count: 30, row: 3)
            defer { window.destroy() }
            guard let swipe = swipeOrNil, let row = rowOrNil,
                let point = row.translate(x: 50, y: Double(row.allocatedHeight) / 2, to: swipe.layer)
            else { return XCTFail() }
            swipe.pointer = point
            // A touchpad scrolling right moves the row left; the fingers lift.
            for step in 0..<30 {
                // 5 px is short of the drag threshold; from 10 px on, the scroll is a swipe.
                XCTAssertEqual(swipe.scrolled(dx: 5, dy: 0, unit: .surface, time: UInt32(1000 + step * 16)), step > 0)
            }
            swipe.scrollController.emitScrollEnd()
            waitForTheSwipeAtRest(swipe)
            XCTAssertTrue(table.isShowingSwipeActions)
            // Vertical touchpad scrolling is not taken.
            XCTAssertFalse(swipe.scrolled(dx: 0, dy: 20, unit: .surface, time: 3000))
            swipe.scrollEnded()
            table.verticalAdjustment.value += 10
            XCTAssertFalse(table.isShowingSwipeActions)

            // The wheel, through the bridge's emitter (an emitted scroll is in wheel notches).
            XCTAssertTrue(swipe.scrollController.emitScroll(dx: 1, dy: 0))
            waitForTheSwipeAtRest(swipe)
            XCTAssertTrue(table.isShowingSwipeActions)
            XCTAssertTrue(swipe.scrollController.emitScroll(dx: -1, dy: 0))
            waitForTheSwipeAtRest(swipe)
            XCTAssertFalse(table.isShowingSwipeActions)
            XCTAssertFalse(swipe.scrollController.emitScroll(dx: 0, dy: 1), "a vertical notch scrolls the list")
            XCTAssertEqual(delegate.performed, [])
        }
    }

    func testNoAnimationWhenAnimationsAreOff() {
        MainActor.assumeIsolated {
            let enabled = Widget.animationsEnabled
            Widget.animationsEnabled = false
            defer { Widget.animationsEnabled = enabled }
            let (delegate, _, window, swipeOrNil, rowOrNil) = openSwipeTable(.stack, count: 30, row: 3)
            // The table holds its delegate weakly: keep it to the end.
            defer { withExtendedLifetime(delegate) {} }
            defer { window.destroy() }
            guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail() }
            guard let start = row.translate(x: 200, y: 10, to: swipe.layer) else { return XCTFail() }
            swipe.drag.emitBegin(x: start.x, y: start.y)
            swipe.drag.emitUpdate(dx: -120, dy: 0)
            swipe.drag.emitEnd(dx: -120, dy: 0)
            XCTAssertFalse(swipe.isAnimating)
            XCTAssertEqual(swipe.offset, swipe.tracker.geometry.openOffset(for: .trailing))
        }
    }

    func testRecyclingTableSwipes() {
        MainActor.assumeIsolated {
            let source = SwipeRecyclingSource()
            let table = RecyclingTableView()
            table.register(identifier: "row") { TableViewCell(reuseIdentifier: "row") }
            table.dataSource = source
            table.delegate = source
            table.reloadData()
            let window = present(table)
            defer { window.destroy() }
            _ = waitForALayout(of: table)
            guard let cell = table.boundCell(for: .row(TableIndexPath(row: 2, section: 0))), let row = cell.parent else { return XCTFail() }
            drag(table.swipe, row: row, dx: -150)
            XCTAssertTrue(table.isShowingSwipeActions)
            XCTAssertEqual(table.swipeButtons.map(\.label), ["Remove"])
            table.swipeButtons.first?.emitClicked()
            XCTAssertEqual(source.performed, [TableIndexPath(row: 2, section: 0)])
            drag(table.swipe, row: row, dx: -Double(row.allocatedWidth) * 0.7)
            XCTAssertEqual(source.performed.count, 2)
            // A reload closes open buttons.
            drag(table.swipe, row: row, dx: -150)
            table.reloadData()
            XCTAssertFalse(table.isShowingSwipeActions)
        }
    }

    /// The buttons are real buttons, named by their titles, and Tab from the row reaches them
    /// while they are open; Escape from a button closes them and gives the row the focus back.
    func testOpenButtonsAreNamedButtonsThatTabReaches() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let (delegate, table, window, swipeOrNil, rowOrNil) = openSwipeTable(backend, count: 30, row: 3)
                // The table holds its delegate weakly: keep it to the end.
                defer { withExtendedLifetime(delegate) {} }
                defer { window.destroy() }
                guard let swipe = swipeOrNil, let row = rowOrNil else { return XCTFail("\(backend)") }
                table.focusRow(at: 3)
                waitOnMainLoop("the focus on row 3 (\(backend))") { table.rowsHaveFocus && table.focusedRowIndex == 3 }
                drag(swipe, row: row, dx: -150)
                guard let delete = table.swipeButtons.first else { return XCTFail("\(backend)") }
                XCTAssertTrue(delete.hasAccessibleRole(.button), "\(backend)")
                XCTAssertEqual(delete.label, "Delete", "\(backend)")
                // Tab from the open row, as the layer's key controller gets it (a recycling list
                // would keep Tab among its rows).
                XCTAssertFalse(swipe.handleKey(KeyValue.tab.rawValue, modifiers: .shift), "\(backend): Shift+Tab goes its own way")
                let reached = swipe.handleKey(KeyValue.tab.rawValue, modifiers: []) && delete.hasFocus
                XCTAssertTrue(reached, "\(backend): Tab reaches the swipe buttons")
                XCTAssertTrue(swipe.handleKey(KeyValue.escape.rawValue, modifiers: []), "\(backend)")
                waitForTheSwipeAtRest(swipe)
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, 3, "\(backend): the focus is back on the row")
            }
        }
    }
}

/// Checks that the swipe button `button` of `swipe`, whose row is closing, takes no input: the
/// pointer cannot pick it where it is still uncovered, a press there (the layer's drag sees it
/// first) performs nothing, its `clicked` signal performs nothing, and neither Tab nor a grab
/// gives it the focus.
@MainActor
private func assertTakesNoInput(
    _ button: Button, of swipe: SwipeActionsController, table: StackTableView, name: String, file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let delegate = table.delegate as? SwipeDelegate, let bounds = button.bounds(relativeTo: swipe.layer) else {
        return XCTFail("no button laid out (\(name))", file: file, line: line)
    }
    XCTAssertFalse(button.hasFocus, "the focus left the button (\(name))", file: file, line: line)
    // Just inside the button's outer edge, at the row's edge: uncovered until the slide ends.
    let x = bounds.x + bounds.width - 3
    let y = bounds.y + bounds.height / 2
    var picked = swipe.layer.pick(x: x, y: y)
    while let widget = picked, widget.identity != button.identity { picked = widget.parent }
    XCTAssertNil(picked, "the pointer picks the button (\(name))", file: file, line: line)
    swipe.drag.emitBegin(x: x, y: y)
    swipe.drag.emitEnd(dx: 0, dy: 0)
    button.emitClicked()
    XCTAssertFalse(swipe.handleKey(KeyValue.tab.rawValue, modifiers: []), "Tab (\(name))", file: file, line: line)
    XCTAssertFalse(button.grabFocus(), "a grab (\(name))", file: file, line: line)
    XCTAssertEqual(delegate.performed, [], "no action ran (\(name))", file: file, line: line)
}
