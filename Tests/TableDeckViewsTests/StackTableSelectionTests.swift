import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// A delegate over an array of titles that records presses and selection calls.
@MainActor
final class EditableDelegate: StackTableViewDelegate {
    var titles: [String]
    var presses: [Int] = []
    var selected: [Int] = []
    var deselected: [Int] = []
    var selectionChanges = 0
    var viewRequests: [Int] = []

    init(count: Int) {
        titles = (0..<count).map { "\($0). User" }
    }

    func numberOfItems(in tableView: StackTableView) -> Int { titles.count }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        viewRequests.append(index)
        let label = Label(titles.indices.contains(index) ? titles[index] : "?")
        label.xAlign = 0
        return label
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) { presses.append(index) }
    func stackTableView(_ tableView: StackTableView, didSelectItemAt index: Int) { selected.append(index) }
    func stackTableView(_ tableView: StackTableView, didDeselectItemAt index: Int) { deselected.append(index) }
    func stackTableViewSelectionDidChange(_ tableView: StackTableView) { selectionChanges += 1 }
}

/// The text of the row at `index` as the table shows it now (either backend), `nil` when the row
/// has no widget (off screen in a recycling table).
@MainActor
func shownTitle(_ table: StackTableView, row index: Int) -> String? {
    guard let widget = table.rowWidget(at: index) else { return nil }
    if let cell = widget as? TableViewCell { return (cell.content as? Label)?.text }
    return (widget as? Label)?.text
}

/// A table of `count` rows with `backend`, drawn in `style`, shown in a window and laid out.
@MainActor
func presentedTable(
    _ delegate: any StackTableViewDelegate, backend: TableBackend, style: TableStyle = .plain, height: Int = 300
) -> StackTableView {
    let table = StackTableView(backend: backend, style: style)
    table.delegate = delegate
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: height))
    waitOnMainLoop("row 0 laid out", seen: "\(table.rowWidget(at: 0)?.allocatedWidth ?? 0) px wide") {
        table.rowWidget(at: 0)?.allocatedWidth ?? 0 > 0
    }
    return table
}

/// Waits until `table`'s batch-update animation has ended and a frame has laid its rows out
/// since: the rows show what the update left.
@MainActor
func waitForRowsAtRest(_ table: StackTableView, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop("the rows' update animation ended", file: file, line: line) { !table.isAnimatingChanges }
    waitForALayout(of: table, file: file, line: line)
}

