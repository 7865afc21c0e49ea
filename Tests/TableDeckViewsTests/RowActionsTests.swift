import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A delegate with row actions: a menu of `titles` (the first destructive) whose handlers log
/// the row and title, and rows that move when `movable`.
final class ActionsDelegate: StackTableViewDelegate, RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var titles: [String]
    var menuTitles = ["Delete", "Copy"]
    var movable = true
    var picked: [String] = []
    var moves: [(Int, Int)] = []
    var presses: [Int] = []

    init(count: Int) {
        titles = (0..<count).map { "\($0). User" }
    }

    func numberOfItems(in tableView: StackTableView) -> Int { titles.count }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        Label(titles.indices.contains(index) ? titles[index] : "?")
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) { presses.append(index) }

    func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction] {
        actions(for: index)
    }

    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { movable }

    func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int) {
        moves.append((sourceIndex, destinationIndex))
        titles = ReorderMath.moved(titles, from: sourceIndex, to: destinationIndex)
    }

    private func actions(for index: Int) -> [RowAction] {
        menuTitles.enumerated().map { position, title in
            RowAction(title: title, style: position == 0 ? .destructive : .normal) { [weak self] in
                self?.picked.append("\(index) \(title)")
            }
        }
    }

    // The recycling table's data source and delegate: one section of the same rows.
    func numberOfSections(in tableView: RecyclingTableView) -> Int { 1 }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { false }
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
        cell.setContent(Label(titles[indexPath.row]))
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) { presses.append(indexPath.row) }
    func tableView(_ tableView: RecyclingTableView, contextMenuActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        actions(for: indexPath.row)
    }
}

/// A delegate that implements none of the row-action methods: the defaults.
final class PlainDelegate: StackTableViewDelegate {
    var moved = false
    func numberOfItems(in tableView: StackTableView) -> Int { 5 }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { Label("\(index)") }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
}

/// Waits until `table`'s context menu is on screen (see ``waitForTheMenu(_:file:line:)``).
@MainActor
private func waitForTheMenu(of table: StackTableView, file: StaticString = #filePath, line: UInt = #line) {
    waitForTheMenu({ table.openContextMenu }, file: file, line: line)
}

/// Waits until the closed context menu `menu` is off the table (the row menu's clean-up, once
/// the main loop was idle after it closed) and the focus is back on `table`'s rows.
@MainActor
private func waitUntilClosed(_ menu: PopoverMenu, on table: StackTableView, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop(
        "the closed menu taken off the table and the focus back on the rows",
        seen: "menu attached: \(menu.widget.hasParent), rows focused: \(table.rowsHaveFocus)", file: file, line: line
    ) { !menu.widget.hasParent && table.rowsHaveFocus }
}

/// Waits until the closed context menu that `menu` watches is finalized (the row menu's
/// clean-up let go of it) and the focus is back on `table`'s rows. The test holds no reference
/// to a menu it waits for this way: GTK 4.8 crashes on a popover kept alive after it left its
/// host, when the next window shows.
@MainActor
private func waitUntilGone(_ menu: FinalizationWatch?, on table: StackTableView, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop(
        "the closed menu finalized and the focus back on the rows",
        seen: "menu finalized: \(menu?.isFinalized ?? true), rows focused: \(table.rowsHaveFocus)", file: file, line: line
    ) { (menu?.isFinalized ?? true) && table.rowsHaveFocus }
}

/// Waits until the keyboard cursor of `table` is on row `index`.
@MainActor
private func waitForTheCursor(on index: Int, of table: StackTableView, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop(
        "the cursor on row \(index)", seen: "cursor row \(table.focusedRowIndex.map(String.init) ?? "none")", file: file, line: line
    ) {
        table.focusedRowIndex == index
    }
}

