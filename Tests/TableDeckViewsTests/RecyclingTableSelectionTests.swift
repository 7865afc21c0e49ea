import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// Row `row` of section `section`.
private func at(_ row: Int, _ section: Int) -> TableIndexPath {
    TableIndexPath(row: row, section: section)
}

/// A recycling table of three sections of 30 rows with headers, shown in a window and laid out.
@MainActor
private func presentedSelectionTable(_ log: RecordingSource) -> RecyclingTableView {
    let table = makeTable(log)
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: 300))
    waitOnMainLoop("row 0 bound and mapped") {
        table.boundCell(for: .row(at(0, 0)))?.isMappedInWindow ?? false
    }
    return table
}

/// Whether GTK draws `item` selected now: its list item (the cell's parent) has the `:selected`
/// state, which is also what GTK reports to assistive technologies. `nil` when `item` has no
/// bound cell.
@MainActor
private func drawnSelected(_ item: TableItem, in table: RecyclingTableView) -> Bool? {
    table.boundCell(for: item)?.parent.map { $0.stateFlags.contains(.selected) }
}

/// Checks, once a frame has laid the list out, that GTK draws exactly `selected` of `items` as
/// selected (every item must be on screen).
@MainActor
private func assertDrawn(
    _ table: RecyclingTableView, selected: Set<TableItem>, among items: [TableItem], file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertTrue(waitForALayout(of: table, file: file, line: line), "a frame after the change", file: file, line: line)
    for item in items {
        let drawn = drawnSelected(item, in: table)
        XCTAssertNotNil(drawn, "\(item) is not on screen", file: file, line: line)
        XCTAssertEqual(drawn, selected.contains(item), "\(item) drawn selected", file: file, line: line)
    }
}

