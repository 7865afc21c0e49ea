import TableDeckBridge
import TestSupport
import XCTest

@testable import TableDeckViews

/// A delegate for editing mode: peaks by name, each deletable but Lhotse (not editable) and
/// Cho Oyu (an insert control), each movable but Manaslu; it deletes, inserts and moves in its
/// data as UIKit code does, and tells the table.
@MainActor
private final class PeaksDelegate: StackTableViewDelegate {
    var names = ["Everest", "K2", "Lhotse", "Cho Oyu", "Manaslu", "Makalu", "Dhaulagiri", "Annapurna"]
    var committed: [String] = []
    var moves: [[Int]] = []
    var confirmationTitle: String?
    /// The label made last for each name: the row's content on either backend.
    var labels: [String: Label] = [:]

    func numberOfItems(in tableView: StackTableView) -> Int { names.count }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let label = Label(names.indices.contains(index) ? names[index] : "?")
        label.xAlign = 0
        labels[label.text] = label
        return label
    }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
    func stackTableView(_ tableView: StackTableView, canEditItemAt index: Int) -> Bool { names[index] != "Lhotse" }
    func stackTableView(_ tableView: StackTableView, editingStyleForItemAt index: Int) -> TableEditingStyle {
        names[index] == "Cho Oyu" ? .insert : .delete
    }
    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { names[index] != "Manaslu" }
    func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int) {
        moves.append([sourceIndex, destinationIndex])
        names.insert(names.remove(at: sourceIndex), at: destinationIndex)
    }
    func stackTableView(_ tableView: StackTableView, titleForDeleteConfirmationButtonForItemAt index: Int) -> String? {
        confirmationTitle
    }
    func stackTableView(_ tableView: StackTableView, commit editingStyle: TableEditingStyle, forItemAt index: Int) {
        committed.append("\(editingStyle == .insert ? "insert" : "delete") \(names[index])")
        if editingStyle == .delete {
            names.remove(at: index)
            tableView.deleteRows(at: [index])
        } else {
            names.insert("Broad Peak", at: index + 1)
            tableView.insertRows(at: [index + 1])
        }
    }
}

/// The peaks shown on `backend`, in editing mode, laid out.
@MainActor
private func editingPeaks(_ backend: TableBackend) -> (PeaksDelegate, StackTableView) {
    let delegate = PeaksDelegate()
    let table = presentedTable(delegate, backend: backend)
    table.setEditing(true, animated: false)
    waitForALayout(of: table)
    return (delegate, table)
}

