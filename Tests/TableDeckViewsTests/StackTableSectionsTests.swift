import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// A delegate with sections: each section a title, its rows' titles and a footer.
@MainActor
final class SectionedDelegate: StackTableViewDelegate {
    struct Section {
        var header: String?
        var rows: [String]
        var footer: String?
    }

    var sections: [Section]
    var presses: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    var movable = false
    /// Where a moved row goes, given where it came from and where the user put it (the
    /// proposed place by default).
    var target: ((TableIndexPath, TableIndexPath) -> TableIndexPath)?
    /// Section counts to report in place of the real ones (a delegate that lies).
    var reportedCounts: [Int]?
    /// The section index's titles (none by default).
    var indexTitles: [String]?

    init(_ sections: [Section]) {
        self.sections = sections
    }

    /// Every row's title, by item index.
    var allRows: [String] { sections.flatMap(\.rows) }

    func numberOfItems(in tableView: StackTableView) -> Int { allRows.count }
    func numberOfSections(in tableView: StackTableView) -> Int { sections.count }
    func stackTableView(_ tableView: StackTableView, numberOfItemsInSection section: Int) -> Int {
        reportedCounts?[section] ?? sections[section].rows.count
    }
    func stackTableView(_ tableView: StackTableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func stackTableView(_ tableView: StackTableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func sectionIndexTitles(for tableView: StackTableView) -> [String]? { indexTitles }
    func stackTableView(_ tableView: StackTableView, indexTitleForSection section: Int) -> String? {
        sections[section].header.map { String($0.prefix(1)) }
    }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let rows = allRows
        let label = Label(rows.indices.contains(index) ? rows[index] : "?")
        label.xAlign = 0
        return label
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) { presses.append(index) }
    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { movable }
    func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int) {
        moves.append((sourceIndex, destinationIndex))
    }
    /// Moves the row in its data as UIKit code does, by index path (the item-index call, made
    /// by the default of this one, says no sections).
    func stackTableView(_ tableView: StackTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {
        if let from = tableView.itemIndex(at: sourceIndexPath) {
            let before = sections[..<destinationIndexPath.section].reduce(0) { $0 + $1.rows.count }
            let removedBefore = sourceIndexPath.section < destinationIndexPath.section ? 1 : 0
            moves.append((from, before - removedBefore + destinationIndexPath.row))
        }
        let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
        if reloadsInMove { tableView.reloadData() }
    }
    /// Whether a move reloads the whole table from its callback, as many UIKit samples do.
    var reloadsInMove = false
    func stackTableView(
        _ tableView: StackTableView, targetIndexPathForMoveFromItemAt sourceIndexPath: TableIndexPath,
        toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
    ) -> TableIndexPath {
        target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}

/// Fruit and vegetables: three sections with titles, one of them empty, one with a footer, and
/// one without titles.
@MainActor
private func groceries() -> SectionedDelegate {
    SectionedDelegate([
        .init(header: "Fruit", rows: ["Apple", "Banana", "Cherry"], footer: nil),
        .init(header: "Vegetables", rows: ["Leek", "Onion"], footer: "2 vegetables"),
        .init(header: "Nuts", rows: [], footer: nil),
        .init(header: nil, rows: ["Bread", "Milk"], footer: "Other"),
    ])
}

/// What the table should show for `delegate`'s data: each section's header, rows and footer.
@MainActor
private func expectedTexts(_ delegate: SectionedDelegate) -> [String] {
    delegate.sections.flatMap { section in [section.header].compactMap { $0 } + section.rows + [section.footer].compactMap { $0 } }
}

/// The texts the table shows on screen, top to bottom.
@MainActor
private func shownTexts(_ table: StackTableView, count: Int, file: StaticString = #filePath, line: UInt = #line) -> [String?] {
    // What a reload or an update built is in place once a frame has laid it out.
    waitForALayout(of: table, file: file, line: line)
    waitOnMainLoop("\(count) items shown", seen: "\(table.itemsOnScreen.map(\.text))", file: file, line: line) {
        table.itemsOnScreen.count >= count
    }
    return table.itemsOnScreen.map(\.text)
}

/// Where each header, row and footer on screen is drawn now (its top in the table's
/// coordinates, a drag's room-making included), once `count` are shown.
@MainActor
private func drawnItems(_ table: StackTableView, count: Int, file: StaticString = #filePath, line: UInt = #line) -> [TableItem: Double] {
    _ = shownTexts(table, count: count, file: file, line: line)
    return Dictionary(table.itemsOnScreen.map { ($0.item, $0.top) }, uniquingKeysWith: { first, _ in first })
}

/// Sections with header and footer titles on the stack table, the same on both backends.
final class StackTableSectionsTests: GTKTestCase {
    func testSectionsShowTheirTitlesAroundTheirRowsInOrder() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                XCTAssertEqual(table.numberOfSections, 4, "\(backend)")
                XCTAssertEqual(table.numberOfRows, 7)
                XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
                XCTAssertEqual(table.titleForHeader(inSection: 1), "Vegetables")
                XCTAssertEqual(table.titleForFooter(inSection: 3), "Other")
                XCTAssertNil(table.titleForHeader(inSection: 3))
                XCTAssertEqual(
                    shownTexts(table, count: 12),
                    [
                        "Fruit", "Apple", "Banana", "Cherry", "Vegetables", "Leek", "Onion", "2 vegetables", "Nuts", "Bread", "Milk",
                        "Other",
                    ].map { Optional($0) }, "\(backend)")
                XCTAssertEqual(table.indexPath(forItemAt: 3), TableIndexPath(row: 0, section: 1))
                XCTAssertEqual(table.indexPath(forItemAt: 5), TableIndexPath(row: 0, section: 3), "past an empty section")
                XCTAssertNil(table.indexPath(forItemAt: 7))
                XCTAssertEqual(table.itemIndex(at: TableIndexPath(row: 1, section: 3)), 6)
                XCTAssertNil(table.itemIndex(at: TableIndexPath(row: 0, section: 2)))
                // Titles look like titles, and a header is a heading to a screen reader.
                let header = table.titleWidget(for: .header(section: 0))
                let footer = table.titleWidget(for: .footer(section: 1))
                XCTAssertNotNil(header, "\(backend)")
                XCTAssertNotNil(footer, "\(backend)")
                let headerLabel = (header as? Label) ?? ((header as? TableViewCell)?.content as? Label)
                let footerLabel = (footer as? Label) ?? ((footer as? TableViewCell)?.content as? Label)
                XCTAssertTrue(headerLabel?.hasCSSClass("tabledeck-section-title") ?? false, "\(backend)")
                XCTAssertTrue(footerLabel?.hasCSSClass("tabledeck-section-footer") ?? false, "\(backend)")
                let heading = backend == .stack ? header : headerLabel?.parent
                XCTAssertTrue(heading?.hasAccessibleRole(.heading) ?? false, "\(backend): the header title is a heading")
            }
        }
    }

    func testAFlatDelegateIsOneSectionWithoutTitles() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let table = presentedTable(EditableDelegate(count: 4), backend: backend)
                XCTAssertEqual(table.numberOfSections, 1)
                XCTAssertNil(table.titleForHeader(inSection: 0))
                XCTAssertEqual(shownTexts(table, count: 4), ["0. User", "1. User", "2. User", "3. User"], "\(backend)")
            }
        }
    }

    func testTheKeyboardStepsOverTitlesAndPressesByItemIndex() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                XCTAssertTrue(table.focusRow(at: 2))
                waitOnMainLoop("the cursor on Cherry") { table.focusedRowIndex == 2 && table.rowsHaveFocus }
                XCTAssertTrue(table.handleKey(.down))
                waitOnMainLoop("the cursor on Leek", seen: "\(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 3
                }
                XCTAssertTrue(table.handleKey(.returnKey))
                XCTAssertEqual(delegate.presses, [3], "\(backend): Enter presses Leek by its item index")
                // Onion, over a footer, an empty section's title and no title, to Bread.
                XCTAssertTrue(table.handleKey(.down))
                XCTAssertTrue(table.handleKey(.down))
                waitOnMainLoop("the cursor on Bread", seen: "\(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 5
                }
                XCTAssertTrue(table.handleKey(.end))
                waitOnMainLoop("the cursor on Milk") { table.focusedRowIndex == 6 }
                // Shift+Up from a section's first row extends the selection over the title.
                table.allowsMultipleSelection = true
                XCTAssertTrue(table.focusRow(at: 3))
                waitOnMainLoop("the cursor on Leek") { table.focusedRowIndex == 3 }
                table.handleClick(row: 3, modifiers: [])
                XCTAssertTrue(table.handleKey(.up, modifiers: .shift))
                XCTAssertEqual(table.indexesForSelectedRows, [2, 3], "\(backend)")
                click(table, row: 5)
                XCTAssertEqual(delegate.presses.last, 5, "\(backend): a click on Bread presses item 5")
            }
        }
    }

    func testAPressOnATitlePressesAndSelectsNothing() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                _ = shownTexts(table, count: 12)
                if let recycling = table.recyclingTable {
                    XCTAssertTrue(recycling.emitPress(onCellOf: .header(section: 1)), "the title is on screen")
                    XCTAssertTrue(recycling.emitPress(onCellOf: .footer(section: 1)))
                } else {
                    let title = table.titleWidget(for: .header(section: 1))
                    XCTAssertNil(title.flatMap { ClickGesture.last(on: $0) }, "a title has no click gesture")
                    XCTAssertNil(table.rowGesture(at: 7), "there are 7 rows, not 7 plus titles")
                }
                XCTAssertEqual(delegate.presses, [], "\(backend)")
                XCTAssertEqual(table.indexesForSelectedRows, [], "\(backend)")
            }
        }
    }

    func testKeyboardMovesCrossIntoTheNextSectionWhereTheDelegateLetsThem() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                delegate.movable = true
                let table = presentedTable(delegate, backend: backend, height: 600)
                XCTAssertTrue(table.focusRow(at: 3))
                waitOnMainLoop("the cursor on Leek") { table.focusedRowIndex == 3 && table.rowsHaveFocus }
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt))
                XCTAssertEqual(delegate.moves.map { [$0.from, $0.to] }, [[3, 4]], "\(backend)")
                waitForRowsAtRest(table)
                XCTAssertEqual(table.focusedRowIndex, 4, "the cursor goes with Leek")
                // Leek is the section's last row now: Alt+Down carries it past the footer, into
                // the empty Nuts section; the delegate decides, and first it keeps it in place.
                var asked: [[TableIndexPath]] = []
                delegate.target = { source, proposed in
                    asked.append([source, proposed])
                    return source
                }
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt), "the key is taken, though nothing moves")
                XCTAssertEqual(asked, [[TableIndexPath(row: 1, section: 1), TableIndexPath(row: 0, section: 2)]], "\(backend)")
                XCTAssertEqual(delegate.moves.count, 1, "\(backend)")
                delegate.target = nil
                XCTAssertTrue(table.handleKey(.down, modifiers: .alt))
                XCTAssertEqual(
                    delegate.moves.map { [$0.from, $0.to] }, [[3, 4], [4, 4]], "\(backend): the same item index, another section")
                waitForRowsAtRest(table)
                XCTAssertEqual(table.numberOfRows(inSection: 1), 1, "\(backend)")
                XCTAssertEqual(table.numberOfRows(inSection: 2), 1, "\(backend)")
                XCTAssertEqual(table.indexPath(forItemAt: table.focusedRowIndex ?? -1), TableIndexPath(row: 0, section: 2), "\(backend)")
                XCTAssertEqual(
                    shownTexts(table, count: 12)[4...8], ["Vegetables", "Onion", "2 vegetables", "Nuts", "Leek"], "\(backend)")
                // And back up: Alt+Up at a section's first row goes to the end of the one above.
                XCTAssertTrue(table.handleKey(.up, modifiers: .alt))
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.sections[1].rows, ["Onion", "Leek"], "\(backend)")
                XCTAssertEqual(
                    shownTexts(table, count: 12)[4...8], ["Vegetables", "Onion", "Leek", "2 vegetables", "Nuts"], "\(backend)")
                // A target where no row can go is warned about; the row goes where the user put it.
                delegate.target = { _, _ in TableIndexPath(row: 9, section: 7) }
                let warned = capturingStandardError { table.handleKey(.up, modifiers: .alt) }
                XCTAssertTrue(warned.result)
                XCTAssertTrue(warned.text.contains("answered targetIndexPathForMove with row 9 of section 7"), "\(backend): \(warned.text)")
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.sections[1].rows, ["Leek", "Onion"], "\(backend)")
            }
        }
    }

    /// A drag carries a row across sections as UIKit's editing mode does: over the next
    /// sections' titles (an empty section's too) the row proposes their places, the delegate
    /// answers, and the titles and rows in between make room where it answered; the drop moves
    /// the row there, in the data and on screen.
    func testADragCarriesARowIntoOtherSectionsWhereTheDelegateSends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                delegate.movable = true
                var asked: [TableIndexPath] = []
                delegate.target = { _, proposed in
                    asked.append(proposed)
                    return proposed
                }
                let table = presentedTable(delegate, backend: backend, height: 600)
                let rest = drawnItems(table, count: 12)
                let banana = TableItem.row(TableIndexPath(row: 1, section: 0))
                let nuts = TableItem.header(section: 2)
                guard let bananaTop = rest[banana], let cherryTop = rest[.row(TableIndexPath(row: 2, section: 0))],
                    let nutsTop = rest[nuts], let breadTop = rest[.row(TableIndexPath(row: 0, section: 3))]
                else { return XCTFail("\(backend): not all shown: \(rest)") }
                let rowHeight = cherryTop - bananaTop
                // Banana's middle held over the middle of the empty Nuts section's header.
                let dy = (nutsTop + breadTop) / 2 - (bananaTop + rowHeight / 2)
                XCTAssertTrue(table.emitRowDrag(from: 1, dy: dy), "\(backend)")
                waitUntilSteady("the lifted row's landing place", of: table) { table.dragDestinationIndexPath }
                XCTAssertEqual(table.dragDestinationIndexPath, TableIndexPath(row: 0, section: 2), "\(backend)")
                XCTAssertEqual(asked.last, TableIndexPath(row: 0, section: 2), "the delegate was asked (\(backend))")
                XCTAssertEqual(table.dragDestination, 4, "its item index after the move (\(backend))")
                // Room is made under the Nuts title: what lay between moves up a row, Bread stays.
                waitOnMainLoop("the Nuts title drawn a row up (\(backend))", seen: "\(drawnItems(table, count: 12))") {
                    abs((drawnItems(table, count: 12)[nuts] ?? 0) - (nutsTop - rowHeight)) < 1
                }
                let drawn = drawnItems(table, count: 12)
                XCTAssertEqual(drawn[.row(TableIndexPath(row: 2, section: 0))] ?? 0, bananaTop, accuracy: 1, "Cherry (\(backend))")
                XCTAssertEqual(drawn[.footer(section: 1)] ?? 0, (rest[.footer(section: 1)] ?? 0) - rowHeight, accuracy: 1, "\(backend)")
                XCTAssertEqual(drawn[.row(TableIndexPath(row: 0, section: 3))] ?? 0, breadTop, accuracy: 1, "Bread stays (\(backend))")
                table.emitRowDragEnd()
                waitOnMainLoop("the drop delivered (\(backend))") { delegate.moves.count == 1 }
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.moves.map { [$0.from, $0.to] }, [[1, 4]], "\(backend)")
                XCTAssertEqual(delegate.sections[2].rows, ["Banana"], "\(backend)")
                XCTAssertEqual(shownTexts(table, count: 12).compactMap { $0 }, expectedTexts(delegate), "\(backend)")
                XCTAssertEqual(table.focusedRowIndex, 4, "the cursor goes with the row (\(backend))")
                // Up, over Vegetables' header: the delegate sends the row to that section's end
                // instead, and the room is made there (its footer moves down, not its rows).
                delegate.target = { _, proposed in
                    asked.append(proposed)
                    return proposed.section == 1 ? TableIndexPath(row: 2, section: 1) : proposed
                }
                let now = drawnItems(table, count: 12)
                guard let vegetablesTop = now[.header(section: 1)], let leekTop = now[.row(TableIndexPath(row: 0, section: 1))],
                    let breadNow = now[.row(TableIndexPath(row: 0, section: 3))], let footerTop = now[.footer(section: 1)]
                else { return XCTFail("\(backend): not all shown: \(now)") }
                XCTAssertTrue(table.emitRowDrag(from: 5, dy: (vegetablesTop + leekTop) / 2 - (breadNow + rowHeight / 2)), "\(backend)")
                waitUntilSteady("the lifted row's landing place", of: table) { table.dragDestinationIndexPath }
                XCTAssertEqual(asked.last, TableIndexPath(row: 0, section: 1), "the place the pointer proposes (\(backend))")
                XCTAssertEqual(table.dragDestinationIndexPath, TableIndexPath(row: 2, section: 1), "the delegate's answer (\(backend))")
                waitOnMainLoop("the footer drawn a row down (\(backend))", seen: "\(drawnItems(table, count: 12))") {
                    abs((drawnItems(table, count: 12)[.footer(section: 1)] ?? 0) - (footerTop + rowHeight)) < 1
                }
                let leekDrawn = drawnItems(table, count: 12)[.row(TableIndexPath(row: 0, section: 1))]
                XCTAssertEqual(leekDrawn ?? 0, leekTop, accuracy: 1, "Leek stays (\(backend))")
                table.emitRowDragEnd()
                waitOnMainLoop("the second drop delivered (\(backend))") { delegate.moves.count == 2 }
                waitForRowsAtRest(table)
                XCTAssertEqual(delegate.sections[1].rows, ["Leek", "Onion", "Bread"], "\(backend)")
                XCTAssertEqual(shownTexts(table, count: 12).compactMap { $0 }, expectedTexts(delegate), "\(backend)")
            }
        }
    }

    /// A delegate that reloads the table in its move callback (UIKit samples do) sees each row
    /// once on screen, where its data has it: the reload shows the move, which is not shown a
    /// second time; the cursor goes with the row, within its section and across sections.
    func testAReloadInTheMoveCallbackShowsTheMoveOnce() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                delegate.movable = true
                delegate.reloadsInMove = true
                let table = presentedTable(delegate, backend: backend, height: 600)
                XCTAssertTrue(table.focusRow(at: 0))
                waitOnMainLoop("the cursor on Apple (\(backend))") { table.rowsHaveFocus && table.focusedRowIndex == 0 }
                for (key, expected) in [(KeyValue.down, 1), (.down, 2), (.down, 2)] {
                    XCTAssertTrue(table.handleKey(key, modifiers: .alt), "\(backend)")
                    waitForRowsAtRest(table)
                    XCTAssertEqual(shownTexts(table, count: 11).compactMap { $0 }, expectedTexts(delegate), "\(backend)")
                    waitOnMainLoop("the cursor on Apple at \(expected) (\(backend))") { table.focusedRowIndex == expected }
                }
                XCTAssertEqual(delegate.sections[1].rows, ["Apple", "Leek", "Onion"], "\(backend): across the section's end")
            }
        }
    }

    /// A move (in code) to a section the table does not have is warned about, naming the place,
    /// and every row is read again: the screen shows the data as they are.
    func testAMoveToASectionThatDoesNotExistIsWarnedAndTheRowsReadAgain() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.animationsEnabled = false
                defer { Widget.animationsEnabled = true }
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                let before = shownTexts(table, count: 12)
                let warned = capturingStandardError {
                    table.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 0, section: 9))
                }
                XCTAssertTrue(warned.text.contains("section 9"), "\(backend): \(warned.text)")
                XCTAssertTrue(warned.text.contains("reloading every row"), "\(backend): \(warned.text)")
                waitForRowsAtRest(table)
                XCTAssertEqual(shownTexts(table, count: 12), before, "\(backend): the data did not change, nor the screen")
            }
        }
    }

    func testBatchUpdatesPutRowsInTheirSectionsAndKeepTheTitles() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                Widget.animationsEnabled = false
                defer { Widget.animationsEnabled = true }
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                // Item 3 is both "after Cherry" and "before Leek": the counts say Vegetables.
                delegate.sections[1].rows.insert("Carrot", at: 0)
                table.insertRows(at: [3])
                // The last fruit goes; the footer of Vegetables stays below Onion.
                delegate.sections[0].rows.removeLast()
                table.deleteRows(at: [2])
                // A row into the section without rows: it gets its first row.
                delegate.sections[2].rows.append("Walnut")
                table.insertRows(at: [5])
                waitForRowsAtRest(table)
                XCTAssertEqual(
                    shownTexts(table, count: 13),
                    [
                        "Fruit", "Apple", "Banana", "Vegetables", "Carrot", "Leek", "Onion", "2 vegetables", "Nuts", "Walnut",
                        "Bread", "Milk", "Other",
                    ].map { Optional($0) }, "\(backend)")
                XCTAssertEqual(table.numberOfRows(inSection: 2), 1)
                XCTAssertEqual(table.indexPath(forItemAt: 5), TableIndexPath(row: 0, section: 2))
            }
        }
    }

    func testBatchUpdatesByIndexPathAsUIKitNamesThem() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                // UIKit's calls, with index paths: a row into Nuts, one out of Fruit, and Leek to
                // the end of Other, in one batch with an item-index insertion too.
                table.performBatchUpdates {
                    delegate.sections[2].rows.append("Walnut")
                    table.insertRows(at: [TableIndexPath(row: 0, section: 2)], with: .fade)
                    delegate.sections[0].rows.remove(at: 1)
                    table.deleteRows(at: [TableIndexPath(row: 1, section: 0)], with: .automatic)
                    let leek = delegate.sections[1].rows.remove(at: 0)
                    delegate.sections[3].rows.append(leek)
                    table.moveRow(at: TableIndexPath(row: 0, section: 1), to: TableIndexPath(row: 2, section: 3))
                    delegate.sections[0].rows.insert("Apricot", at: 1)
                    table.insertRows(at: [1])
                }
                waitForRowsAtRest(table)
                XCTAssertNotEqual(table.lastRowMotions, .none, "\(backend): an animated batch")
                XCTAssertEqual(
                    shownTexts(table, count: 13),
                    [
                        "Fruit", "Apple", "Apricot", "Cherry", "Vegetables", "Onion", "2 vegetables", "Nuts", "Walnut",
                        "Bread", "Milk", "Leek", "Other",
                    ].map { Optional($0) }, "\(backend)")
                XCTAssertEqual((0..<4).map { table.numberOfRows(inSection: $0) }, [3, 1, 1, 3], "\(backend)")
                // Every change with no animation: the batch does not animate.
                delegate.sections[1].rows.append("Kale")
                table.insertRows(at: [TableIndexPath(row: 1, section: 1)], with: .none)
                waitForRowsAtRest(table)
                XCTAssertEqual(table.lastRowMotions, .none, "\(backend)")
                XCTAssertEqual(table.numberOfRows(inSection: 1), 2, "\(backend)")
                // A row the table does not have is named, and every row is read again.
                let warned = capturingStandardError {
                    delegate.sections[3].rows.removeLast()
                    table.performBatchUpdates {
                        table.deleteRows(at: [40])
                        table.reloadRows(at: [TableIndexPath(row: 0, section: 0)], with: .automatic)
                    }
                }
                XCTAssertTrue(
                    warned.text.contains(
                        "invalid batch update of the stack table: row 40 to delete is not among the 9 rows before the batch"),
                    "\(backend): \(warned.text)")
                XCTAssertEqual(table.numberOfRows, 8, "\(backend): reloaded")
            }
        }
    }

    func testBadSectionCountsAreWarnedAboutAndClamped() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                // Negative counts: no sections, no rows; each warned about once.
                let delegate = groceries()
                delegate.reportedCounts = [3, -2, 0, 2]
                let table = StackTableView(maximumRows: 4, backend: backend)
                table.delegate = delegate
                let (_, warnings) = capturingStandardError { table.reloadData() }
                XCTAssertTrue(
                    warnings.contains("the stack table's delegate (rows in section 1) returned -2 items; showing none"),
                    "\(backend): \(warnings)")
                // Four rows at most: the last section loses what does not fit, with a warning.
                XCTAssertTrue(
                    warnings.contains(
                        "the stack table's delegate (rows in section 3) returned 2 items, more than the 1 this view can show; showing the first 1"
                    ),
                    "\(backend): \(warnings)")
                XCTAssertEqual(table.numberOfRows, 4)
                XCTAssertEqual((0..<4).map { table.numberOfRows(inSection: $0) }, [3, 0, 0, 1], "\(backend)")
                final class NoSections: StackTableViewDelegate {
                    func numberOfItems(in tableView: StackTableView) -> Int { 5 }
                    func numberOfSections(in tableView: StackTableView) -> Int { -1 }
                    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { Label("\(index)") }
                    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
                }
                let none = NoSections()
                table.delegate = none
                let (_, negative) = capturingStandardError { table.reloadData() }
                XCTAssertTrue(negative.contains("(sections) returned -1 items; showing none"), "\(backend): \(negative)")
                XCTAssertEqual(table.numberOfSections, 0)
                XCTAssertTrue(table.isShowingEmptyState, "\(backend)")
            }
        }
    }

    func testSectionCountsThatDoNotFollowFromTheChangesWarnAndReload() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = groceries()
                let table = presentedTable(delegate, backend: backend, height: 600)
                // Banana goes from the data, but the delegate says Vegetables lost a row.
                delegate.sections[0].rows.remove(at: 1)
                delegate.reportedCounts = [3, 1, 0, 2]
                let (_, warning) = capturingStandardError { table.deleteRows(at: [1]) }
                XCTAssertTrue(
                    warning.contains(
                        "invalid batch update of the stack table: its sections had [3, 2, 0, 2] rows and have [3, 1, 0, 2] now"),
                    "\(backend): \(warning)")
                XCTAssertTrue(warning.contains("reloading every row"), warning)
                XCTAssertEqual(warning.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, warning)
                XCTAssertEqual(table.numberOfRows(inSection: 1), 1, "the table shows what the delegate says")
                // A new section inside a row batch is refused the same way, though the rows add up.
                delegate.reportedCounts = nil
                table.reloadData()
                delegate.sections.append(.init(header: "New", rows: ["Tea"], footer: nil))
                let (_, second) = capturingStandardError { table.insertRows(at: [6]) }
                XCTAssertTrue(
                    second.contains("the number of sections changed from 4 to 5; a row update cannot insert or delete sections"),
                    "\(backend): \(second)")
                XCTAssertEqual(table.numberOfSections, 5, "reloaded")
                XCTAssertEqual(shownTexts(table, count: 13).suffix(2), ["New", "Tea"], "\(backend)")
            }
        }
    }
}