/// Context menus and moving rows in the stack table (both backends) and the recycling table.
final class RowActionsTests: GTKTestCase {
    func testMenuShowsTheActionsAndPicksOneForItsRowOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 20)
                let table = presentedTable(delegate, backend: backend)
                XCTAssertTrue(table.openContextMenu(forRowAt: 3), "\(backend)")
                waitForTheMenu(of: table)
                guard let menu = table.openContextMenu else { return XCTFail("no menu (\(backend))") }
                XCTAssertEqual(menu.itemCount, 2)
                XCTAssertTrue(menu.item(0, hasCSSClass: "tabledeck-destructive"), "the destructive style is drawn")
                XCTAssertFalse(menu.item(1, hasCSSClass: "tabledeck-destructive"))
                // The focus is in the menu now; the cursor row is checked once it closes.
                XCTAssertEqual(table.indexesForSelectedRows, [], "a right click does not select the row (UIKit, GTK lists)")
                XCTAssertEqual(delegate.presses, [], "…nor press it")
                menu.activateItem(1)
                menu.popdown()
                waitUntilClosed(menu, on: table)
                XCTAssertEqual(delegate.picked, ["3 Copy"], "\(backend)")
                XCTAssertNil(table.openContextMenu)
                XCTAssertTrue(table.rowsHaveFocus, "the focus is back on the rows (\(backend))")
                XCTAssertEqual(table.focusedRowIndex, 3, "the right click moved the cursor to the row (\(backend))")
                // A second activation of the same menu is stale.
                let (_, warnings) = capturingStandardError { menu.activateItem(0) }
                XCTAssertEqual(delegate.picked, ["3 Copy"])
                XCTAssertTrue(warnings.contains("arrived after its rows changed; it is ignored"), warnings)
            }
        }
    }

    func testMenuKeyOnACursorRowScrolledAwayShowsTheRowFirstOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 200)
                let table = presentedTable(delegate, backend: backend)
                XCTAssertTrue(table.focusRow(at: 5))
                waitForTheCursor(on: 5, of: table)
                // The wheel takes the list far from the cursor row.
                table.verticalAdjustment.value = 2_000
                waitUntilSteady("the list at rest after the wheel", of: table) { table.verticalAdjustment.value }
                XCTAssertGreaterThan(table.verticalAdjustment.value, 1_000, "\(backend)")
                XCTAssertTrue(table.handleKey(.menu, modifiers: []), "\(backend)")
                waitForTheMenu(of: table)
                XCTAssertNotNil(table.openContextMenu, "the menu opens once the row is shown (\(backend))")
                guard let row = table.rowWidget(at: 5), let bounds = row.bounds(relativeTo: table) else {
                    return XCTFail("row 5 is not there (\(backend))")
                }
                XCTAssertGreaterThanOrEqual(bounds.y, 0, "the cursor row is scrolled into view (\(backend))")
                XCTAssertLessThanOrEqual(bounds.y + bounds.height, Double(table.allocatedHeight), "\(backend)")
                let menu = table.openContextMenu.map { FinalizationWatch($0.widget) }
                table.openContextMenu?.activateItem(1)
                table.openContextMenu?.popdown()
                waitUntilGone(menu, on: table)
                XCTAssertEqual(delegate.picked, ["5 Copy"], "the menu is the cursor row's (\(backend))")
            }
        }
    }

    func testNoActionsOpenNoMenuAndEmptyTitlesAreWarned() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 5)
                delegate.menuTitles = []
                let table = presentedTable(delegate, backend: backend)
                let (opened, quiet) = capturingStandardError { table.openContextMenu(forRowAt: 1) }
                XCTAssertFalse(opened, "no empty popover (\(backend))")
                XCTAssertNil(table.openContextMenu)
                XCTAssertEqual(quiet, "", "\(backend)")
                delegate.menuTitles = ["", "Copy"]
                let (shown, warnings) = capturingStandardError { table.openContextMenu(forRowAt: 1) }
                XCTAssertTrue(shown, "the menu still opens (\(backend))")
                // The warning names the engine that shows the rows, as every warning of the table does.
                let name = backend == .stack ? "stack table" : "recycling table"
                XCTAssertTrue(warnings.contains("position 0 for row 1 of the \(name) has an empty title"), "\(backend): \(warnings)")
                let menu = table.openContextMenu.map { FinalizationWatch($0.widget) }
                table.openContextMenu?.popdown()
                waitUntilGone(menu, on: table)
                // A delegate with no row-action methods: no menu, no moves.
                let plain = PlainDelegate()
                let other = presentedTable(plain, backend: backend, height: 200)
                XCTAssertFalse(other.openContextMenu(forRowAt: 0), "\(backend)")
                other.focusRow(at: 1)
                XCTAssertFalse(other.handleKey(.down, modifiers: .alt), "Alt+Down is left to the window (\(backend))")
                XCTAssertEqual(other.focusedRowIndex, 1, "\(backend)")
            }
        }
    }

    func testDeletingTheRowClosesItsMenuAndItsActionsDoNothing() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 10)
                let table = presentedTable(delegate, backend: backend)
                XCTAssertTrue(table.openContextMenu(forRowAt: 2))
                waitForTheMenu(of: table)
                guard let menu = table.openContextMenu else { return XCTFail("no menu") }
                let (_, warnings) = capturingStandardError {
                    delegate.titles.remove(at: 2)
                    table.deleteRows(at: [2])
                    waitOnMainLoop("the menu closed and taken off the table") { !menu.widget.hasParent }
                    // A click racing the deletion: the handler would act on the row now at 2.
                    menu.activateItem(0)
                }
                XCTAssertNil(table.openContextMenu, "the menu closed (\(backend))")
                XCTAssertEqual(delegate.picked, [], "no handler ran for another row (\(backend))")
                XCTAssertTrue(
                    warnings.contains("row 2 of the") && warnings.contains("was deleted while its context menu was open"), warnings)
                XCTAssertTrue(warnings.contains("it is ignored"), warnings)
            }
        }
    }

    func testAltUpAndDownMoveTheCursorRowAndAnnounceItOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 6)
                let table = presentedTable(delegate, backend: backend)
                table.allowsMultipleSelection = true
                table.focusRow(at: 1)
                table.selectRow(at: 1)
                waitForTheCursor(on: 1, of: table)
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt))
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.moves.map { [$0.0, $0.1] }, [[1, 2]], "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, 2, "the cursor stays on the moved row (\(backend))")
                XCTAssertEqual(table.indexesForSelectedRows, [2], "the selection goes with it")
                XCTAssertEqual(shownText(table, 2), "1. User")
                XCTAssertEqual(table.accessibleAnnouncement(ofRowAt: 2), "Moved to position 3 of 6", "\(backend)")
                XCTAssertTrue(table.handleKey(.up, modifiers: .alt))
                waitForRowsAtRest(table)
                XCTAssertEqual(table.focusedRowIndex, 1)
                // At the top, Alt+Up is taken and moves nothing.
                table.focusRow(at: 0)
                waitForTheCursor(on: 0, of: table)
                XCTAssertTrue(table.handleKey(.up, modifiers: .alt))
                XCTAssertEqual(delegate.moves.count, 2, "\(backend)")
                // A row the delegate keeps still: the key goes on to the window.
                delegate.movable = false
                XCTAssertFalse(table.handleKey(.down, modifiers: .alt))
                XCTAssertEqual(delegate.moves.count, 2)
            }
        }
    }

    /// Alt+Down on the last row in view takes the row below the view: the list scrolls to keep
    /// it (and the focus) on screen, whether the keys come faster than frames (three in a row,
    /// as `xdotool key` sends them) or a frame apart.
    func testAltDownPastTheBottomEdgeKeepsTheMovedRowOnScreenOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 60)
                let table = presentedTable(delegate, backend: backend)
                // The last row wholly in view: each Alt+Down takes it one row further down. Read
                // once the rows on screen are bound and laid out (a recycling list binds the rows
                // below its first estimate a frame or more later).
                let lastRowInView = { (0..<60).last { isWhollyOnScreen(table, row: $0) } }
                waitUntilSteady("the last row in view (\(backend))", of: table) { lastRowInView() }
                guard let start = lastRowInView(), start > 2 else { return XCTFail("no rows laid out (\(backend))") }
                XCTAssertTrue(table.focusRow(at: start))
                waitForTheCursor(on: start, of: table)
                // Three keys before a frame comes.
                for _ in 0..<3 { XCTAssertTrue(table.handleKey(.down, modifiers: .alt), "\(backend)") }
                // At rest: the moves' glide over, then the list still across frames (the reveal
                // scrolls, if it must, at the layout after each move).
                waitForRowsAtRest(table)
                waitUntilSteady("the list at rest", of: table) { table.verticalAdjustment.value }
                XCTAssertEqual(delegate.moves.count, 3, "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, start + 3, "the cursor stays on the moved row (\(backend))")
                XCTAssertEqual(shownText(table, start + 3), "\(start). User", "\(backend)")
                XCTAssertGreaterThan(table.verticalAdjustment.value, 0, "the list scrolled (\(backend))")
                XCTAssertTrue(isWhollyOnScreen(table, row: start + 3), "the moved row is on screen (\(backend))")
                // Three more, each laid out before the next.
                for _ in 0..<3 {
                    XCTAssertTrue(table.handleKey(.down, modifiers: .alt), "\(backend)")
                    waitForRowsAtRest(table)
                }
                waitUntilSteady("the list at rest", of: table) { table.verticalAdjustment.value }
                XCTAssertEqual(table.focusedRowIndex, start + 6, "\(backend)")
                XCTAssertEqual(shownText(table, start + 6), "\(start). User", "\(backend)")
                XCTAssertTrue(isWhollyOnScreen(table, row: start + 6), "the moved row is still on screen (\(backend))")
            }
        }
    }

    func testDragLiftsARowOthersMakeRoomAndDropMovesOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ActionsDelegate(count: 10)
                let table = presentedTable(delegate, backend: backend)
                let name = backend == .stack ? "stack table" : "recycling table"
                guard let height = table.rowWidget(at: 0)?.bounds(relativeTo: table)?.height, height > 0 else {
                    return XCTFail("no layout")
                }
                // Under the threshold: nothing lifts.
                table.emitRowDrag(from: 1, dy: 4)
                XCTAssertNil(table.liftedRowIndex, "\(backend)")
                table.emitRowDragEnd()
                table.emitRowDrag(from: 1, dy: 2.6 * height)
                waitUntilSteady("the lifted row's landing place", of: table) { table.dragDestination }
                XCTAssertEqual(table.liftedRowIndex, 1, "\(backend)")
                XCTAssertEqual(table.dragDestination, 3, "\(backend)")
                XCTAssertTrue(table.liftedRowWidget?.hasCSSClass("tabledeck-lifted") ?? false, "drawn lifted (\(backend))")
                table.emitRowDragEnd()
                waitOnMainLoop("the drop delivered to the delegate", seen: "moves \(delegate.moves)") { !delegate.moves.isEmpty }
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.moves.map { [$0.0, $0.1] }, [[1, 3]], "\(backend)")
                XCTAssertEqual(shownText(table, 3), "1. User", "\(backend)")
                XCTAssertEqual(delegate.presses, [], "a drag is no press (\(backend))")
                XCTAssertFalse(table.rowWidget(at: 3)?.hasCSSClass("tabledeck-lifted") ?? true, "\(backend)")
                XCTAssertNil(table.liftedRowWidget, "\(backend)")
                // Escape puts a lifted row back.
                table.emitRowDrag(from: 0, dy: 2.6 * height)
                XCTAssertNotNil(table.liftedRowIndex, "\(backend)")
                XCTAssertTrue(table.handleKey(.escape, modifiers: []), "\(backend)")
                XCTAssertNil(table.liftedRowIndex, "\(backend)")
                table.emitRowDragEnd()
                XCTAssertEqual(delegate.moves.count, 1, "Escape cancels (\(backend))")
                // The lifted row deleted mid-drag: the drag ends without a move, warned.
                table.emitRowDrag(from: 4, dy: 2.6 * height)
                let (_, warnings) = capturingStandardError {
                    delegate.titles.remove(at: 4)
                    table.deleteRows(at: [4])
                    table.emitRowDragEnd()
                }
                XCTAssertTrue(warnings.contains("row 4 of the \(name) was deleted while it was dragged"), warnings)
                XCTAssertEqual(delegate.moves.count, 1, "\(backend)")
                XCTAssertNil(table.liftedRowIndex, "\(backend)")
                // Another row lifted when the rows change: warned as a change, no move.
                waitForRowsAtRest(table)
                table.emitRowDrag(from: 2, dy: 1.6 * height)
                XCTAssertEqual(table.liftedRowIndex, 2, "\(backend)")
                let (_, reloadWarnings) = capturingStandardError {
                    delegate.titles.remove(at: 0)
                    table.deleteRows(at: [0])
                    table.emitRowDragEnd()
                }
                XCTAssertTrue(
                    reloadWarnings.contains("the rows of the \(name) changed while row 2 was dragged; the drag ends without a move"),
                    reloadWarnings)
                XCTAssertEqual(delegate.moves.count, 1, "\(backend)")
                // A row the delegate keeps still does not lift.
                delegate.movable = false
                table.emitRowDrag(from: 2, dy: 3 * height)
                XCTAssertNil(table.liftedRowIndex, "\(backend)")
                table.emitRowDragEnd()
            }
        }
    }

    func testRecyclingTableViewMenu() {
        MainActor.assumeIsolated {
            let delegate = ActionsDelegate(count: 30)
            let first = TableIndexPath(row: 4, section: 0)
            let table = presentedRecyclingTable(delegate, showing: first)
            XCTAssertTrue(table.openContextMenu(forRowAt: first))
            waitForTheMenu { table.openContextMenu }
            guard let menu = table.openContextMenu else { return XCTFail("no menu") }
            menu.activateItem(0)
            menu.popdown()
            waitOnMainLoop("the closed menu taken off the table and the focus back on a row") {
                !menu.widget.hasParent && table.focusedIndexPath != nil
            }
            XCTAssertEqual(table.focusedIndexPath, first, "the row has the focus after the menu")
            XCTAssertEqual(delegate.picked, ["4 Delete"])
            // A reload closes an open menu and makes it inert.
            XCTAssertTrue(table.openContextMenu(forRowAt: first))
            waitForTheMenu { table.openContextMenu }
            let stale = table.openContextMenu
            _ = capturingStandardError { table.reloadData() }
            XCTAssertTrue(waitForALayout(of: table), "a frame after the reload")
            XCTAssertNil(table.openContextMenu)
            _ = capturingStandardError { stale?.activateItem(1) }
            XCTAssertEqual(delegate.picked, ["4 Delete"])
        }
    }
}