/// Editing mode (UIKit's `isEditing`) on both stack table backends: the controls, the delete
/// confirmation, the insert control, swipes off, Tab and the handle's keys.
final class TableEditingTests: GTKTestCase {
    func testEditingShowsNamedControlsOnTheRowsTheDelegateLetsEditAndMove() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = PeaksDelegate()
                let table = presentedTable(delegate, backend: backend)
                // Everest's content (the label, on either backend) narrows by the lanes' width.
                let everestWidth = { delegate.labels["Everest"]?.allocatedWidth ?? 0 }
                let fullWidth = everestWidth()
                XCTAssertGreaterThan(fullWidth, 300, "\(backend)")
                let rowHeight = table.rowWidget(at: 0)?.allocatedHeight ?? 0
                XCTAssertNil(table.editingControls(ofRowAt: 0), "\(backend): no controls before the first edit")
                XCTAssertFalse(table.isEditing)
                table.setEditing(true, animated: true)
                XCTAssertTrue(table.isEditing)
                waitOnMainLoop("the controls slid in (\(backend))") {
                    everestWidth() <= fullWidth - 60
                }
                waitForALayout(of: table)
                XCTAssertEqual(table.rowWidget(at: 0)?.allocatedHeight, rowHeight, "\(backend): a row as tall as out of editing mode")
                guard let everest = table.editingControls(ofRowAt: 0), let lhotse = table.editingControls(ofRowAt: 2),
                    let choOyu = table.editingControls(ofRowAt: 3), let manaslu = table.editingControls(ofRowAt: 4)
                else { return XCTFail("\(backend): every row on screen has controls") }
                XCTAssertTrue(everest.showsEdit && everest.showsHandle, "\(backend)")
                XCTAssertTrue(everest.edit.hasAccessibleLabel("Delete Everest"), "\(backend): \(everest.edit.accessibleLabel ?? "")")
                XCTAssertTrue(everest.handle.hasAccessibleLabel("Reorder Everest"), "\(backend)")
                XCTAssertTrue(everest.edit.hasCSSClass("tabledeck-edit-delete"), "\(backend): the red control")
                XCTAssertFalse(lhotse.showsEdit, "\(backend): Lhotse may not be edited")
                XCTAssertTrue(lhotse.showsHandle, "\(backend): but it moves")
                XCTAssertTrue(choOyu.edit.hasAccessibleLabel("Insert Cho Oyu"), "\(backend)")
                XCTAssertTrue(choOyu.edit.hasCSSClass("tabledeck-edit-insert"), "\(backend): the green control")
                XCTAssertFalse(manaslu.showsHandle, "\(backend): Manaslu does not move")
                XCTAssertTrue(everest.edit.isFocusable && !everest.edit.hasFocus, "\(backend)")
                // Off again: the controls slide out and the rows take their width back, with
                // no size GTK refuses on the way (a revealer once reported negative heights).
                let warnings = capturingStderr {
                    table.isEditing = false
                    waitOnMainLoop("the rows full width again (\(backend))") {
                        everestWidth() == fullWidth
                    }
                    waitForALayout(of: table)
                }
                XCTAssertFalse(warnings.contains("sizes must be"), "\(backend): \(warnings)")
                XCTAssertFalse(table.editingControls(ofRowAt: 0)?.showsEdit ?? true, "\(backend)")
                XCTAssertFalse(table.editingControls(ofRowAt: 0)?.edit.isFocusable ?? true, "\(backend): a hidden control takes no focus")
            }
        }
    }

    /// Right to left, the controls mirror: the delete control at the row's right (its leading
    /// edge), the handle at its left, and the confirmation's Delete button at the left.
    func testRightToLeftTheControlsMirror() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.defaultIsRightToLeft = true
                Widget.animationsEnabled = false
                defer {
                    Widget.defaultIsRightToLeft = false
                    Widget.animationsEnabled = true
                }
                let (delegate, table) = editingPeaks(backend)
                guard let k2 = table.editingControls(ofRowAt: 1), let label = delegate.labels["K2"],
                    let text = label.bounds(relativeTo: table), let edit = k2.edit.bounds(relativeTo: table),
                    let handle = k2.handle.bounds(relativeTo: table)
                else { return XCTFail("\(backend): K2 and its controls laid out") }
                XCTAssertGreaterThanOrEqual(edit.x, text.x + text.width, "\(backend): the delete control right of the text")
                XCTAssertLessThanOrEqual(handle.x + handle.width, text.x, "\(backend): the handle left of the text")
                k2.edit.emitClicked()
                waitForALayout(of: table)
                guard let delete = table.swipeButtons.first?.bounds(relativeTo: table) else {
                    return XCTFail("\(backend): the Delete button")
                }
                XCTAssertLessThan(delete.x + delete.width / 2, Double(table.allocatedWidth) / 2, "\(backend): Delete at the left")
            }
        }
    }

    /// An inset grouped table: the controls are inside the row's card on both engines (on the
    /// stack engine the lanes beside the row draw the card's sides: the card keeps its edges),
    /// and out of editing mode the row is back where it was.
    func testInAnInsetGroupedTableTheControlsAreInsideTheCard() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.animationsEnabled = false
                defer { Widget.animationsEnabled = true }
                let delegate = PeaksDelegate()
                let table = presentedTable(delegate, backend: backend, style: .insetGrouped)
                guard let card = table.rowWidget(at: 1)?.bounds(relativeTo: table) else { return XCTFail("\(backend)") }
                table.setEditing(true, animated: false)
                waitForALayout(of: table)
                guard let k2 = table.editingControls(ofRowAt: 1), let edit = k2.edit.bounds(relativeTo: table),
                    let handle = k2.handle.bounds(relativeTo: table)
                else { return XCTFail("\(backend): K2's controls") }
                XCTAssertGreaterThan(edit.x, card.x, "\(backend): the delete control inside the card's leading edge")
                XCTAssertLessThan(handle.x + handle.width, card.x + card.width, "\(backend): the handle inside its trailing edge")
                if backend == .stack, let row = table.rowWidget(at: 1), let lane = k2.edit.parent,
                    let laneBounds = lane.bounds(relativeTo: table)
                {
                    XCTAssertEqual(laneBounds.x, card.x, accuracy: 0.5, "the leading lane is the card's leading side")
                    XCTAssertTrue(row.hasCSSClass(RowEditingControls.rowWithLeadingLane))
                    XCTAssertTrue(lane.hasCSSClass(RowEditingControls.shownLane))
                }
                table.setEditing(false, animated: false)
                waitForALayout(of: table)
                let after = table.rowWidget(at: 1)?.bounds(relativeTo: table)
                XCTAssertEqual(after?.x, card.x, "\(backend): the row back in place")
                XCTAssertEqual(after?.width, card.width, "\(backend)")
            }
        }
    }

    /// A recycling table used directly, its cells without insets (16 px rows): a row is as tall
    /// in editing mode, its lanes (a hidden one too) no taller than a line of text.
    func testARecyclingTablesBareRowsKeepTheirHeightInEditingMode() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [50], headers: false)
            let table = makeTable(source)
            let window = present(table)
            defer { window.destroy() }
            waitForALayout(of: table)
            let row = TableIndexPath(row: 1, section: 0)
            let before = table.cellForRow(at: row)?.allocatedHeight ?? 0
            XCTAssertGreaterThan(before, 0)
            table.setEditing(true, animated: false)
            waitForALayout(of: table)
            XCTAssertTrue(table.cellForRow(at: row)?.editingControls?.hasEditControl ?? false, "the row shows its delete control")
            XCTAssertEqual(table.cellForRow(at: row)?.allocatedHeight, before, "the row's height in editing mode")
        }
    }

    func testADeleteAsksForConfirmationAndTheRedButtonCommitsIt() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.animationsEnabled = false
                defer { Widget.animationsEnabled = true }
                let (delegate, table) = editingPeaks(backend)
                guard let k2 = table.editingControls(ofRowAt: 1) else { return XCTFail("\(backend)") }
                k2.edit.emitClicked()
                XCTAssertTrue(table.isShowingSwipeActions, "\(backend): the row slid aside")
                XCTAssertEqual(table.swipeButtons.map(\.label), ["Delete"], "\(backend)")
                XCTAssertTrue(table.swipeButtons.first?.hasCSSClass("destructive-action") ?? false, "\(backend): red")
                XCTAssertEqual(delegate.committed, [], "\(backend): nothing deleted before the confirmation")
                waitOnMainLoop("the Delete button focused (\(backend))") { table.swipeButtons.first?.hasFocus ?? false }
                XCTAssertFalse(table.editingControls(ofRowAt: 1)?.showsHandle ?? true, "\(backend): the handle out of sight meanwhile")
                // Escape cancels: nothing deleted, the handle back.
                XCTAssertTrue(table.handleKey(.escape))
                waitOnMainLoop("closed (\(backend))") { !table.isShowingSwipeActions }
                XCTAssertEqual(delegate.committed, [], "\(backend)")
                XCTAssertTrue(table.editingControls(ofRowAt: 1)?.showsHandle ?? false, "\(backend)")
                // Again, with the delegate's title, and confirmed.
                delegate.confirmationTitle = "Remove"
                k2.edit.emitClicked()
                XCTAssertEqual(table.swipeButtons.map(\.label), ["Remove"], "\(backend)")
                table.swipeButtons.first?.emitClicked()
                XCTAssertEqual(delegate.committed, ["delete K2"], "\(backend)")
                waitForRowsAtRest(table)
                XCTAssertEqual(shownTitle(table, row: 1), "Lhotse", "\(backend)")
                XCTAssertTrue(table.isEditing, "\(backend): still editing")
                XCTAssertTrue(table.editingControls(ofRowAt: 1)?.showsHandle ?? false, "\(backend): Lhotse's handle")
            }
        }
    }

    func testAnInsertControlCommitsAtOnceAndNewRowsComeWithTheirControls() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.animationsEnabled = false
                defer { Widget.animationsEnabled = true }
                let (delegate, table) = editingPeaks(backend)
                table.editingControls(ofRowAt: 3)?.edit.emitClicked()
                XCTAssertEqual(delegate.committed, ["insert Cho Oyu"], "\(backend)")
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend): no confirmation for an insert")
                waitForRowsAtRest(table)
                XCTAssertEqual(shownTitle(table, row: 4), "Broad Peak", "\(backend)")
                let broadPeak = table.editingControls(ofRowAt: 4)
                XCTAssertTrue(broadPeak?.showsEdit ?? false, "\(backend): the new row is in editing mode too")
                XCTAssertTrue(broadPeak?.edit.hasAccessibleLabel("Delete Broad Peak") ?? false, "\(backend)")
            }
        }
    }

    func testSwipesAreOffWhileEditing() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = SwipeDelegate(count: 20)
                delegate.offerDeleteAndArchive()
                let table = presentedTable(delegate, backend: backend)
                guard let swipe = table.swipeController, let row = table.rowWidget(at: 3),
                    let start = row.translate(x: Double(row.allocatedWidth) * 0.6, y: Double(row.allocatedHeight) / 2, to: swipe.layer)
                else { return XCTFail("\(backend)") }
                let swipeLeft = {
                    swipe.drag.emitBegin(x: start.x, y: start.y)
                    for step in 1...5 { swipe.drag.emitUpdate(dx: -30 * Double(step), dy: 0) }
                    swipe.drag.emitEnd(dx: -150, dy: 0)
                }
                table.setEditing(true, animated: false)
                swipeLeft()
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend): no swipe while editing")
                XCTAssertEqual(delegate.performed, [], "\(backend)")
                // Out of editing mode, the same swipe opens the row.
                table.setEditing(false, animated: false)
                swipeLeft()
                waitOnMainLoop("the swipe open (\(backend))") { table.isShowingSwipeActions && !swipe.isAnimating }
                // Turning editing on closes it.
                table.setEditing(true, animated: false)
                XCTAssertFalse(table.isShowingSwipeActions, "\(backend)")
            }
        }
    }

    func testTabReachesTheControlsAndAFocusedHandleMovesItsRowWithUpAndDown() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = PeaksDelegate()
                let table = presentedTable(delegate, backend: backend)
                table.setEditing(true, animated: false)
                XCTAssertTrue(table.focusRow(at: 1))
                waitOnMainLoop("the cursor on K2 (\(backend))") { table.rowsHaveFocus && table.focusedRowIndex == 1 }
                XCTAssertTrue(table.handleKey(.tab), "\(backend)")
                XCTAssertTrue(table.editingControls(ofRowAt: 1)?.edit.hasFocus ?? false, "\(backend): Tab to Delete K2")
                // Enter is the control's own (it presses it), not the row's.
                XCTAssertFalse(table.handleKey(.returnKey), "\(backend)")
                XCTAssertTrue(table.handleKey(.tab), "\(backend)")
                XCTAssertTrue(table.editingControls(ofRowAt: 1)?.handle.hasFocus ?? false, "\(backend): then to Reorder K2")
                XCTAssertTrue(table.handleKey(.down), "\(backend)")
                XCTAssertEqual(delegate.moves, [[1, 2]], "\(backend)")
                waitForRowsAtRest(table)
                XCTAssertEqual(shownTitle(table, row: 2), "K2", "\(backend)")
                waitOnMainLoop("the focus on K2's handle at its new place (\(backend))") {
                    table.editingControls(ofRowAt: 2)?.handle.hasFocus ?? false
                }
                XCTAssertTrue(table.editingControls(ofRowAt: 2)?.handle.hasAccessibleLabel("Reorder K2") ?? false, "\(backend)")
                XCTAssertTrue(table.handleKey(.up), "\(backend)")
                XCTAssertEqual(delegate.moves, [[1, 2], [2, 1]], "\(backend)")
                waitForRowsAtRest(table)
                waitOnMainLoop("the focus back on K2's handle (\(backend))") {
                    table.editingControls(ofRowAt: 1)?.handle.hasFocus ?? false
                }
                // Shift+Tab goes back to the control, then the row; Tab from the handle leaves.
                XCTAssertTrue(table.handleKey(.tab, modifiers: .shift), "\(backend)")
                XCTAssertTrue(table.editingControls(ofRowAt: 1)?.edit.hasFocus ?? false, "\(backend)")
                XCTAssertTrue(table.handleKey(.tab, modifiers: .shift), "\(backend)")
                waitOnMainLoop("the focus on K2 (\(backend))") { table.rowsHaveFocus && table.focusedRowIndex == 1 }
                XCTAssertTrue(table.handleKey(.tab) && table.handleKey(.tab), "\(backend)")
                XCTAssertFalse(table.handleKey(.tab), "\(backend): Tab from the handle is GTK's, out of the table")
            }
        }
    }

    /// A long table: the rows far from the screen get their controls too (the stack engine
    /// makes theirs in the frames after the switch), and lose them when the mode goes off.
    func testEveryRowOfALongTableGetsItsControls() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = EditableDelegate(count: 600)
                let table = presentedTable(delegate, backend: backend)
                table.setEditing(true, animated: false)
                XCTAssertTrue(table.editingControls(ofRowAt: 0)?.showsEdit ?? false, "\(backend): the rows on screen at once")
                XCTAssertTrue(table.focusRow(at: 0))
                waitOnMainLoop("the cursor on row 0 (\(backend))") { table.rowsHaveFocus }
                XCTAssertTrue(table.handleKey(.end), "\(backend): End goes to the last row")
                waitOnMainLoop("the last row's controls (\(backend))") {
                    table.editingControls(ofRowAt: 599)?.showsEdit ?? false
                }
                XCTAssertTrue(table.editingControls(ofRowAt: 599)?.edit.hasAccessibleLabel("Delete 599. User") ?? false, "\(backend)")
                table.setEditing(false, animated: false)
                waitOnMainLoop("the last row's controls hidden (\(backend))") {
                    !(table.editingControls(ofRowAt: 599)?.showsEdit ?? true)
                }
            }
        }
    }

    func testADelegateWithoutCommitIsWarnedAndNothingChanges() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.animationsEnabled = false
                defer { Widget.animationsEnabled = true }
                let delegate = EditableDelegate(count: 10)
                let table = presentedTable(delegate, backend: backend)
                table.setEditing(true, animated: false)
                waitForALayout(of: table)
                table.editingControls(ofRowAt: 2)?.edit.emitClicked()
                let warned = capturingStandardError { table.swipeButtons.first?.emitClicked() }
                XCTAssertTrue(
                    warned.text.contains("does not implement stackTableView(_:commit:forItemAt:)"), "\(backend): \(warned.text)")
                XCTAssertEqual(table.numberOfRows(inSection: 0), 10, "\(backend)")
            }
        }
    }

    func testEditingTurnedOnDuringABatchAnimationReachesEveryRow() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = PeaksDelegate()
                let table = presentedTable(delegate, backend: backend)
                delegate.names.insert("Nanga Parbat", at: 0)
                table.insertRows(at: [0])
                let warned = capturingStandardError { table.setEditing(true, animated: true) }
                XCTAssertEqual(warned.text, "", "\(backend)")
                waitForRowsAtRest(table)
                for row in 0..<5 {
                    waitOnMainLoop("row \(row)'s controls shown (\(backend))") {
                        table.editingControls(ofRowAt: row).map { $0.showsHandle || row == 5 } ?? false
                    }
                }
                XCTAssertTrue(table.editingControls(ofRowAt: 0)?.edit.hasAccessibleLabel("Delete Nanga Parbat") ?? false, "\(backend)")
            }
        }
    }
}