/// Three long sections, A, B and C, with an index.
@MainActor
private func alphabet(rows: Int = 30) -> SectionedDelegate {
    let delegate = SectionedDelegate(
        ["Apples", "Beans", "Carrots"].map { name in
            .init(header: name, rows: (0..<rows).map { "\(name.prefix(1))\($0)" }, footer: nil)
        })
    delegate.indexTitles = ["A", "B", "C"]
    return delegate
}

/// Pinned section headers and the section index on the stack table, the same on both backends.
final class StackTableSectionNavigationTests: GTKTestCase {
    func testTheTopSectionsTitleIsPinnedAndHidesTheRowsUnderIt() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = alphabet()
                let table = presentedTable(delegate, backend: backend, height: 300)
                let pinned = table.pinnedHeaderView
                XCTAssertTrue(table.pinsSectionHeaders, "on by default, as UIKit's plain style")
                waitForALayout(of: table)
                XCTAssertFalse(pinned.isShown, "\(backend): at the top, the real title is in its place")
                table.verticalAdjustment.value = 200
                waitOnMainLoop("Apples pinned", seen: "\(pinned.pin.map { "section \($0.section)" } ?? "nothing")") {
                    pinned.isShown && pinned.pin?.section == 0
                }
                let text = { ((pinned.view as? Label) ?? (pinned.cell?.content as? Label))?.text }
                XCTAssertEqual(text(), "Apples", "\(backend)")
                XCTAssertEqual(pinned.pin?.offset ?? -1, 0, accuracy: 0.5)
                // As wide as the rows, once laid out (GTK 4.8 kept it at its first width).
                // The rows end where the section index strip begins.
                let rowsWidth = Int(table.sectionIndexView.bounds(relativeTo: table)?.x ?? 0)
                waitOnMainLoop("the pinned title as wide as the rows", seen: "\(pinned.frame.allocatedWidth) of \(rowsWidth) px") {
                    rowsWidth > 0 && pinned.frame.allocatedWidth == rowsWidth
                }
                // Well into Beans: its title is pinned now.
                XCTAssertTrue(table.scrollToSection(1))
                waitForALayout(of: table)
                table.verticalAdjustment.value += 150
                waitOnMainLoop("Beans pinned", seen: "\(pinned.pin.map { "section \($0.section)" } ?? "nothing")") {
                    pinned.isShown && pinned.pin?.section == 1
                }
                XCTAssertEqual(text(), "Beans", "\(backend)")
                // A press on a row hidden under the pinned title presses nothing.
                waitForALayout(of: table)
                if let recycling = table.recyclingTable {
                    recycling.emitPress(atX: 20, y: 5)
                } else {
                    let hidden = table.itemsOnScreen.first { if case .row = $0.item { return $0.top < 5 } else { return false } }
                    guard case .row(let indexPath)? = hidden?.item, let index = table.itemIndex(at: indexPath),
                        let row = table.rowWidget(at: index), let gesture = table.rowGesture(at: index),
                        let point = table.translate(x: 20, y: 5, to: row)
                    else { return XCTFail("no row under the pinned title: \(table.itemsOnScreen.map(\.text))") }
                    gesture.emitPressed(x: point.x, y: point.y)
                    gesture.emitReleased(x: point.x, y: point.y)
                }
                XCTAssertEqual(delegate.presses, [], "\(backend)")
                // Unpinned: the title scrolls away with its rows.
                table.pinsSectionHeaders = false
                waitOnMainLoop("nothing pinned") { !pinned.isShown }
            }
        }
    }

    func testTheSectionIndexJumpsToItsSectionsTitle() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = alphabet()
                let table = presentedTable(delegate, backend: backend, height: 300)
                let strip = table.sectionIndexView
                waitOnMainLoop("the strip laid out", seen: "\(strip.buttons.count) buttons") {
                    strip.buttons.count == 3 && strip.buttons.allSatisfy { $0.allocatedHeight > 0 }
                }
                XCTAssertEqual(table.sectionIndexTitles, ["A", "B", "C"], "\(backend)")
                XCTAssertEqual(table.defaultSection(forSectionIndexTitleAt: 2), 2)
                // The rows end where the strip begins.
                let rowRight = table.itemsOnScreen.first.flatMap { _ in table.rowWidget(at: 0)?.bounds(relativeTo: table) }
                let stripLeft = strip.bounds(relativeTo: table)?.x ?? 0
                XCTAssertLessThanOrEqual((rowRight?.x ?? 0) + (rowRight?.width ?? .infinity), stripLeft + 0.5, "\(backend)")
                guard let c = strip.buttons[2].bounds(relativeTo: strip) else { return XCTFail("no C") }
                strip.emitDrag(fromY: c.y + c.height / 2)
                waitOnMainLoop("the cursor on C0", seen: "\(table.focusedRowIndex.map(String.init) ?? "none")") {
                    table.focusedRowIndex == 60
                }
                waitForALayout(of: table)
                XCTAssertEqual(table.itemsOnScreen.first?.text, "Carrots", "\(backend): the section's title at the top")
                XCTAssertEqual(table.itemsOnScreen.first?.top ?? -1, 0, accuracy: 0.5)
                XCTAssertEqual(delegate.presses, [], "jumping presses nothing")
                let (moved, missing) = capturingStandardError { table.scrollToSection(7) }
                XCTAssertFalse(moved)
                XCTAssertTrue(missing.contains("no section 7"), missing)
            }
        }
    }

    func testRightToLeftTheStripIsOnTheLeft() {
        MainActor.assumeIsolated {
            Widget.defaultIsRightToLeft = true
            defer { Widget.defaultIsRightToLeft = false }
            for backend in [TableBackend.stack, .recycling] {
                let table = presentedTable(alphabet(), backend: backend, height: 300)
                let strip = table.sectionIndexView
                waitOnMainLoop("the strip laid out") { strip.buttons.count == 3 && strip.buttons.allSatisfy { $0.allocatedHeight > 0 } }
                let stripBounds = strip.bounds(relativeTo: table)
                XCTAssertEqual(stripBounds?.x ?? -1, 0, accuracy: 0.5, "\(backend): the strip at the left edge")
                guard let title = table.titleWidget(for: .header(section: 0)),
                    let label = (title as? Label) ?? ((title as? TableViewCell)?.content as? Label),
                    let bounds = label.bounds(relativeTo: table)
                else { return XCTFail("\(backend): no title") }
                XCTAssertGreaterThanOrEqual(bounds.x, (stripBounds?.width ?? 0) - 0.5, "\(backend): the rows start right of the strip")
            }
        }
    }
}