/// Selection in the recycling table used directly, with sections: the same rules as the stack
/// table's (one ``SelectionController``), rows counted across sections, headers never selected,
/// and GTK's list selection (what is drawn and reported) kept equal to the table's.
final class RecyclingTableSelectionTests: GTKTestCase {
    func testAClickSelectsAndPressesAndTheListDrawsTheRowSelected() {
        MainActor.assumeIsolated {
            let log = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = presentedSelectionTable(log)
            XCTAssertTrue(table.allowsSelection, "UIKit's default: selection on")
            XCTAssertFalse(table.allowsMultipleSelection)
            XCTAssertTrue(table.emitPress(onCellOf: .row(at(3, 0))))
            XCTAssertEqual(log.presses, [at(3, 0)])
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(3, 0)])
            XCTAssertEqual(log.events, ["select 0.3", "changed"])
            XCTAssertTrue(table.emitPress(onCellOf: .row(at(5, 0))))
            XCTAssertEqual(log.presses, [at(3, 0), at(5, 0)])
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(5, 0)], "single selection replaces")
            XCTAssertEqual(table.numberOfSelectedRows, 1)
            XCTAssertTrue(table.isRowSelected(at: at(5, 0)))
            XCTAssertFalse(table.isRowSelected(at: at(3, 0)))
            XCTAssertEqual(log.events, ["select 0.3", "changed", "deselect 0.3", "select 0.5", "changed"])
            assertDrawn(
                table, selected: [.row(at(5, 0))], among: [.header(section: 0), .row(at(3, 0)), .row(at(4, 0)), .row(at(5, 0))])
        }
    }

    func testControlTogglesAndShiftExtendsAcrossASectionBoundaryWithoutTheHeader() {
        MainActor.assumeIsolated {
            let log = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = presentedSelectionTable(log)
            table.allowsMultipleSelection = true
            // Rows 27 to 29 of section 0, section 1's header and its rows 0 to 2 on screen: row 2
            // of section 1 revealed at the bottom.
            scroll(table, toRow: 2, section: 1)
            XCTAssertTrue(table.emitPress(onCellOf: .row(at(28, 0))))
            XCTAssertEqual(log.presses, [at(28, 0)])
            // Shift+click from the anchor (row 28 of section 0) to row 1 of section 1.
            table.core.rowClicked(at(1, 1), modifiers: .shift)
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(29, 0), at(0, 1), at(1, 1)])
            XCTAssertEqual(table.numberOfSelectedRows, 4)
            XCTAssertEqual(log.events, ["select 0.28", "changed", "select 0.29", "select 1.0", "select 1.1", "changed"])
            let shown: [TableItem] = [
                .row(at(27, 0)), .row(at(28, 0)), .row(at(29, 0)), .header(section: 1), .row(at(0, 1)), .row(at(1, 1)), .row(at(2, 1)),
            ]
            assertDrawn(table, selected: [.row(at(28, 0)), .row(at(29, 0)), .row(at(0, 1)), .row(at(1, 1))], among: shown)

            // Ctrl+click toggles a row off and on again, past the header.
            log.events = []
            table.core.rowClicked(at(0, 1), modifiers: .control)
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(29, 0), at(1, 1)])
            table.core.rowClicked(at(29, 0), modifiers: .control)
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(1, 1)])
            assertDrawn(table, selected: [.row(at(28, 0)), .row(at(1, 1))], among: shown)
            table.core.rowClicked(at(0, 1), modifiers: .control)
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(0, 1), at(1, 1)])
            XCTAssertEqual(log.events, ["deselect 1.0", "changed", "deselect 0.29", "changed", "select 1.0", "changed"])
            // Shift+click now extends from the last toggled row (row 0 of section 1) back up.
            table.core.rowClicked(at(27, 0), modifiers: .shift)
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(27, 0), at(28, 0), at(29, 0), at(0, 1)])
            XCTAssertEqual(log.events.suffix(4), ["deselect 1.1", "select 0.27", "select 0.29", "changed"])
            assertDrawn(table, selected: [.row(at(27, 0)), .row(at(28, 0)), .row(at(29, 0)), .row(at(0, 1))], among: shown)
            XCTAssertEqual(log.presses, [at(28, 0)], "only the plain click pressed")
        }
    }

    func testShiftDownCrossesAHeaderAndControlAControlSpaceAndEscapeChangeTheSelection() {
        MainActor.assumeIsolated {
            let log = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = presentedSelectionTable(log)
            table.allowsMultipleSelection = true
            scroll(table, toRow: 2, section: 1)
            XCTAssertTrue(table.focusRow(28, section: 0))
            waitOnMainLoop("the cursor on row 28", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == at(28, 0)
            }
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .shift))
            waitOnMainLoop("the cursor on row 29", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == at(29, 0)
            }
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(29, 0)])
            // The next Shift+Down steps over section 1's header.
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: .shift))
            waitOnMainLoop(
                "the cursor on section 1's row 0", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")"
            ) { table.focusedIndexPath == at(0, 1) }
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(29, 0), at(0, 1)])
            XCTAssertEqual(log.events, ["select 0.28", "select 0.29", "changed", "select 1.0", "changed"])
            assertDrawn(
                table, selected: [.row(at(28, 0)), .row(at(29, 0)), .row(at(0, 1))],
                among: [.row(at(27, 0)), .row(at(28, 0)), .row(at(29, 0)), .header(section: 1), .row(at(0, 1)), .row(at(1, 1))])

            // Ctrl+Space toggles the cursor row.
            log.events = []
            XCTAssertTrue(table.handleListKey(KeyValue.space.rawValue, modifiers: .control))
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(28, 0), at(29, 0)])
            XCTAssertEqual(log.events, ["deselect 1.0", "changed"])

            // Ctrl+A: every row of every section, told row by row, then once.
            log.events = []
            XCTAssertTrue(table.handleListKey(KeyValue.letterA.rawValue, modifiers: .control))
            XCTAssertEqual(table.numberOfSelectedRows, 90)
            XCTAssertEqual(table.indexPathsForSelectedRows.count, 90)
            XCTAssertEqual(table.indexPathsForSelectedRows.last, at(29, 2))
            let selectedRows = (0..<3).flatMap { section in (0..<30).map { "select \(section).\($0)" } }
            XCTAssertEqual(log.events, selectedRows.filter { $0 != "select 0.28" && $0 != "select 0.29" } + ["changed"])
            assertDrawn(
                table, selected: [.row(at(29, 0)), .row(at(0, 1)), .row(at(1, 1))],
                among: [.row(at(29, 0)), .header(section: 1), .row(at(0, 1)), .row(at(1, 1))])

            // Escape clears, and with nothing selected is left to others.
            log.events = []
            XCTAssertTrue(table.handleListKey(KeyValue.escape.rawValue, modifiers: []))
            XCTAssertEqual(table.indexPathsForSelectedRows, [])
            XCTAssertEqual(log.events.count, 91)
            XCTAssertEqual(log.events.first, "deselect 0.0")
            XCTAssertEqual(log.events.last, "changed")
            XCTAssertFalse(table.handleListKey(KeyValue.escape.rawValue, modifiers: []), "Escape with nothing selected is not taken")
            XCTAssertEqual(log.events.count, 91)
            assertDrawn(table, selected: [], among: [.row(at(29, 0)), .header(section: 1), .row(at(0, 1))])
            XCTAssertEqual(log.presses, [], "no key pressed a row")
        }
    }

    func testTheAppsOwnSelectionTellsTheDelegateNothingAndARowThatIsNotThereIsWarned() {
        MainActor.assumeIsolated {
            let log = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = presentedSelectionTable(log)
            // Single selection: the app's selectRow replaces too.
            table.selectRow(at: at(2, 0))
            table.selectRow(at: at(4, 0))
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(4, 0)])
            table.allowsMultipleSelection = true
            table.selectRow(at: at(2, 0))
            table.selectRow(at: at(1, 1))
            table.deselectRow(at: at(4, 0))
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(2, 0), at(1, 1)])
            XCTAssertTrue(table.isRowSelected(at: at(1, 1)))
            XCTAssertFalse(table.isRowSelected(at: at(4, 0)))
            XCTAssertFalse(table.isRowSelected(at: at(99, 7)), "a row that is not there is not selected")
            assertDrawn(
                table, selected: [.row(at(2, 0))], among: [.header(section: 0), .row(at(1, 0)), .row(at(2, 0)), .row(at(4, 0))])

            for bad in [at(30, 0), at(0, 3), at(-1, 0)] {
                let (_, warning) = capturingStandardError { table.selectRow(at: bad) }
                XCTAssertTrue(
                    warning.contains("selectRow(at:): the table has no row \(bad.row) in section \(bad.section); nothing changes"), warning)
                XCTAssertEqual(table.indexPathsForSelectedRows, [at(2, 0), at(1, 1)], "selectRow(at: \(bad)) changed nothing")
            }
            let (_, warning) = capturingStandardError { table.deselectRow(at: at(31, 1)) }
            XCTAssertTrue(warning.contains("deselectRow(at:): the table has no row 31 in section 1"), warning)
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(2, 0), at(1, 1)])

            table.selectAllRows()
            XCTAssertEqual(table.numberOfSelectedRows, 90)
            assertDrawn(
                table, selected: [.row(at(0, 0)), .row(at(1, 0)), .row(at(4, 0))],
                among: [.header(section: 0), .row(at(0, 0)), .row(at(1, 0)), .row(at(4, 0))])
            table.deselectAllRows()
            XCTAssertEqual(table.numberOfSelectedRows, 0)
            assertDrawn(table, selected: [], among: [.row(at(0, 0)), .row(at(2, 0))])
            XCTAssertEqual(log.events, [], "the delegate hears only of what the user changed")
            XCTAssertEqual(log.presses, [])
        }
    }

    func testReloadingFewerRowsTrimsTheSelection() {
        MainActor.assumeIsolated {
            let log = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = presentedSelectionTable(log)
            table.allowsMultipleSelection = true
            for row in [at(3, 0), at(2, 2), at(10, 2)] { table.selectRow(at: row) }
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(3, 0), at(2, 2), at(10, 2)])
            // Section 2 keeps five rows: row 10 goes, row 2 stays.
            log.rows = [30, 30, 5]
            table.reloadData()
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(3, 0), at(2, 2)])
            XCTAssertEqual(table.numberOfSelectedRows, 2)
            assertDrawn(table, selected: [.row(at(3, 0))], among: [.row(at(2, 0)), .row(at(3, 0)), .row(at(4, 0))])
            scroll(table, toRow: 2, section: 2)
            assertDrawn(table, selected: [.row(at(2, 2))], among: [.header(section: 2), .row(at(1, 2)), .row(at(2, 2)), .row(at(3, 2))])
            // One section left: only its row.
            log.rows = [30]
            table.reloadData()
            XCTAssertEqual(table.indexPathsForSelectedRows, [at(3, 0)])
            scroll(table, toRow: 3)
            assertDrawn(table, selected: [.row(at(3, 0))], among: [.row(at(2, 0)), .row(at(3, 0)), .row(at(4, 0))])
            XCTAssertEqual(log.events, [], "a reload is the app's change")
        }
    }

    func testSelectionOffMakesEveryClickAPressAndControlASelectsNothing() {
        MainActor.assumeIsolated {
            let log = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = presentedSelectionTable(log)
            table.allowsSelection = false
            XCTAssertFalse(table.allowsSelection)
            XCTAssertFalse(table.allowsMultipleSelection)
            XCTAssertTrue(table.emitPress(onCellOf: .row(at(1, 0))))
            table.core.rowClicked(at(2, 0), modifiers: .control)
            table.core.rowClicked(at(3, 0), modifiers: .shift)
            XCTAssertEqual(log.presses, [at(1, 0), at(2, 0), at(3, 0)])
            XCTAssertEqual(table.indexPathsForSelectedRows, [])
            XCTAssertTrue(table.focusRow(1, section: 0))
            XCTAssertFalse(table.handleListKey(KeyValue.letterA.rawValue, modifiers: .control), "Ctrl+A is not the table's")
            XCTAssertFalse(table.handleListKey(KeyValue.space.rawValue, modifiers: .control))
            XCTAssertEqual(table.indexPathsForSelectedRows, [])
            XCTAssertEqual(log.events, [])
            assertDrawn(table, selected: [], among: [.row(at(1, 0)), .row(at(2, 0)), .row(at(3, 0))])
        }
    }
}