/// Selection in the stack table, with both backends.
final class StackTableSelectionTests: GTKTestCase {
    func testAClickSelectsAndPressesOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 50)
                let table = presentedTable(delegate, backend: backend)
                XCTAssertTrue(table.allowsSelection, "UIKit's default: selection on")
                XCTAssertFalse(table.allowsMultipleSelection)
                table.handleClick(row: 3, modifiers: [])
                XCTAssertEqual(table.indexesForSelectedRows, [3], "\(backend)")
                XCTAssertEqual(delegate.presses, [3])
                XCTAssertEqual(delegate.selected, [3])
                XCTAssertEqual(delegate.selectionChanges, 1)
                table.handleClick(row: 5, modifiers: [])
                XCTAssertEqual(table.indexesForSelectedRows, [5], "single selection replaces")
                XCTAssertEqual(delegate.deselected, [3])
                XCTAssertTrue(waitForALayout(of: table), "a frame after the clicks")
                if backend == .stack {
                    XCTAssertTrue(table.rowWidget(at: 5)?.hasCSSClass("tabledeck-selected") ?? false)
                    XCTAssertFalse(table.rowWidget(at: 3)?.hasCSSClass("tabledeck-selected") ?? true)
                } else {
                    // GTK draws (and reports) the list's selected rows: the list item is :selected.
                    XCTAssertTrue(table.rowWidget(at: 5)?.parent?.stateFlags.contains(.selected) ?? false)
                    XCTAssertFalse(table.rowWidget(at: 3)?.parent?.stateFlags.contains(.selected) ?? true)
                }
            }
        }
    }

    func testARealClickOnARowSelectsIt() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 20)
                let table = presentedTable(delegate, backend: backend)
                click(table, row: 4)
                XCTAssertEqual(table.indexesForSelectedRows, [4], "\(backend)")
                XCTAssertEqual(delegate.presses, [4], "\(backend)")
            }
        }
    }

    func testControlTogglesAndShiftSelectsARangeWithoutPressing() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 50)
                let table = presentedTable(delegate, backend: backend)
                table.allowsMultipleSelection = true
                table.handleClick(row: 2, modifiers: [])
                table.handleClick(row: 6, modifiers: .control)
                XCTAssertEqual(table.indexesForSelectedRows, [2, 6], "\(backend)")
                table.handleClick(row: 9, modifiers: .shift)
                XCTAssertEqual(table.indexesForSelectedRows, [6, 7, 8, 9], "Shift selects from the anchor (6)")
                table.handleClick(row: 7, modifiers: .control)
                XCTAssertEqual(table.indexesForSelectedRows, [6, 8, 9])
                XCTAssertEqual(delegate.presses, [2], "only the plain click pressed")
                XCTAssertEqual(delegate.selectionChanges, 4)
            }
        }
    }

    func testKeysExtendSelectAllToggleAndClear() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 30)
                let table = presentedTable(delegate, backend: backend)
                table.allowsMultipleSelection = true
                XCTAssertTrue(table.focusRow(at: 4))
                waitOnMainLoop("the cursor on row 4", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 4
                }
                XCTAssertTrue(table.handleKey(.down, modifiers: .shift))
                waitOnMainLoop("the cursor on row 5", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 5
                }
                XCTAssertTrue(table.handleKey(.down, modifiers: .shift))
                waitOnMainLoop("the cursor on row 6", seen: "row \(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 6
                }
                XCTAssertEqual(table.indexesForSelectedRows, [4, 5, 6], "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, 6)
                XCTAssertTrue(table.handleKey(.space, modifiers: .control))
                XCTAssertEqual(table.indexesForSelectedRows, [4, 5])
                XCTAssertTrue(table.handleKey(.letterA, modifiers: .control))
                XCTAssertEqual(table.indexesForSelectedRows, Array(0..<30))
                XCTAssertTrue(table.handleKey(.escape, modifiers: []))
                XCTAssertEqual(table.indexesForSelectedRows, [])
                XCTAssertFalse(table.handleKey(.escape, modifiers: []), "Escape with nothing selected is not taken")
                XCTAssertEqual(delegate.presses, [])
            }
        }
    }

    func testSelectionOffMakesEveryClickAPress() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 10)
                let table = presentedTable(delegate, backend: backend)
                table.allowsSelection = false
                table.handleClick(row: 1, modifiers: .control)
                table.handleClick(row: 2, modifiers: [])
                XCTAssertEqual(delegate.presses, [1, 2], "\(backend)")
                XCTAssertEqual(table.indexesForSelectedRows, [], "\(backend)")
                XCTAssertFalse(table.handleKey(.letterA, modifiers: .control), "\(backend)")
            }
        }
    }

    func testProgrammaticSelectionDoesNotCallTheDelegateAndWarnsOutOfRange() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 10)
                let table = presentedTable(delegate, backend: backend)
                table.allowsMultipleSelection = true
                table.selectRow(at: 2)
                table.selectRow(at: 4)
                table.deselectRow(at: 2)
                XCTAssertEqual(table.indexesForSelectedRows, [4], "\(backend)")
                XCTAssertTrue(table.isRowSelected(at: 4))
                table.selectAllRows()
                XCTAssertEqual(table.indexesForSelectedRows.count, 10, "\(backend)")
                table.deselectAllRows()
                XCTAssertEqual(delegate.selected, [], "\(backend)")
                XCTAssertEqual(delegate.selectionChanges, 0, "\(backend)")
                let (_, warning) = capturingStandardError { table.selectRow(at: 10) }
                XCTAssertTrue(warning.contains("selectRow(at:): the table has no row 10 (it has 10)"), "\(backend): \(warning)")
                XCTAssertEqual(table.indexesForSelectedRows, [], "\(backend)")
            }
        }
    }

    func testSelectingAllOfAHundredThousandRecycledRowsTouchesOnlyTheRowsOnScreen() {
        MainActor.assumeIsolated {
            let delegate = EditableDelegate(count: 100_000)
            let table = presentedTable(delegate, backend: .recycling)
            table.allowsMultipleSelection = true
            let requestsBefore = delegate.viewRequests.count
            XCTAssertTrue(table.handleKey(.letterA, modifiers: .control))
            // A negative check ("no row rebound"): a frame has laid the list out since.
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(table.indexesForSelectedRows.count, 100_000)
            XCTAssertEqual(delegate.viewRequests.count, requestsBefore, "selecting rebinds no row")
            XCTAssertTrue(table.rowWidget(at: 0)?.parent?.stateFlags.contains(.selected) ?? false)
        }
    }
}
