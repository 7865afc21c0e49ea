import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A sectioned source with names, index titles and section titles: section `s` is
/// titled `sectionTitles[s]` and its rows are named "<title><row>" ("A0", "A1" …).
@MainActor
final class IndexedSource: RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    var sectionTitles: [String]
    var rowsPerSection: Int
    var indexTitles: [String]?
    var mapping: ((String, Int) -> Int)?
    var presses: [TableIndexPath] = []

    init(sectionTitles: [String], rowsPerSection: Int, indexTitles: [String]?) {
        self.sectionTitles = sectionTitles
        self.rowsPerSection = rowsPerSection
        self.indexTitles = indexTitles
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int { sectionTitles.count }
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection }
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { true }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "\(sectionTitles[indexPath.section])\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        let cell = tableView.dequeueCell(TitleView.self)
        cell.customView.text = "Header \(sectionTitles[section])"
        return cell
    }

    func sectionIndexTitles(for tableView: RecyclingTableView) -> [String]? { indexTitles }

    func tableView(_ tableView: RecyclingTableView, indexTitleForSection section: Int) -> String? { sectionTitles[section] }

    func tableView(_ tableView: RecyclingTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        mapping?(title, index) ?? tableView.defaultSection(forSectionIndexTitleAt: index)
    }

    func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String? {
        "\(sectionTitles[indexPath.section])\(indexPath.row)"
    }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        presses.append(indexPath)
    }
}

@MainActor
func makeIndexedTable(_ source: IndexedSource) -> RecyclingTableView {
    let table = RecyclingTableView()
    table.register(TitleView.self)
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    return table
}

/// The top of `item`'s cell in the list's visible coordinates, once it is laid out.
@MainActor
func topOf(_ item: TableItem, in table: RecyclingTableView) -> Double? {
    table.boundCell(for: item).flatMap { table.verticalExtent(of: $0)?.top }
}

/// Pinned headers, the section index and type-ahead in the tables.
final class TableNavigationViewTests: GTKTestCase {
    // MARK: Pinned headers

