import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// Sections with every shape a grouped style meets: rows under a header, one row between a
/// header and a footer, a header with no rows, a section with nothing, rows with no titles.
@MainActor
func pantry() -> SectionedDelegate {
    SectionedDelegate([
        .init(header: "Fruit", rows: ["Apple", "Banana", "Cherry"], footer: nil),
        .init(header: "Herbs", rows: ["Basil"], footer: "Fresh"),
        .init(header: "Nuts", rows: [], footer: nil),
        .init(header: nil, rows: [], footer: nil),
        .init(header: nil, rows: ["Bread", "Milk"], footer: nil),
    ])
}

/// The marks of a row's place in its section on `widget`, as the style sheet reads them:
/// `first`, `last`, `opens`, space separated ("" for a middle row or a title).
@MainActor
func placeMarks(_ widget: Widget) -> String {
    [("first", "tabledeck-first-in-section"), ("last", "tabledeck-last-in-section"), ("opens", "tabledeck-opens-section")]
        .filter { widget.hasCSSClass($0.1) }.map(\.0).joined(separator: " ")
}

/// The marks every row of `sections` must carry, by item index, worked out here from the
/// sections themselves: a section's first row `first` (and `opens` without a header), its last
/// row `last`.
@MainActor
private func expectedMarks(_ sections: [SectionedDelegate.Section]) -> [String] {
    sections.flatMap { section in
        section.rows.indices.map { row in
            [(row == 0, "first"), (row == section.rows.count - 1, "last"), (row == 0 && section.header == nil, "opens")]
                .filter(\.0).map(\.1).joined(separator: " ")
        }
    }
}

/// The widget that is row `index`'s whole box, the one its marks are on: the row itself on the
/// `.stack` engine, the list's row widget around its cell on the recycling one (`nil` while it
/// is not bound).
@MainActor
func rowBox(_ table: StackTableView, _ index: Int) -> Widget? {
    guard let recycling = table.recyclingTable else { return table.rowWidget(at: index) }
    return table.indexPath(forItemAt: index).flatMap { recycling.boundCell(for: .row($0))?.parent }
}

/// The widget whose children are `table`'s rows: the one the style's classes are on.
@MainActor
private func rowsContainer(_ table: StackTableView) -> Widget? {
    table.rowsColumn ?? table.recyclingTable?.listWidget
}

/// The style classes on `widget`: `grouped`, `inset`, space separated.
@MainActor
private func styleClasses(_ widget: Widget?) -> String {
    guard let widget else { return "no widget" }
    return [("grouped", "tabledeck-grouped"), ("inset", "tabledeck-inset-grouped")].filter { widget.hasCSSClass($0.1) }.map(\.0)
        .joined(separator: " ")
}

/// Waits until every row of `delegate` has its row box and carries the marks its place asks
/// for (a recycling table binds and marks them at its next layout); fails naming the rows
/// that do not.
@MainActor
func expectMarks(
    _ table: StackTableView, _ delegate: SectionedDelegate, _ what: String, file: StaticString = #filePath, line: UInt = #line
) {
    let expected = expectedMarks(delegate.sections)
    let shown = { expected.indices.map { rowBox(table, $0).map(placeMarks) ?? "unbound" } }
    waitOnMainLoop(
        "\(what): every row marked with its place \(expected)", seen: "\(shown())", file: file, line: line
    ) { shown() == expected }
}