/// The clipboard wrapper behind the Users screen's Copy Name.
final class ClipboardTests: GTKTestCase {
    func testTextPutOnTheClipboardReadsBack() {
        MainActor.assumeIsolated {
            XCTAssertTrue(Clipboard.setText("7. User"))
            var read: String??
            Clipboard.readText { read = .some($0) }
            waitOnMainLoop("the clipboard's text read back", timeout: 3) { read != nil }
            XCTAssertEqual(read ?? nil, "7. User")
        }
    }
}

/// Whether the row at `row` of `table` is whole on screen. A recycled row below the view can be
/// bound and keep the allocation it had when it was last laid out, yet not be mapped: only a
/// mapped row is on screen.
@MainActor
private func isWhollyOnScreen(_ table: StackTableView, row: Int) -> Bool {
    guard let widget = table.rowWidget(at: row), widget.isMappedInWindow, let bounds = widget.bounds(relativeTo: table) else {
        return false
    }
    return bounds.y >= -0.5 && bounds.y + bounds.height <= Double(table.allocatedHeight) + 0.5
}

/// The text row `index` shows (either backend); `nil` while it has no widget (not bound yet).
@MainActor
func shownText(_ table: StackTableView, _ index: Int) -> String? {
    guard let widget = table.rowWidget(at: index) else { return nil }
    if let cell = widget as? TableViewCell { return (cell.content as? Label)?.text }
    return (widget as? Label)?.text
}

/// Waits until the context menu `openMenu` returns is on screen: mapped, and laid out by a
/// frame, where GTK presents a popover's surface. (A menu closed before that frame leaves GTK
/// 4.8 with a pointer focus on the popover's destroyed surface: the next popover or window
/// shown crashes.)
@MainActor
func waitForTheMenu(_ openMenu: () -> PopoverMenu?, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop("the row's context menu mapped", file: file, line: line) { openMenu()?.widget.isShownOnScreen ?? false }
    if let popover = openMenu()?.widget { waitForALayout(of: popover, file: file, line: line) }
}