    func testPinnedHeaderStaysAtTheTopAndIsPushedUpByTheNextHeader() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [30, 30, 30], headers: true)
            let table = makeTable(source)
            _ = present(table, width: 400, height: 300)
            XCTAssertTrue(table.pinsSectionHeaders, "pinned by default, as UIKit's plain style")
            let pinned = table.pinnedHeaderView
            waitForALayout(of: table)
            XCTAssertFalse(pinned.isShown, "at the top, the real header is in its place")

            // Mid-section: section 0's header stays at the top.
            table.verticalAdjustment.value = 200
            waitOnMainLoop("the pinned header shown") { pinned.isShown }
            XCTAssertEqual(pinned.pin?.section, 0)
            XCTAssertEqual(pinned.pin?.offset, 0)
            XCTAssertEqual(pinned.cell.flatMap(shownText), "Header 0")
            let frame = pinned.frame.bounds(relativeTo: table.listWidget)
            XCTAssertEqual(frame?.y ?? -1, 0, accuracy: 0.5)
            XCTAssertEqual(frame?.width ?? 0, Double(table.listWidget.allocatedWidth), accuracy: 0.5)
            XCTAssertTrue(pinned.cell?.hasCSSClass("tabledeck-cell-header") ?? false, "styled as the real header")

            // Bring section 1's header to half a header below the top: it pushes the pinned one up.
            scroll(table, toRow: 0, section: 1)
            guard let headerTop = topOf(.header(section: 1), in: table),
                let headerCell = table.boundCell(for: .header(section: 1))
            else { return XCTFail("header 1 not laid out") }
            let height = Double(headerCell.parent?.allocatedHeight ?? headerCell.allocatedHeight)
            table.verticalAdjustment.value += headerTop - height / 2
            waitOnMainLoop(
                "the pinned header pushed up by half a header (\(-height / 2))",
                seen: "offset \(String(describing: pinned.pin?.offset))"
            ) { abs((pinned.pin?.offset ?? 0) + height / 2) < 1 }
            XCTAssertEqual(pinned.pin?.section, 0)
            XCTAssertEqual(pinned.frame.bounds(relativeTo: table.listWidget)?.y ?? 0, -height / 2, accuracy: 1)
            XCTAssertEqual(pinned.coveredHeight, height / 2, accuracy: 1)

            // Past it, section 1's own header is pinned.
            table.verticalAdjustment.value += height * 3
            waitOnMainLoop("section 1's header pinned", seen: "\(String(describing: pinned.pin))") {
                pinned.pin?.section == 1 && pinned.pin?.offset == 0
            }
            XCTAssertEqual(pinned.cell.flatMap(shownText), "Header 1")

            table.pinsSectionHeaders = false
            XCTAssertFalse(pinned.isShown)
            XCTAssertFalse(pinned.frame.isVisible)
        }
    }

    func testPinnedHeaderTakesNoClicksForTheRowsBelowItAndIsHiddenFromAssistiveTechnologies() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [60], headers: true)
            let table = makeTable(source)
            _ = present(table, width: 400, height: 300)
            table.verticalAdjustment.value = 300
            let pinned = table.pinnedHeaderView
            waitOnMainLoop("the pinned header shown") { pinned.isShown }
            // A row hidden under the pinned header is not pressed.
            table.emitPress(atX: 20, y: 4)
            // A negative check: a frame has passed since the release.
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.presses, [])
            // Just below it, the row there is.
            table.emitPress(atX: 20, y: pinned.coveredHeight + 6)
            XCTAssertTrue(waitForALayout(of: table))
            XCTAssertEqual(source.presses.count, 1)
            XCTAssertFalse(pinned.layer.canTarget, "scrolling and hovering pass through to the list")
            XCTAssertTrue(pinned.layer.isHiddenFromAssistiveTechnologies)
            XCTAssertTrue(pinned.frame.isHiddenFromAssistiveTechnologies)
        }
    }

    func testUpRevealsTheRowAboveBelowThePinnedHeaderNotUnderIt() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [60], headers: true)
            let table = makeTable(source)
            _ = present(table, width: 400, height: 300)
            scroll(table, toRow: 30)
            let pinned = table.pinnedHeaderView
            waitOnMainLoop("the pinned header shown") { pinned.isShown }
            // The first row wholly below the pinned header takes the focus, then Up.
            let below = table.boundCells.compactMap { cell -> (TableIndexPath, Double)? in
                guard let path = cell.indexPath, let top = table.verticalExtent(of: cell)?.top, top >= pinned.coveredHeight
                else { return nil }
                return (path, top)
            }.min { $0.1 < $1.1 }
            guard let start = below?.0 else { return XCTFail("no row below the pinned header") }
            XCTAssertTrue(table.focusRow(start.row, section: 0))
            XCTAssertTrue(table.handleKey(.up))
            let above = TableIndexPath(row: start.row - 1, section: 0)
            waitOnMainLoop("the focus on the row above", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == above
            }
            waitForALayout(of: table)
            let top = topOf(.row(above), in: table) ?? -1
            XCTAssertGreaterThanOrEqual(top, Double(pinned.frame.allocatedHeight) - 0.5, "not hidden under the pinned header")
        }
    }

    func testTablesWithoutHeadersPinNothing() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [200], headers: false)
            let table = makeTable(source)
            _ = present(table, width: 400, height: 300)
            table.verticalAdjustment.value = 500
            waitForALayout(of: table)
            // A negative check: the list has been at rest for a few frames.
            waitForTheListAtRest(table)
            XCTAssertFalse(table.pinnedHeaderView.isShown)
        }
    }

    // MARK: Section index

    func testIndexTitlesJumpToTheirSectionsHeaderAtTheTopCursorOnTheFirstRow() {
        MainActor.assumeIsolated {
            let source = IndexedSource(
                sectionTitles: ["A", "B", "C", "R", "S"], rowsPerSection: 12, indexTitles: ["A", "B", "C", "Q", "R", "S"])
            let table = makeIndexedTable(source)
            _ = present(table, width: 400, height: 400)
            waitForALayout(of: table)
            let strip = table.sectionIndexView
            XCTAssertTrue(strip.isVisible)
            XCTAssertEqual(table.sectionIndexTitles, ["A", "B", "C", "Q", "R", "S"])
            XCTAssertEqual(strip.shownLabels, ["A", "B", "C", "Q", "R", "S"])
            XCTAssertEqual(table.defaultSection(forSectionIndexTitleAt: 3), 3, "Q has no section: it goes to R's")
            for (index, button) in strip.buttons.enumerated() {
                XCTAssertTrue(button.hasAccessibleLabel("Go to section \(strip.titles[index])"))
                XCTAssertGreaterThanOrEqual(button.allocatedHeight, 24)
                XCTAssertGreaterThanOrEqual(button.allocatedWidth, 24)
                XCTAssertFalse(button.isFocusable, "the keyboard's way to a section is type-ahead")
            }
            // Trailing edge, and the list ends where the strip begins.
            let stripBounds = strip.bounds(relativeTo: table)
            let listBounds = table.listWidget.bounds(relativeTo: table)
            XCTAssertGreaterThanOrEqual(stripBounds?.x ?? 0, (listBounds?.x ?? 0) + (listBounds?.width ?? 0) - 0.5)

            // A press on "Q" (a real press on the strip's gesture, at Q's centre).
            guard let q = strip.buttons[3].bounds(relativeTo: strip) else { return XCTFail("no Q") }
            strip.emitDrag(fromY: q.y + q.height / 2)
            waitOnMainLoop("the cursor on R's first row", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 3)
            }
            XCTAssertEqual(topOf(.header(section: 3), in: table) ?? -1, 0, accuracy: 0.5)

            // A drag from A to C lands on C.
            guard let a = strip.buttons[0].bounds(relativeTo: strip), let c = strip.buttons[2].bounds(relativeTo: strip) else {
                return XCTFail("no A or C")
            }
            strip.emitDrag(fromY: a.y + 5, toY: c.y + c.height / 2)
            waitOnMainLoop("the cursor on C's first row", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 2)
            }
            XCTAssertEqual(topOf(.header(section: 2), in: table) ?? -1, 0, accuracy: 0.5)
            XCTAssertEqual(source.presses, [], "jumping presses nothing")
        }
    }

    func testTitlesWithNoSectionAreWarnedAndBadMappingsClamped() {
        MainActor.assumeIsolated {
            let source = IndexedSource(sectionTitles: ["A", "B"], rowsPerSection: 5, indexTitles: ["A", "B", "Y", "Z"])
            let (table, warnings) = capturingStandardError { makeIndexedTable(source) }
            XCTAssertTrue(warnings.contains("'Y' has no section and none after it"), warnings)
            XCTAssertTrue(warnings.contains("'Z' has no section and none after it"), warnings)
            XCTAssertEqual(table.defaultSection(forSectionIndexTitleAt: 3), 1)
            _ = present(table, width: 400, height: 300)
            source.mapping = { _, _ in 42 }
            let (_, clamped) = capturingStandardError {
                table.sectionIndexView.buttons[0].emitClicked()
                waitOnMainLoop(
                    "the cursor on the last section's first row", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")"
                ) {
                    table.focusedIndexPath == TableIndexPath(row: 0, section: 1)
                }
            }
            XCTAssertTrue(clamped.contains("to section 42, which the table does not have"), clamped)
            XCTAssertEqual(table.focusedIndexPath, TableIndexPath(row: 0, section: 1))
            let (moved, missing) = capturingStandardError { table.scrollToSection(7) }
            XCTAssertFalse(moved)
            XCTAssertTrue(missing.contains("no section 7"), missing)
        }
    }

    func testNoTitlesOrAnEmptyListShowNoStrip() {
        MainActor.assumeIsolated {
            let source = IndexedSource(sectionTitles: ["A", "B"], rowsPerSection: 5, indexTitles: [])
            let table = makeIndexedTable(source)
            _ = present(table, width: 400, height: 300)
            XCTAssertFalse(table.sectionIndexView.isVisible)
            XCTAssertEqual(table.sectionIndexTitles, [])
            source.indexTitles = nil
            table.reloadData()
            XCTAssertFalse(table.sectionIndexView.isVisible)
            source.indexTitles = ["A"]
            table.reloadData()
            XCTAssertTrue(table.sectionIndexView.isVisible)
        }
    }

    func testAShortStripFoldsTitlesAndKeepsEachTarget24PixelsTall() {
        MainActor.assumeIsolated {
            let letters = (0..<26).map { String(Character(Unicode.Scalar(65 + $0)!)) }
            let source = IndexedSource(sectionTitles: letters, rowsPerSection: 3, indexTitles: letters)
            let table = makeIndexedTable(source)
            _ = present(table, width: 400, height: 300)
            let strip = table.sectionIndexView
            waitOnMainLoop("the strip folded", seen: "\(strip.buttons.count) buttons") {
                strip.buttons.count < 26 && strip.buttons.count > 1
            }
            waitForALayout(of: table)
            XCTAssertTrue(strip.shownLabels.contains("•"))
            for button in strip.buttons {
                XCTAssertGreaterThanOrEqual(button.allocatedHeight, 24)
            }
        }
    }

    func testTheStripIsOnTheLeftRightToLeft() {
        MainActor.assumeIsolated {
            Widget.defaultIsRightToLeft = true
            defer { Widget.defaultIsRightToLeft = false }
            let source = IndexedSource(sectionTitles: ["A", "B"], rowsPerSection: 20, indexTitles: ["A", "B"])
            let table = makeIndexedTable(source)
            _ = present(table, width: 400, height: 300)
            waitForALayout(of: table)
            let strip = table.sectionIndexView.bounds(relativeTo: table)
            let list = table.listWidget.bounds(relativeTo: table)
            XCTAssertEqual(strip?.x ?? -1, 0, accuracy: 0.5)
            XCTAssertGreaterThanOrEqual(list?.x ?? 0, (strip?.width ?? 0) - 0.5, "the list starts right of the strip")
        }
    }

    // MARK: Type-ahead

    func testTypeAheadInTheRecyclingTableGoesThroughEverySection() {
        MainActor.assumeIsolated {
            let source = IndexedSource(sectionTitles: ["Ada", "Bea", "Zoë"], rowsPerSection: 30, indexTitles: nil)
            let table = makeIndexedTable(source)
            _ = present(table, width: 400, height: 300)
            XCTAssertTrue(table.focusRow(0, section: 0) || waitOnMainLoop("row 0 taking the focus") { table.focusRow(0, section: 0) })
            // Z, o, e within a second: the accent does not count.
            table.typeAhead("z", at: 100)
            table.typeAhead("o", at: 100.2)
            table.typeAhead("e", at: 100.4)
            waitOnMainLoop("the cursor on Zoë's first row", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 2)
            }
            // After a pause, "b" starts over.
            table.typeAhead("B", at: 102)
            waitOnMainLoop("the cursor on Bea's first row", seen: "focus on \(table.focusedIndexPath.map { "\($0)" } ?? "nothing")") {
                table.focusedIndexPath == TableIndexPath(row: 0, section: 1)
            }
            // Keys: Ctrl+letter is not type-ahead; Space presses unless a search is going on.
            XCTAssertFalse(table.handleTypeAheadKey(KeyValue.letterA.rawValue, modifiers: [.control]))
            XCTAssertFalse(table.handleTypeAheadKey(KeyValue.space.rawValue, modifiers: []))
            XCTAssertFalse(table.handleTypeAheadKey(KeyValue.down.rawValue, modifiers: []))
            XCTAssertTrue(table.handleTypeAheadKey(KeyValue.letterA.rawValue, modifiers: []))
            XCTAssertTrue(table.handleTypeAheadKey(KeyValue.space.rawValue, modifiers: []), "a space within a search")
            XCTAssertEqual(source.presses, [])
        }
    }

    func testTypeAheadInTheStackTableBothBackends() {
        MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let delegate = RecordingDelegate(count: 40)
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                _ = present(table, width: 400, height: 300)
                XCTAssertTrue(table.focusRow(at: 0))
                waitOnMainLoop(
                    "the cursor on row 0 (\(backend))", seen: "cursor on row \(table.focusedRowIndex.map(String.init) ?? "none")"
                ) {
                    table.rowsHaveFocus && table.focusedRowIndex == 0
                }
                // "0. User" … "39. User": 1 goes on to 1 (after the cursor), then 2 to 12.
                table.typeAhead("1", at: 50)
                waitOnMainLoop(
                    "the cursor on row 1 (\(backend))", seen: "cursor on row \(table.focusedRowIndex.map(String.init) ?? "none")"
                ) { table.focusedRowIndex == 1 }
                table.typeAhead("2", at: 50.3)
                waitOnMainLoop(
                    "the cursor on row 12 (\(backend))", seen: "cursor on row \(table.focusedRowIndex.map(String.init) ?? "none")"
                ) { table.focusedRowIndex == 12 }
                // Ctrl+A stays select-all's; Delete is no text.
                XCTAssertFalse(table.handleTypeAheadKey(KeyValue.letterA.rawValue, modifiers: [.control]))
                XCTAssertFalse(table.handleTypeAheadKey(KeyValue.delete.rawValue, modifiers: []))
                // Space presses unless a search is going on (as in the sectioned recycling table).
                XCTAssertFalse(table.handleTypeAheadKey(KeyValue.space.rawValue, modifiers: []), "\(backend)")
                XCTAssertTrue(table.handleTypeAheadKey(KeyValue.letterA.rawValue, modifiers: []))
                XCTAssertTrue(table.handleTypeAheadKey(KeyValue.space.rawValue, modifiers: []), "a space within a search (\(backend))")
                XCTAssertEqual(delegate.presses, [], "\(backend)")
            }
        }
    }

    func testTheDelegatesTypeAheadTextWinsOverTheRowsLabel() {
        MainActor.assumeIsolated {
            final class Named: StackTableViewDelegate {
                func numberOfItems(in tableView: StackTableView) -> Int { 3 }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { Label("row \(index)") }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
                func stackTableView(_ tableView: StackTableView, typeAheadTextForItemAt index: Int) -> String? {
                    ["İstanbul", "Émile", "Ilgın"][index]
                }
            }
            for backend in [TableBackend.stack, .recycling] {
                let delegate = Named()
                let table = StackTableView(backend: backend)
                table.delegate = delegate
                table.reloadData()
                let window = present(table, width: 400, height: 300)
                defer { window.destroy() }
                table.typeAhead("e", at: 10)
                waitOnMainLoop(
                    "É by e, through GLib's decomposition (\(backend))",
                    seen: "cursor on row \(table.focusedRowIndex.map(String.init) ?? "none")"
                ) { table.focusedRowIndex == 1 }
                XCTAssertEqual(table.typeAheadText(at: 0), "İstanbul", "\(backend)")
            }
        }
    }
}
