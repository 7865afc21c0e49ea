import TableDeckBridge
import TestSupport
import XCTest

@testable import TableDeckViews

/// Ten rows with UIKit's selection rules: row 2 may not be highlighted, row 3 not selected,
/// row 5 selects row 6 instead, and row 7 answers with a row the table does not have.
@MainActor
private final class RuledDelegate: StackTableViewDelegate {
    var presses: [Int] = []
    func numberOfItems(in tableView: StackTableView) -> Int { 10 }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { Label("Row \(index)") }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) { presses.append(index) }
    func stackTableView(_ tableView: StackTableView, shouldHighlightItemAt index: Int) -> Bool { index != 2 }
    func stackTableView(_ tableView: StackTableView, shouldSelectItemAt index: Int) -> Bool { index != 3 }
    func stackTableView(_ tableView: StackTableView, willSelectItemAt index: Int) -> Int? {
        switch index {
        case 5: 6
        case 7: 99
        default: index
        }
    }
}

/// `shouldHighlight`, `shouldSelect` and `willSelect`, honoured by clicks, keys, Shift ranges
/// and Ctrl+A, on both engines.
final class SelectionRulesTests: GTKTestCase {
    func testClicksAndKeysFollowTheDelegatesRules() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RuledDelegate()
                let table = presentedTable(delegate, backend: backend, height: 500)
                table.handleClick(row: 1, modifiers: [])
                XCTAssertEqual(table.indexesForSelectedRows, [1], "\(backend)")
                // Not highlighted: the click does nothing at all.
                table.handleClick(row: 2, modifiers: [])
                XCTAssertEqual(delegate.presses, [1], "\(backend)")
                XCTAssertEqual(table.indexesForSelectedRows, [1], "\(backend)")
                // Not selectable: pressed, and the selection stays.
                table.handleClick(row: 3, modifiers: [])
                XCTAssertEqual(delegate.presses, [1, 3], "\(backend)")
                XCTAssertEqual(table.indexesForSelectedRows, [1], "\(backend)")
                // willSelect sends the selection to another row.
                table.handleClick(row: 5, modifiers: [])
                XCTAssertEqual(delegate.presses, [1, 3, 5], "\(backend)")
                XCTAssertEqual(table.indexesForSelectedRows, [6], "\(backend)")
                // An answer the table does not have selects nothing, with a warning.
                let warned = capturingStandardError { table.handleClick(row: 7, modifiers: []) }
                XCTAssertTrue(warned.text.contains("answered willSelectItemAt 7 with row 99"), "\(backend): \(warned.text)")
                XCTAssertEqual(table.indexesForSelectedRows, [6], "\(backend)")
                // Many rows: Ctrl+A and Shift ranges leave out what may not be selected as it is.
                table.allowsMultipleSelection = true
                XCTAssertTrue(table.handleKey(.letterA, modifiers: .control))
                XCTAssertEqual(table.indexesForSelectedRows, [0, 1, 2, 4, 6, 8, 9], "\(backend)")
                XCTAssertTrue(table.handleKey(.escape))
                table.handleClick(row: 0, modifiers: [])
                table.handleClick(row: 5, modifiers: .shift)
                XCTAssertEqual(table.indexesForSelectedRows, [0, 1, 2, 4], "\(backend)")
                // A range of refused rows alone changes nothing.
                XCTAssertTrue(table.handleKey(.escape))
                table.handleClick(row: 3, modifiers: .control)
                XCTAssertEqual(table.indexesForSelectedRows, [], "\(backend)")
                // Ctrl+Space on the cursor row asks too; deselecting is never refused.
                XCTAssertTrue(table.focusRow(at: 5))
                XCTAssertTrue(table.handleKey(.space, modifiers: .control))
                XCTAssertEqual(table.indexesForSelectedRows, [6], "\(backend)")
                XCTAssertTrue(table.focusRow(at: 6))
                XCTAssertTrue(table.handleKey(.space, modifiers: .control))
                XCTAssertEqual(table.indexesForSelectedRows, [], "\(backend)")
                // Enter on a row that may not be highlighted presses nothing either.
                XCTAssertTrue(table.focusRow(at: 2))
                _ = table.handleKey(.returnKey)
                XCTAssertEqual(delegate.presses, [1, 3, 5, 7, 0], "\(backend)")
            }
        }
    }

    func testARowThatMayNotBeHighlightedIsNotDrawnPressed() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RuledDelegate()
                let table = presentedTable(delegate, backend: backend, height: 500)
                defer { withExtendedLifetime(delegate) {} }
                for (index, drawn) in [(1, true), (2, false)] {
                    guard let row = table.rowWidget(at: index), let bounds = row.bounds(relativeTo: table) else {
                        return XCTFail("row \(index) not laid out (\(backend))")
                    }
                    if let engine = table.rowsBackend as? StackRowsEngine {
                        engine.pressFeedback.emitPressed(x: bounds.x + 10, y: bounds.y + bounds.height / 2)
                        XCTAssertEqual(row.stateFlags.contains(.active), drawn, "row \(index) (\(backend))")
                        engine.pressFeedback.emitReleased(x: bounds.x + 10, y: bounds.y + bounds.height / 2)
                    } else if let recycling = table.recyclingTable,
                        let point = table.translate(x: bounds.x + 10, y: bounds.y + bounds.height / 2, to: recycling.listView)
                    {
                        recycling.pressGesture.emitPressed(x: point.x, y: point.y)
                        XCTAssertEqual(row.parent?.hasCSSClass("tabledeck-no-highlight"), !drawn, "row \(index) (\(backend))")
                        recycling.pressGesture.emitStopped()
                        XCTAssertEqual(row.parent?.hasCSSClass("tabledeck-no-highlight"), false, "\(backend)")
                    }
                }
            }
        }
    }
}