/// A table's style draws each section as a card (``TableStyle``): the widget holding the rows
/// carries the style, each row its place in its section, on both engines. The places are the
/// model's (`RowPlaceInSection`); these tests check they reach the right widgets and stay right.
final class TableStyleTests: GTKTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { Widget.animationsEnabled = true }
        super.tearDown()
    }

    func testEachSectionsFirstAndLastRowsAreMarkedAndTheStyleIsOnTheRowsContainer() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = pantry()
                let table = presentedTable(delegate, backend: backend, style: .grouped, height: 700)
                XCTAssertEqual(table.style, .grouped)
                expectMarks(table, delegate, "\(backend)")
                XCTAssertEqual(
                    expectedMarks(delegate.sections), ["first", "", "last", "first last", "first opens", "last"],
                    "the sections' shapes this test is about")
                XCTAssertEqual(styleClasses(rowsContainer(table)), "grouped", "\(backend)")
                XCTAssertEqual(styleClasses(table.pinnedHeaderView.frame), "grouped", "\(backend): the pinned copy too")
                // Titles are no card: no marks, also those of the section with only a header.
                for item in [TableItem.header(section: 0), .header(section: 1), .footer(section: 1), .header(section: 2)] {
                    guard let title = table.titleWidget(for: item) else {
                        XCTFail("\(backend): no widget for \(item)")
                        continue
                    }
                    // A recycled title's box is the list's row widget around its cell.
                    let box = (title as? TableViewCell)?.parent ?? title
                    XCTAssertEqual(placeMarks(box), "", "\(backend): \(item)")
                }

                table.style = .insetGrouped
                XCTAssertEqual(styleClasses(rowsContainer(table)), "grouped inset", "\(backend)")
                XCTAssertEqual(styleClasses(table.pinnedHeaderView.frame), "grouped inset", "\(backend)")
                table.style = .plain
                XCTAssertEqual(styleClasses(rowsContainer(table)), "", "\(backend)")
                XCTAssertEqual(styleClasses(table.pinnedHeaderView.frame), "", "\(backend)")
                // The marks do not depend on the style: a change of style changes nothing else.
                expectMarks(table, delegate, "\(backend), plain")
            }
        }
    }

    func testMarksFollowBatchUpdatesMovesAndReloadsAtSectionEdges() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = pantry()
                let table = presentedTable(delegate, backend: backend, style: .insetGrouped, height: 700)
                expectMarks(table, delegate, "\(backend), loaded")

                // A row after a section's last: the old last row is a middle row now.
                delegate.sections[0].rows.append("Date")
                table.insertRows(at: [3])
                waitForRowsAtRest(table)
                expectMarks(table, delegate, "\(backend), a row appended to Fruit")

                // A row before a section's first.
                delegate.sections[4].rows.insert("Butter", at: 0)
                table.insertRows(at: [5])
                waitForRowsAtRest(table)
                expectMarks(table, delegate, "\(backend), a row put first in the untitled section")

                // A section's last row deleted, and a section's only row: that section has no
                // card any more.
                delegate.sections[0].rows.removeLast()
                delegate.sections[1].rows.removeAll()
                table.performBatchUpdates { table.deleteRows(at: [3, 4]) }
                waitForRowsAtRest(table)
                expectMarks(table, delegate, "\(backend), Fruit's last and Herbs' only rows deleted")

                // A section's first row moved to the end of another section.
                let apple = delegate.sections[0].rows.removeFirst()
                delegate.sections[4].rows.append(apple)
                table.moveRow(at: 0, to: 5)
                waitForRowsAtRest(table)
                expectMarks(table, delegate, "\(backend), Apple moved to the end of the last section")

                // A section's last row reloaded: the stack engine makes a new row for it.
                table.reloadRows(at: [5])
                waitForRowsAtRest(table)
                expectMarks(table, delegate, "\(backend), the last row reloaded")

                // Alt+Down on a section's first row: the row below becomes the first.
                delegate.movable = true
                XCTAssertTrue(table.focusRow(at: 2))
                waitOnMainLoop("the cursor on Butter") { table.focusedRowIndex == 2 && table.rowsHaveFocus }
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt))
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.sections[4].rows.prefix(2), ["Bread", "Butter"], "\(backend)")
                expectMarks(table, delegate, "\(backend), Butter moved down by a key")

                // A reload with other sections.
                delegate.sections = [.init(header: nil, rows: ["Only"], footer: nil), .init(header: "Two", rows: ["A", "B"], footer: nil)]
                table.reloadData()
                expectMarks(table, delegate, "\(backend), reloaded")
            }
        }
    }

    /// Recycling: a list row shows one table row, then another; its marks are its row's now.
    func testRecycledRowsCarryTheMarksOfTheRowTheyShowNow() {
        MainActor.assumeIsolated {
            // 300 sections of 1 to 3 rows: ten screenfuls, far more rows than list rows.
            let counts = (0..<300).map { 1 + $0 % 3 }
            let source = RecordingSource(rows: counts, headers: false)
            let table = makeTable(source)
            table.style = .grouped
            GTKTestCase.windowsToClose.append(present(table, width: 400, height: 400))
            let check = { (what: String) in
                let wrong = {
                    table.boundCells.compactMap { cell -> String? in
                        guard let indexPath = cell.indexPath, let row = cell.parent else { return nil }
                        let count = source.rows[indexPath.section]
                        let expected = [(indexPath.row == 0, "first"), (indexPath.row == count - 1, "last"), (indexPath.row == 0, "opens")]
                            .filter(\.0).map(\.1).joined(separator: " ")
                        return placeMarks(row) == expected ? nil : "\(indexPath): \(placeMarks(row)), not \(expected)"
                    }
                }
                waitOnMainLoop("\(what): every bound row marked for its row", seen: "\(wrong())") {
                    !table.boundCells.isEmpty && wrong().isEmpty
                }
            }
            waitForTheListAtRest(table)
            check("at the top")
            for section in [60, 150, 299, 20] {
                scroll(table, toRow: 0, section: section)
                check("at section \(section)")
            }
            XCTAssertLessThan(table.createdCellCount, source.rows.reduce(0, +) / 2, "the rows were shown by recycled cells")

            // Rows added at a section's edges and removed, while scrolled: the rows GTK keeps
            // bound are marked anew.
            source.rows[20] += 2
            source.rows[21] -= 1
            table.performBatchUpdates {
                table.insertRows(at: [TableIndexPath(row: 0, section: 20), TableIndexPath(row: source.rows[20] - 1, section: 20)])
                table.deleteRows(at: [TableIndexPath(row: 0, section: 21)])
            }
            waitForTheListAtRest(table)
            check("after a batch at section 20's and 21's edges")
        }
    }

    /// A style change while a batch animates: it shows at once, the animation runs on, and the
    /// rows end at their places with their marks.
    /// While a row is lifted over another section, the titles and rows in between make room in
    /// the grouped styles as in plain: a title drawn a row up carries no card with it (the
    /// window's background around it, as around a title at rest), and a card's row drawn a row up
    /// brings the card's colour, on both engines.
    func testWhileARowIsLiftedTheTitlesThatMakeRoomCarryNoCard() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = pantry()
                delegate.movable = true
                let table = presentedTable(delegate, backend: backend, style: .insetGrouped, height: 600)
                waitForALayout(of: table)
                let rest = Dictionary(table.itemsOnScreen.map { ($0.item, $0.top) }, uniquingKeysWith: { first, _ in first })
                guard let banana = rest[.row(TableIndexPath(row: 1, section: 0))],
                    let cherry = rest[.row(TableIndexPath(row: 2, section: 0))],
                    let herbs = rest[.header(section: 1)], let basil = rest[.row(TableIndexPath(row: 0, section: 1))],
                    let nuts = rest[.header(section: 2)]
                else { return XCTFail("\(backend): not all shown: \(rest)") }
                let rowHeight = cherry - banana
                // Banana held over the Nuts title: Cherry, Herbs, Basil and Fresh make room.
                XCTAssertTrue(table.emitRowDrag(from: 1, dy: nuts + 4 - banana - rowHeight / 2), "\(backend)")
                XCTAssertEqual(table.dragDestinationIndexPath, TableIndexPath(row: 0, section: 2), "\(backend)")
                waitOnMainLoop("Herbs drawn a row up (\(backend))", seen: "\(table.itemsOnScreen.map { ($0.text, $0.top) })") {
                    table.itemsOnScreen.contains { $0.item == .header(section: 1) && abs($0.top - (herbs - rowHeight)) < 1 }
                }
                waitForFrames(2, of: table)
                guard let pixels = table.renderPixels() else { return XCTFail("\(backend): nothing drawn") }
                let x = Int(table.allocatedWidth) - 40
                let background = pixels.pixel(x: x, y: Int(rest[.header(section: 0)] ?? 0) + 4)
                let card = pixels.pixel(x: x, y: Int(banana + rowHeight / 2) - 2)
                let title = pixels.pixel(x: x, y: Int(herbs - rowHeight) + 4)
                let basilDrawn = pixels.pixel(x: x, y: Int(basil - rowHeight + rowHeight / 2))
                XCTAssertNotEqual(background, card, "\(backend): the card is drawn apart from the background")
                XCTAssertEqual(title, background, "\(backend): Herbs made room with no card behind it")
                XCTAssertEqual(basilDrawn, card, "\(backend): Basil made room with its card")
                XCTAssertTrue(table.handleKey(.escape, modifiers: []), "\(backend)")
                table.emitRowDragEnd()
            }
        }
    }

    func testAStyleChangeWhileABatchAnimatesShowsAtOnce() {
        MainActor.assumeIsolated {
            Widget.animationsEnabled = true
            for backend in [TableBackend.stack, .recycling] {
                let delegate = pantry()
                let table = presentedTable(delegate, backend: backend, style: .plain, height: 700)
                expectMarks(table, delegate, "\(backend), loaded")
                delegate.sections[0].rows.removeLast()
                delegate.sections[4].rows.insert("Butter", at: 0)
                table.performBatchUpdates {
                    table.deleteRows(at: [2])
                    table.insertRows(at: [3])
                }
                XCTAssertTrue(table.isAnimatingChanges, "\(backend): the batch animates")
                table.style = .insetGrouped
                XCTAssertEqual(styleClasses(rowsContainer(table)), "grouped inset", "\(backend): at once")
                XCTAssertEqual(table.style, .insetGrouped)
                waitForRowsAtRest(table)
                expectMarks(table, delegate, "\(backend), after the animation")
                XCTAssertEqual(
                    table.itemsOnScreen.map(\.text),
                    ["Fruit", "Apple", "Banana", "Herbs", "Basil", "Fresh", "Nuts", "Butter", "Bread", "Milk"],
                    "\(backend): every row and title in its place")
            }
        }
    }
}
