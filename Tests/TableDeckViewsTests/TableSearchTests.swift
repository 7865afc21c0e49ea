import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// Names in sections, each row a cell showing its name (no type-ahead text: the search reads
/// the cells, made for the purpose off screen).
@MainActor
private final class NamesSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var sections: [[String]]
    var presses: [TableIndexPath] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { sections.count }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { true }
    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) { presses.append(indexPath) }
}

/// `count` rows "row N" in one section, with type-ahead text (a long table's source), each
/// text taking at least `microseconds` to give (a slow source's).
@MainActor
private final class NumberedSource: RecyclingTableViewDataSource {
    var count: Int
    let microseconds: Int64
    init(count: Int, microseconds: Int64 = 0) {
        self.count = count
        self.microseconds = microseconds
    }
    func numberOfSections(in tableView: RecyclingTableView) -> Int { 1 }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String? {
        if microseconds > 0 {
            let end = MonotonicClock.now + microseconds
            while MonotonicClock.now < end {}
        }
        return "row \(indexPath.row)"
    }
}

/// A stack table's items "Item N".
@MainActor
private final class ItemsDelegate: StackTableViewDelegate {
    var count: Int
    var presses: [Int] = []
    init(count: Int) { self.count = count }
    func numberOfItems(in tableView: StackTableView) -> Int { count }
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { Label("Item \(index)") }
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) { presses.append(index) }
}

/// A recycling table over `source`, shown and laid out.
@MainActor
private func presented(_ source: some RecyclingTableViewDataSource & AnyObject, height: Int = 300) -> RecyclingTableView {
    let table = RecyclingTableView()
    table.register(TitleView.self)
    table.dataSource = source
    table.delegate = source as? RecyclingTableViewDelegate
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: height))
    waitOnMainLoop("row 0 bound and mapped") {
        table.boundCell(for: .row(TableIndexPath(row: 0, section: 0)))?.isMappedInWindow ?? false
    }
    return table
}

/// Waits until `search` shows the result of its query (the outline's tests wait with it too).
@MainActor
func waitForTheResult(_ search: TableSearch, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop("the search's result", timeout: 60, seen: "searching: \(search.isSearching)", file: file, line: line) {
        !search.isSearching
    }
}

/// The rows a recycling table shows, by list position, as "section.row".
@MainActor
private func shownRows(_ table: RecyclingTableView) -> [String] {
    (0..<table.layout.count).compactMap { position in
        guard case .row(let path) = table.layout.item(at: position) else { return nil }
        return "\(path.section).\(path.row)"
    }
}