/// A recycling table's data source that names its sections by title only (no header cells).
@MainActor
private final class TitledSource: RecyclingTableViewDataSource {
    var rows = [30, 0, 30]

    func numberOfSections(in tableView: RecyclingTableView) -> Int { rows.count }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? nil : "End of \(section)"
    }
}

/// Header and footer titles on a recycling table used directly.
final class RecyclingTableTitlesTests: GTKTestCase {
    func testTitlesAreShownInTheTablesOwnCellsAndPinned() {
        MainActor.assumeIsolated {
            let source = TitledSource()
            let table = RecyclingTableView()
            table.dataSource = source
            table.reloadData()
            _ = present(table, width: 400, height: 300)
            waitForALayout(of: table)
            XCTAssertEqual(table.layout.count, 30 + 30 + 3 + 2, "three headers and two footers by the defaults")
            XCTAssertEqual(table.layout.position(of: .footer(section: 0)), 31)
            let title = { (item: TableItem) in (table.boundCell(for: item)?.content as? Label)?.text }
            XCTAssertEqual(title(.header(section: 0)), "Section 0")
            XCTAssertTrue(table.boundCell(for: .header(section: 0))?.hasCSSClass("tabledeck-cell-header") ?? false)
            // Section 0's footer, and section 1 (no rows, no footer) right after it.
            scroll(table, toRow: 29, section: 0)
            waitOnMainLoop("the footer of section 0 bound") { title(.footer(section: 0)) != nil }
            XCTAssertEqual(title(.footer(section: 0)), "End of 0")
            XCTAssertTrue(table.boundCell(for: .footer(section: 0))?.hasCSSClass("tabledeck-cell-footer") ?? false)
            XCTAssertNil(table.boundCell(for: .footer(section: 0))?.indexPath, "a footer is no row")
            XCTAssertEqual(title(.header(section: 1)), "Section 1")
            // Mid-section 2: its title is pinned at the top, in a title cell of its own.
            scroll(table, toRow: 20, section: 2)
            let pinned = table.pinnedHeaderView
            waitOnMainLoop("section 2's title pinned") { pinned.isShown && pinned.pin?.section == 2 }
            XCTAssertEqual((pinned.cell?.content as? Label)?.text, "Section 2")
            // The keyboard steps over the footer and the empty section's title.
            XCTAssertTrue(table.scrollToRow(29, section: 0, focus: true))
            waitOnMainLoop("row 29 focused") { table.focusedIndexPath == TableIndexPath(row: 29, section: 0) }
            XCTAssertTrue(table.handleListKey(KeyValue.down.rawValue, modifiers: []))
            waitOnMainLoop("the first row of section 2 focused", seen: "\(table.focusedIndexPath.map(String.init(describing:)) ?? "none")")
            {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 2)
            }
        }
    }
}

/// A stack table delegate that shows a diffable source's sections as the table's own.
@MainActor
private final class SectionedDiffableDelegate: StackTableViewDelegate {
    let rows: StackTableDiffableDataSource<String, String>

    init(table: StackTableView) {
        rows = StackTableDiffableDataSource(tableView: table)
        rows.showsSections = true
    }

    func numberOfItems(in tableView: StackTableView) -> Int { rows.numberOfItems }
    func numberOfSections(in tableView: StackTableView) -> Int { rows.numberOfSections }
    func stackTableView(_ tableView: StackTableView, numberOfItemsInSection section: Int) -> Int { rows.numberOfItems(inSection: section) }
    func stackTableView(_ tableView: StackTableView, titleForHeaderInSection section: Int) -> String? {
        rows.sectionIdentifier(for: section)
    }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let label = Label(rows.itemIdentifier(at: index) ?? "?")
        label.xAlign = 0
        return label
    }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
}

/// A stack table's diffable source with its sections shown as the table's.
final class StackTableDiffableSectionsTests: GTKTestCase {
    func testASnapshotsSectionsAreTheTablesAndRowsMoveBetweenThem() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let table = StackTableView(backend: backend)
                let delegate = SectionedDiffableDelegate(table: table)
                table.delegate = delegate
                GTKTestCase.windowsToClose.append(present(table, width: 400, height: 500))
                var snapshot = TableSnapshot<String, String>()
                snapshot.appendSections(["Fruit", "Vegetables"])
                snapshot.appendItems(["Apple", "Banana"], toSection: "Fruit")
                snapshot.appendItems(["Leek"], toSection: "Vegetables")
                delegate.rows.apply(snapshot)
                XCTAssertEqual(table.numberOfSections, 2, "\(backend)")
                XCTAssertEqual(shownTexts(table, count: 5), ["Fruit", "Apple", "Banana", "Vegetables", "Leek"], "\(backend)")
                // Banana moves to the vegetables: a batch, no warning.
                var next = TableSnapshot<String, String>()
                next.appendSections(["Fruit", "Vegetables"])
                next.appendItems(["Apple"], toSection: "Fruit")
                next.appendItems(["Banana", "Leek"], toSection: "Vegetables")
                let (_, quiet) = capturingStandardError { delegate.rows.apply(next, animatingDifferences: false) }
                XCTAssertEqual(quiet, "", "\(backend)")
                XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
                XCTAssertEqual(shownTexts(table, count: 5), ["Fruit", "Apple", "Vegetables", "Banana", "Leek"], "\(backend)")
                // A new section reloads, without a warning.
                next.appendSections(["Nuts"])
                next.appendItems(["Walnut"], toSection: "Nuts")
                let (_, reload) = capturingStandardError { delegate.rows.apply(next) }
                XCTAssertEqual(reload, "", "\(backend)")
                XCTAssertEqual(shownTexts(table, count: 7).suffix(2), ["Nuts", "Walnut"], "\(backend)")
            }
        }
    }
}