/// The search bar and what it shows, on every table: filtering, the rows' selection and cursor
/// kept, the keys over the shown rows, Escape restoring the rows, the scroll and the focus, and
/// bad input.
final class TableSearchTests: GTKTestCase {
    func testTypingFiltersCaseAndAccentInsensitiveHidingSectionsWithoutAMatch() {
        MainActor.assumeIsolated {
            let source = NamesSource([["Émile", "Ken", "Zoë"], ["Kenji", "Ann"], ["Bob"]])
            let table = presented(source)
            var results: [TableSearchResult] = []
            table.search.onChange = { results.append($0) }
            XCTAssertTrue(table.focusRow(0, section: 0))
            XCTAssertTrue(table.handleListKey(KeyValue.letterF.rawValue, modifiers: .control), "Ctrl+F opens the search")
            XCTAssertTrue(table.search.isActive)
            waitOnMainLoop("the search field focused") { table.search.bar.entry.containsFocus }

            table.search.setQuery("KEN")
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.1", "1.0"])
            XCTAssertEqual(table.layout.count, 4, "two headers and two rows; section 2 hidden with its header")
            XCTAssertNil(table.layout.position(of: .header(section: 2)))
            XCTAssertEqual(results.last, TableSearchResult(query: "KEN", shownRows: 2, totalRows: 6))
            // The rows' labels emphasize what matched.
            waitOnMainLoop("Kenji's row bound") { table.boundCell(for: .row(TableIndexPath(row: 0, section: 1))) != nil }
            XCTAssertEqual(
                table.boundCell(for: .row(TableIndexPath(row: 0, section: 1)))?.labelMarkup, ["\(Widget.highlightOpen)Ken</span>ji"])
            XCTAssertEqual(table.search.matchRanges(in: "Bokken").map { String("Bokken"[$0]) }, ["ken"])

            table.search.setQuery("emile")
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.0"], "é matches e")
            waitOnMainLoop("Émile emphasized") {
                table.boundCell(for: .row(TableIndexPath(row: 0, section: 0)))?.labelMarkup == ["\(Widget.highlightOpen)Émile</span>"]
            }
            table.search.setQuery("zoe")
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.2"])

            // Nothing matches: the message says so, with a button that clears the query.
            table.search.setQuery("zz")
            waitForTheResult(table.search)
            XCTAssertEqual(table.layout.count, 0)
            XCTAssertFalse(table.isShowingEmptyState, "the bar stays, over the message")
            XCTAssertTrue(table.search.noResults.view.isVisible)
            XCTAssertEqual(table.search.noResults.text, "No results for “zz”")
            XCTAssertEqual(results.last, TableSearchResult(query: "zz", shownRows: 0, totalRows: 6))
            table.search.noResults.clearButton.emitClicked()
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.query, "")
            XCTAssertEqual(table.layout.count, 9, "every row and header again")
            XCTAssertFalse(table.search.noResults.view.isVisible)
            XCTAssertTrue(table.search.isActive, "clearing keeps the bar open")

            table.search.end()
            XCTAssertFalse(table.search.isActive)
            XCTAssertEqual(results.last, TableSearchResult(query: "", shownRows: 6, totalRows: 6, isCleared: true))
            XCTAssertFalse(table.layout.isFiltered)
            waitOnMainLoop("every row bound") { table.boundCells.filter { $0.item != nil }.count == 9 }
            XCTAssertTrue(table.boundCells.allSatisfy { $0.labelMarkup.isEmpty }, "no emphasis left")
        }
    }

    /// A match is highlighted, not set in bold: the text keeps its width, so a cell sized for
    /// its plain text (a column table's date column) still shows the digits that matched. In
    /// bold, "27-09-2001" with “2001” emphasized was cut to "27-09-20…".
    func testAnEmphasisLeavesTheTextAsWideAsItWas() {
        MainActor.assumeIsolated {
            let label = Label("27-09-2001 Lisbon")
            GTKTestCase.windowsToClose.append(present(label, width: 300, height: 60))
            let plain = label.measureWidth(forHeight: -1).natural
            label.emphasizeLabelText { text in [text.range(of: "2001")!, text.range(of: "Lis")!] }
            XCTAssertEqual(label.labelMarkup, ["27-09-\(Widget.highlightOpen)2001</span> \(Widget.highlightOpen)Lis</span>bon"])
            XCTAssertEqual(label.measureWidth(forHeight: -1).natural, plain, "as wide as the plain text")
            label.emphasizeLabelText { _ in [] }
            XCTAssertEqual(label.labelMarkup, [], "the emphasis taken back")
            XCTAssertEqual(label.text, "27-09-2001 Lisbon")
        }
    }

    func testTheSelectionAndCursorStayOnTheirRowsAndTheKeysSeeOnlyShownRows() {
        MainActor.assumeIsolated {
            let source = NamesSource([["Émile", "Ken", "Zoë"], ["Kenji", "Ann"], ["Bob"]])
            let table = presented(source)
            table.allowsMultipleSelection = true
            table.selectRow(at: TableIndexPath(row: 0, section: 0))
            table.selectRow(at: TableIndexPath(row: 1, section: 1))
            XCTAssertTrue(table.focusRow(1, section: 0))
            table.search.setQuery("k")
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.1", "1.0"])
            XCTAssertEqual(
                table.indexPathsForSelectedRows, [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 1)],
                "hidden rows stay selected")
            // The cursor row (Ken) shows: Down goes to Kenji, over the hidden Zoë and the header.
            XCTAssertTrue(table.focusRow(1, section: 0))
            XCTAssertTrue(table.handleKey(.down))
            waitOnMainLoop("Kenji focused") { table.focusedIndexPath == TableIndexPath(row: 0, section: 1) }
            XCTAssertTrue(table.handleKey(.down))
            XCTAssertEqual(table.cursorIndexPath, TableIndexPath(row: 0, section: 1), "Kenji is the last shown row")
            XCTAssertTrue(table.handleKey(.home))
            waitOnMainLoop("Ken focused") { table.focusedIndexPath == TableIndexPath(row: 1, section: 0) }
            // Ctrl+A takes the shown rows; Enter presses the cursor row, by its own index path.
            XCTAssertTrue(table.handleListKey(KeyValue.letterA.rawValue, modifiers: .control))
            XCTAssertTrue(table.isRowSelected(at: TableIndexPath(row: 1, section: 0)))
            XCTAssertTrue(table.isRowSelected(at: TableIndexPath(row: 0, section: 1)))
            XCTAssertFalse(table.isRowSelected(at: TableIndexPath(row: 2, section: 0)), "Zoë is hidden: not selected")
            XCTAssertFalse(table.isRowSelected(at: TableIndexPath(row: 0, section: 2)), "Bob is hidden: not selected")
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses.last, TableIndexPath(row: 1, section: 0))
            // Type-ahead over the shown rows only: "b" finds no Bob.
            XCTAssertTrue(table.handleKey(KeyValue(rawValue: UInt32(UInt8(ascii: "b")))))
            XCTAssertEqual(table.cursorIndexPath, TableIndexPath(row: 1, section: 0))
            // Moving rows waits until the search closes.
            XCTAssertFalse(table.core.reorder.canMoveRow(at: TableIndexPath(row: 1, section: 0)))

            // Escape in the rows closes the search: every row back, the cursor on its row.
            XCTAssertTrue(table.handleKey(.escape))
            XCTAssertFalse(table.search.isActive)
            XCTAssertEqual(table.layout.count, 9)
            XCTAssertEqual(table.cursorIndexPath, TableIndexPath(row: 1, section: 0))
        }
    }

    func testEscapeRestoresTheScrollPositionAndTheFocus() {
        MainActor.assumeIsolated {
            let source = NumberedSource(count: 500)
            let table = presented(source)
            scroll(table, toRow: 200)
            XCTAssertTrue(table.focusRow(200, section: 0))
            waitOnMainLoop("row 200 focused") { table.focusedIndexPath?.row == 200 }
            let offset = table.verticalAdjustment.value
            let firstShown = table.firstRowOnScreen
            XCTAssertGreaterThan(offset, 1000)
            table.search.begin()
            waitOnMainLoop("the search field focused") { table.search.bar.entry.containsFocus }
            table.search.setQuery("7")
            waitForTheResult(table.search)
            XCTAssertEqual(table.layout.shownRowCount, (0..<500).filter { String($0).contains("7") }.count)
            waitOnMainLoop("the result shown from its top") { table.verticalAdjustment.value == 0 }
            table.search.end()
            waitOnMainLoop("row 200 focused again", seen: "focused \(String(describing: table.focusedIndexPath))") {
                table.focusedIndexPath?.row == 200
            }
            waitOnMainLoop(
                "the rows back where they were",
                seen: "offset \(table.verticalAdjustment.value), first \(String(describing: table.firstRowOnScreen))"
            ) { table.firstRowOnScreen == firstShown && abs(table.verticalAdjustment.value - offset) < 20 }
        }
    }

    func testEscapeAfterMovingToAnotherResultKeepsThatRowInView() {
        MainActor.assumeIsolated {
            let source = NumberedSource(count: 500)
            let table = presented(source)
            XCTAssertTrue(table.focusRow(3, section: 0))
            waitOnMainLoop("row 3 focused") { table.focusedIndexPath?.row == 3 }
            table.search.begin()
            table.search.setQuery("47")
            waitForTheResult(table.search)
            // 47, 147, 247, 347, 447 and 470–479: End goes to 479, far below row 3.
            table.search.focusFirstResult()
            waitOnMainLoop("a result focused") { table.focusedIndexPath != nil }
            XCTAssertTrue(table.handleKey(KeyValue.end))
            waitOnMainLoop("row 479 focused") { table.focusedIndexPath?.row == 479 }
            table.search.end()
            waitOnMainLoop(
                "row 479 focused and on screen after Escape",
                seen: "focused \(String(describing: table.focusedIndexPath)), first \(String(describing: table.firstRowOnScreen))"
            ) {
                guard table.focusedIndexPath?.row == 479, let first = table.firstRowOnScreen?.row else { return false }
                return first <= 479 && first > 400
            }
        }
    }

    func testALongQueryAndPredicatesThatMatchEveryRowOrNone() {
        MainActor.assumeIsolated {
            let source = NamesSource([["Émile", "Ken", "Zoë"], ["Kenji", "Ann"], ["Bob"]])
            let table = presented(source)
            let long = String(repeating: "k", count: 10_000)
            table.search.setQuery(long)
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.shownRowCount, 0)
            XCTAssertEqual(table.search.noResults.text, "No results for “\(String(repeating: "k", count: 60))…”")
            table.search.predicate = { _, _ in true }
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.shownRowCount, 6, "a predicate that matches every row shows them all")
            XCTAssertEqual(table.layout.count, 9)
            var asked: [String] = []
            table.search.predicate = { path, query in
                asked.append(query)
                return path.section == 1
            }
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["1.0", "1.1"])
            XCTAssertEqual(Set(asked), [long], "the predicate hears the query as typed")
            table.search.predicate = { _, _ in false }
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.shownRowCount, 0)
            XCTAssertTrue(table.search.noResults.view.isVisible)
        }
    }

    func testChangedRowsAreSearchedAgain() {
        MainActor.assumeIsolated {
            let source = NamesSource([["Émile", "Ken", "Zoë"], ["Kenji", "Ann"], ["Bob"]])
            let table = presented(source)
            table.search.setQuery("ken")
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.1", "1.0"])
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [TableIndexPath(row: 1, section: 0)])
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["1.0"])
            source.sections[2].append("Kent")
            table.insertRows(at: [TableIndexPath(row: 1, section: 2)])
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["1.0", "2.1"])
            source.sections = [["Kendra"]]
            table.reloadData()
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.0"])
            assertCellsShowTheirNames(table, source)
        }
    }

    func testRowsChangedUnderAnOpenSearchLeaveTheResultWhereItWasScrolled() {
        MainActor.assumeIsolated {
            // Deleting a row of a result (its last, 4997) searches again: the view does not
            // jump back to the result's top, nor move while the search runs (a slow source: it
            // takes several slices).
            let source = NumberedSource(count: 5_000, microseconds: 5)
            let table = presented(source)
            table.search.setQuery("7")
            waitForTheResult(table.search)
            let matches = (0..<5_000).filter { String($0).contains("7") }
            scroll(table, toRow: matches[100])
            let first = table.firstIndexPathOnScreen
            XCTAssertNotNil(first)
            source.count -= 1
            table.deleteRows(at: [TableIndexPath(row: 4_997, section: 0)])
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.shownRowCount, matches.count, "rows 0 ..< 4999 show the same texts")
            waitForTheListAtRest(table)
            XCTAssertEqual(table.firstIndexPathOnScreen, first, "the rows on screen stay")
        }
    }

    func testRowsChangedUnderAFocusedResultKeepTheFocusInTheRowsAtOnce() {
        MainActor.assumeIsolated {
            // A result's row widgets are filled again, the focused one made anew: the focus must
            // not wait for GTK's next frame on a widget that left the window (keys were lost).
            let source = NamesSource([["Ann", "Ben", "Anna", "Cid", "Hanna", "Dan"]])
            let table = presented(source)
            table.search.setQuery("an")
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.0", "0.2", "0.4", "0.5"])
            XCTAssertTrue(table.focusRow(4, section: 0))
            waitOnMainLoop("Hanna focused") { table.focusedIndexPath == TableIndexPath(row: 4, section: 0) }
            // A hidden row deleted: Hanna keeps the focus, at once.
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [TableIndexPath(row: 1, section: 0)])
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 3, section: 0), "Hanna has the focus at once")
            // A matching row inserted above: the result changes, Hanna keeps the focus.
            source.sections[0].insert("Danny", at: 0)
            table.insertRows(at: [TableIndexPath(row: 0, section: 0)])
            waitForTheResult(table.search)
            XCTAssertEqual(shownRows(table), ["0.0", "0.1", "0.2", "0.4", "0.5"])
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 4, section: 0), "Hanna has the focus at once")
            XCTAssertTrue(table.handleKey(.down))
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses, [TableIndexPath(row: 5, section: 0)], "Dan pressed")
            // Escape in the rows: every row back, the keys acting on Dan's row at once, the focus
            // in the rows (GTK 4.18 makes the widget of a position added at the end at its next
            // layout: Dan's row takes the focus then, not the row shown at its old place); Up
            // twice then on Cid, shown again.
            XCTAssertTrue(table.handleKey(.escape))
            XCTAssertEqual(table.cursorRow, TableIndexPath(row: 5, section: 0))
            XCTAssertTrue(table.hasRowFocus)
            waitOnMainLoop("Dan focused") { table.focusedIndexPath == TableIndexPath(row: 5, section: 0) }
            XCTAssertTrue(table.handleKey(.up))
            XCTAssertTrue(table.handleKey(.up))
            XCTAssertTrue(table.handleKey(.returnKey))
            XCTAssertEqual(source.presses.last, TableIndexPath(row: 3, section: 0), "Cid, shown again, pressed")
        }
    }

    func testAResultFillsTheRowsOnScreenAtOnceAndTheOtherBoundRowsOverTheNextFrames() {
        MainActor.assumeIsolated {
            // The list keeps its row widgets: those on screen show the result at once; those
            // GTK keeps bound off screen are hidden and no row's cell until filled, a few a frame.
            let source = NumberedSource(count: 5_000)
            let table = presented(source)
            let text = { (cell: TableViewCell) in (cell as? GenericTableViewCell<TitleView>)?.customView.text }
            let onScreen = { table.boundCells.filter { table.verticalExtentOnScreen(of: $0) != nil } }
            waitOnMainLoop("rows bound below the screen") { table.boundCells.count > onScreen().count + 20 }
            // The texts read first (the bar reads them while the user has yet to type): the
            // result comes whole from the key's slice, not in parts as a long search's does.
            table.search.begin()
            waitOnMainLoop("every row's text read", seen: "\(table.search.corpus.count)") { table.search.corpus.count == 5_000 }
            let widgets = Set(table.boundCells.compactMap { $0.parent?.identity })
            table.search.setQuery("7")
            XCTAssertFalse(table.search.isSearching, "searched at once")
            let matches = (0..<5_000).filter { String($0).contains("7") }
            XCTAssertEqual(table.numberOfPositions, matches.count)
            XCTAssertFalse(onScreen().isEmpty)
            for cell in onScreen() {
                guard case .row(let path) = cell.item else { return XCTFail("a row on screen is not filled") }
                XCTAssertEqual(text(cell), "row \(path.row)")
                XCTAssertTrue(String(path.row).contains("7"))
                XCTAssertEqual(cell.opacity, 1)
            }
            let waiting = table.boundCells.filter { $0.item == nil }
            XCTAssertFalse(waiting.isEmpty, "rows off screen wait for the next frames")
            XCTAssertTrue(waiting.allSatisfy { $0.opacity == 0 }, "hidden while they show another row")
            XCTAssertNil(table.boundCell(for: .row(TableIndexPath(row: matches[onScreen().count + 5], section: 0))))
            waitOnMainLoop("every bound row filled") { table.staleListItems.isEmpty }
            for cell in table.boundCells {
                guard case .row(let path) = cell.item else { continue }
                XCTAssertEqual(text(cell), "row \(path.row)")
                XCTAssertEqual(cell.opacity, 1)
            }
            XCTAssertEqual(
                Set(table.boundCells.compactMap { $0.parent?.identity }).intersection(widgets).count, table.boundCells.count,
                "no row widget made anew")
            // Scrolling at once after a result shows filled rows only.
            table.search.setQuery("77")
            waitForTheResult(table.search)
            scroll(table, toRow: (0..<5_000).filter { String($0).contains("77") }[40])
            waitOnMainLoop("the rows on screen filled") { onScreen().allSatisfy { $0.item != nil && $0.opacity == 1 } }
        }
    }

    func testAMillionRowsAreSearchedInSlicesAndTheNewestQueryWins() {
        MainActor.assumeIsolated {
            let source = NumberedSource(count: 1_000_000)
            let table = presented(source)
            table.search.setQuery("9")
            XCTAssertTrue(table.search.isSearching, "a million rows are not searched in one go")
            table.search.setQuery("99999")
            waitForTheResult(table.search)
            let expected = (0..<1_000_000).filter { String($0).contains("99999") }
            XCTAssertEqual(table.search.shownRowCount, expected.count)
            XCTAssertEqual(table.layout.shownOrdinals, expected.map { Int32($0) })
            // A query that extends it searches only its matches.
            table.search.setQuery("999999")
            XCTAssertFalse(table.search.isSearching, "narrowed to 19 candidates: done at once")
            XCTAssertEqual(table.search.shownRowCount, 1)
            // Every row back at once: the list gains the positions at its end and keeps the
            // row widgets it has (GTK 4.8 takes half a second to swap a million in at once).
            let widgets = Set(table.boundCells.compactMap { $0.parent?.identity })
            table.search.setQuery("")
            XCTAssertFalse(table.search.isSearching)
            XCTAssertEqual(table.numberOfPositions, 1_000_000)
            XCTAssertEqual(Set(table.boundCells.compactMap { $0.parent?.identity }).intersection(widgets), widgets, "the rows kept")
            table.search.setQuery("99999")
            waitForTheResult(table.search)
            XCTAssertEqual(table.numberOfPositions, expected.count)
            waitOnMainLoop("every result row bound") { table.boundCells.filter { $0.indexPath != nil }.count == expected.count }
            let shownWidgets = Set(table.boundCells.compactMap { $0.parent?.identity })
            table.search.setQuery("")
            XCTAssertEqual(table.numberOfPositions, 1_000_000)
            XCTAssertEqual(
                Set(table.boundCells.compactMap { $0.parent?.identity }).intersection(shownWidgets), shownWidgets,
                "the result's rows kept their widgets")
        }
    }

    func testALongSearchShowsTheRowsFoundSoFarInPlaceAndCountsOnlyTheWholeResult() {
        MainActor.assumeIsolated {
            // A slow source: the search takes seconds.
            let rows = 200_000
            let source = NumberedSource(count: rows, microseconds: 10)
            let table = presented(source)
            var results: [TableSearchResult] = []
            table.search.onChange = { results.append($0) }
            // Many matches: the first slice, run at the key, finds more than fill the view; the
            // next shows them (before it searches on); they are the whole result's first rows.
            table.search.setQuery("1")
            XCTAssertTrue(table.search.isSearching)
            waitOnMainLoop("the rows found so far shown") { table.layout.isFiltered }
            XCTAssertTrue(table.search.isSearching, "shown before the search is done")
            let expected = (0..<rows).filter { String($0).contains("1") }.map { Int32($0) }
            let first = table.layout.shownOrdinals ?? []
            XCTAssertGreaterThan(first.count, table.positionsPerPage, "the rows found fill the view")
            XCTAssertEqual(first, Array(expected.prefix(first.count)))
            XCTAssertTrue(results.isEmpty, "no count before the whole result")
            // The rows go on growing below, the rows on screen staying as they are: bound,
            // focused and scrolled to.
            XCTAssertTrue(table.focusRow(Int(first[3]), section: 0))
            let fifth = Int(first[4])
            scroll(table, toRow: fifth)
            let offset = table.verticalAdjustment.value
            let widgets = Set(table.boundCells.compactMap { $0.parent?.identity })
            let focused = table.focusedCell.flatMap { $0.parent?.identity }
            XCTAssertNotNil(focused)
            waitOnMainLoop("more rows found, still searching", seen: "\(table.numberOfPositions) positions") {
                table.numberOfPositions > first.count + 1_000 && table.search.isSearching
            }
            XCTAssertTrue(results.isEmpty, "no count before the whole result")
            XCTAssertEqual(table.verticalAdjustment.value, offset, "the view stays where it is")
            XCTAssertEqual(table.focusedCell.flatMap { $0.parent?.identity }, focused, "the focused row is not made anew")
            XCTAssertTrue(widgets.isSubset(of: Set(table.boundCells.compactMap { $0.parent?.identity })))
            waitForTheResult(table.search)
            XCTAssertEqual(table.layout.shownOrdinals, expected)
            XCTAssertEqual(results.map(\.shownRows), [expected.count], "counted once, whole")
            XCTAssertEqual(table.verticalAdjustment.value, offset, "the whole result does not scroll to its top")
            XCTAssertEqual(table.focusedCell.flatMap { $0.parent?.identity }, focused)
            XCTAssertTrue(table.handleKey(.down))
            waitOnMainLoop("the next row focused") { table.focusedIndexPath == TableIndexPath(row: Int(expected[4]), section: 0) }

            // Few matches (only the last row has "199999"): nothing new shows until the search
            // is done, the rows shown before stay; then the one match, counted once.
            // (Rows read anew: their texts are read again, slowly.)
            table.reloadData()
            results = []
            table.search.setQuery("199999")
            let before = table.layout.shownOrdinals
            waitOnMainLoop("half the rows searched", seen: "\(table.search.bar.entry.progressFraction)") {
                table.search.bar.entry.progressFraction > 0.5
            }
            XCTAssertEqual(table.layout.shownOrdinals, before, "no match found yet: the rows shown before stay")
            XCTAssertNotEqual(before, [199_999])
            XCTAssertTrue(results.isEmpty)
            waitForTheResult(table.search)
            XCTAssertEqual(table.layout.shownOrdinals, [199_999])
            XCTAssertEqual(results.map(\.shownRows), [1])
        }
    }

    func testTheStackTableSearchesOnBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = ItemsDelegate(count: 40)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                GTKTestCase.windowsToClose.append(present(table, width: 300, height: 300))
                waitOnMainLoop("the rows laid out (\(backend))") { table.core.engine?.firstRowOnScreen != nil }
                XCTAssertTrue(table.focusRow(at: 0))
                XCTAssertTrue(table.handleKey(.letterF, modifiers: .control), "Ctrl+F (\(backend))")
                XCTAssertTrue(table.search.isActive)
                table.search.setQuery("3")
                waitForTheResult(table.search)
                let expected = (0..<40).filter { String($0).contains("3") }
                XCTAssertEqual(table.search.shownRowCount, expected.count, "\(backend)")
                XCTAssertEqual(table.core.layout.firstRow.flatMap { table.itemIndex(at: $0) }, 3)
                if backend == .stack {
                    XCTAssertFalse(table.core.engine!.rowWidget(for: TableIndexPath(row: 0, section: 0))!.isVisible, "hidden")
                    XCTAssertTrue(table.core.engine!.rowWidget(for: TableIndexPath(row: 13, section: 0))!.isVisible)
                }
                XCTAssertTrue(table.focusRow(at: 3))
                XCTAssertTrue(table.handleKey(.down))
                XCTAssertEqual(table.focusedRowIndex ?? table.core.engine?.cursorRow?.row, 13, "Down skips to Item 13 (\(backend))")
                XCTAssertTrue(table.handleKey(.returnKey))
                XCTAssertEqual(delegate.presses.last, 13)
                XCTAssertTrue(table.handleKey(.escape))
                XCTAssertFalse(table.search.isActive)
                XCTAssertEqual(table.core.layout.shownRowCount, 40)
                if backend == .stack {
                    XCTAssertTrue(table.core.engine!.rowWidget(for: TableIndexPath(row: 0, section: 0))!.isVisible)
                }
            }
        }
    }

    func testTheColumnTableSearchesEveryColumnWithTheBarAboveItsHeaders() {
        MainActor.assumeIsolated {
            let log = ColumnsLog(count: 300)
            let table = ColumnTableView(columns: log.columns())
            table.dataSource = log
            table.delegate = log
            table.reloadData()
            GTKTestCase.windowsToClose.append(present(table, width: 600, height: 400))
            _ = waitForALayout(of: table)
            XCTAssertEqual(table.search.bar.revealer.parent?.identity, table.identity, "the bar is the table's, above its headers")
            // "name-000070" is data row 10 (7·10); its number column says "10".
            table.search.setQuery("name-000070")
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.shownRowCount, 1)
            // The Number column is searched too: "299" is only data row 299.
            table.search.setQuery("299")
            waitForTheResult(table.search)
            let expected = (0..<300).filter { log.name($0).contains("299") || String($0).contains("299") }
            XCTAssertEqual(table.search.shownRowCount, expected.count)
            // Sorting while searching keeps the result (the rows in the new order).
            table.search.setQuery("name-0001")
            waitForTheResult(table.search)
            let count = table.search.shownRowCount
            XCTAssertGreaterThan(count, 1)
            XCTAssertTrue(table.sortByColumn("number"))
            waitForTheResult(table.search)
            XCTAssertEqual(table.search.shownRowCount, count)
            let shownData = table.table.layout.shownOrdinals!.map { table.dataRow(atDisplayRow: Int($0))! }
            XCTAssertEqual(shownData, shownData.sorted(), "in the Number column's order")
            XCTAssertTrue(shownData.allSatisfy { log.name($0).contains("name-0001") })
        }
    }
}

/// Checks that every bound row cell shows its row's name.
@MainActor
private func assertCellsShowTheirNames(_ table: RecyclingTableView, _ source: NamesSource, line: UInt = #line) {
    for cell in table.boundCells {
        guard case .row(let path) = cell.item else { continue }
        XCTAssertEqual(shownText(cell), source.sections[path.section][path.row], line: line)
    }
}
