import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A delegate whose row views are boxes with a padding of their own (the app sheet's
/// `tabledeck-test-padded`, 5 px above and below, 7 px at the sides) and `margin` px of margins:
/// a UIKit cell's view, ported with its own insets. It keeps the last view made for each row and
/// the label inside it, whose box is where the content is.
@MainActor
private final class PaddedRows: StackTableViewDelegate {
    let count: Int
    let margin: Int
    /// The rows whose views are given a white background colour.
    let white: Set<Int>
    var rowViews: [Int: Box] = [:]
    var views: [Int: Label] = [:]

    init(count: Int, margin: Int = 0, white: Set<Int> = []) {
        self.count = count
        self.margin = margin
        self.white = white
    }

    func numberOfItems(in tableView: StackTableView) -> Int { count }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let box = Box(.horizontal)
        box.addCSSClass("tabledeck-test-padded")
        box.setMargins(margin)
        if white.contains(index) { box.backgroundColor = .white }
        let label = Label("\(index). Padded")
        label.expandsHorizontally = true
        box.append(label)
        rowViews[index] = box
        views[index] = label
        return box
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
}

/// The app's sheet that gives `PaddedRows`' views their padding.
@MainActor
private let paddedSheet = try? StyleSheet(".tabledeck-test-padded { padding: 5px 7px; }")

/// A 400 × 300 window showing a `backend` stack table of `rows`, with `insets` if given
/// (before the rows are made); ``GTKTestCase`` closes the window.
@MainActor
private func showTable(_ rows: PaddedRows, backend: TableBackend = .stack, insets: EdgeInsets? = nil) -> StackTableView {
    let table = StackTableView(backend: backend)
    if let insets { table.rowInsets = insets }
    table.delegate = rows
    table.reloadData()
    GTKTestCase.windowsToClose.append(present(table, width: 400, height: 300))
    return table
}

/// Where row content sits in `table`: the first row's label (the content, inside the view's
/// padding) and the distance from the first label's top to the second's (the rows' pitch).
@MainActor
private func rowGeometry(_ table: StackTableView, _ rows: PaddedRows, file: StaticString = #filePath, line: UInt = #line)
    -> (box: WidgetBounds, pitch: Double)?
{
    var seen = "nothing"
    waitOnMainLoop("rows 0 and 1 laid out", seen: seen, file: file, line: line) {
        guard let first = rows.views[0]?.bounds(relativeTo: table), let second = rows.views[1]?.bounds(relativeTo: table)
        else { return false }
        seen = "\(first) and \(second)"
        return first.height > 0 && second.y > first.y
    }
    waitUntilSteady("the rows' places", of: table, file: file, line: line) {
        [rows.views[0], rows.views[1]].map { String(describing: $0?.bounds(relativeTo: table)) }
    }
    guard let first = rows.views[0]?.bounds(relativeTo: table), let second = rows.views[1]?.bounds(relativeTo: table) else {
        return nil
    }
    return (first, second.y - first.y)
}

/// A stack table's row inset (UIKit's cell layout margins) is kept when the delegate's view has
/// padding or margins of its own, the same on both backends: with `.stack` the view *is* the row,
/// and its own CSS padding used to replace the library's.
final class StackTableRowInsetsTests: GTKTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        MainActor.assumeIsolated {
            if let display = Display.default { paddedSheet?.install(on: display, priority: .application) }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            if let display = Display.default { paddedSheet?.uninstall(from: display) }
        }
        super.tearDown()
    }

    /// The view's own padding and margins add to the row's inset (8 px above and below, 16 px
    /// at the sides, one more below for the separator), on both backends alike.
    func testAViewsOwnPaddingAndMarginsAddToTheRowInset() throws {
        try MainActor.assumeIsolated {
            var places: [TableBackend: WidgetBounds] = [:]
            for backend in [TableBackend.stack, .recycling] {
                let rows = PaddedRows(count: 3, margin: 3)
                let table = showTable(rows, backend: backend)
                let geometry = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                // A row view is at least 24 px tall inside its padding (the library's minimum), on both.
                let text = max(24, Double(Label("0. Padded").measureHeight(forWidth: -1).natural))
                XCTAssertEqual(geometry.box.x, 16 + 3 + 7, "\(backend): the row's inset, the view's margin, then its padding")
                XCTAssertEqual(geometry.box.y, 8 + 3 + 5, "\(backend)")
                XCTAssertEqual(geometry.box.height, text, "\(backend)")
                XCTAssertEqual((geometry.box.x + geometry.box.width), 400 - 16 - 3 - 7, accuracy: 1, "\(backend)")
                XCTAssertEqual(geometry.pitch, 8 + 3 + 5 + text + 5 + 3 + 8 + 1, "\(backend): and the same below, with the separator")
                places[backend] = geometry.box
            }
            XCTAssertEqual(places[.stack], places[.recycling], "both backends place the content alike")
        }
    }

    /// `rowInsets` replaces the library's inset on every row, those on screen at once; `.zero`
    /// leaves the view's own padding (the separator stays).
    func testRowInsetsChangeEveryRowOnBothBackends() throws {
        try MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let rows = PaddedRows(count: 3)
                let table = showTable(rows, backend: backend)
                XCTAssertEqual(table.rowInsets, StackTableView.defaultRowInsets)
                // A row view is at least 24 px tall inside its padding (the library's minimum), on both.
                let text = max(24, Double(Label("0. Padded").measureHeight(forWidth: -1).natural))
                let before = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                XCTAssertEqual(before.box.x, 16 + 7, "\(backend)")

                table.rowInsets = EdgeInsets(top: 2, leading: 30, bottom: 4, trailing: 0)
                waitOnMainLoop(
                    "\(backend): the new insets on screen", seen: "\(String(describing: rows.views[0]?.bounds(relativeTo: table)))"
                ) {
                    rows.views[0]?.bounds(relativeTo: table)?.x == 30 + 7
                }
                let after = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                XCTAssertEqual(after.pitch, 2 + 5 + text + 5 + 4 + 1, "\(backend)")
                XCTAssertEqual((after.box.x + after.box.width), 400 - 7, accuracy: 1, "\(backend): no trailing inset")

                table.rowInsets = .zero
                waitOnMainLoop("\(backend): edge to edge", seen: "\(String(describing: rows.views[0]?.bounds(relativeTo: table)))") {
                    rows.views[0]?.bounds(relativeTo: table)?.x == 7
                }
                let flush = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                XCTAssertEqual(flush.pitch, 5 + text + 5 + 1, "\(backend): the view's own padding and the separator")

                table.rowInsets = StackTableView.defaultRowInsets
                table.reloadData()
                let again = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                XCTAssertEqual(again.box.x, 16 + 7, "\(backend): back to the library's")
            }
        }
    }

    /// In a right-to-left table the leading inset is on the right.
    func testLeadingAndTrailingFollowTheReadingDirection() throws {
        try MainActor.assumeIsolated {
            Widget.defaultIsRightToLeft = true
            defer { Widget.defaultIsRightToLeft = false }
            for backend in [TableBackend.stack, .recycling] {
                let rows = PaddedRows(count: 3)
                let table = showTable(rows, backend: backend, insets: EdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 4))
                let geometry = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                XCTAssertEqual(geometry.box.x, 4 + 7, "\(backend): the trailing inset on the left")
                XCTAssertEqual(
                    (geometry.box.x + geometry.box.width), 400 - 40 - 7, accuracy: 1, "\(backend): the leading inset on the right")
            }
        }
    }

    /// Bad input: a negative side is 0, with one warning naming the insets.
    func testNegativeInsetsAreZeroWithOneWarning() throws {
        try MainActor.assumeIsolated {
            let rows = PaddedRows(count: 3)
            let table = showTable(rows)
            let (_, warnings) = capturingStandardError {
                table.rowInsets = EdgeInsets(top: -6, leading: 10, bottom: 8, trailing: 16)
                table.rowInsets = EdgeInsets(top: -6, leading: 10, bottom: 8, trailing: 16)
            }
            XCTAssertEqual(warnings.split(separator: "\n").filter { $0.contains("top -6") }.count, 1, warnings)
            XCTAssertEqual(table.rowInsets.top, -6, "kept as given, drawn as 0")
            waitOnMainLoop("the leading inset on screen", seen: "\(String(describing: rows.views[0]?.bounds(relativeTo: table)))") {
                rows.views[0]?.bounds(relativeTo: table)?.x == 10 + 7
            }
            let geometry = try XCTUnwrap(rowGeometry(table, rows))
            XCTAssertEqual(geometry.box.y, 5, "no inset above the first row, only the view's padding")
        }
    }

    /// A row view's background colour fills the whole row on both backends (with `.recycling`
    /// the cell around the view takes it), and the selection bar and the separator stay drawn
    /// over it.
    func testABackgroundColorOnARowViewFillsTheRowAndKeepsTheSelectionBarAndSeparator() throws {
        try MainActor.assumeIsolated {
            for backend in [TableBackend.stack, .recycling] {
                let rows = PaddedRows(count: 3, white: [0])
                let table = showTable(rows, backend: backend)
                _ = try XCTUnwrap(rowGeometry(table, rows), "\(backend)")
                table.selectRow(at: 0)
                let row = try XCTUnwrap(table.rowWidget(at: 0), "\(backend)")
                let height = Int((row.bounds(relativeTo: row)?.height ?? 0).rounded(.down))
                // In the row's leading inset, clear of the text and of the 4 px bar.
                waitOnMainLoop(
                    "\(backend): the white row drawn", seen: "\(String(describing: row.renderPixels()?.pixel(x: 10, y: height / 2)))"
                ) {
                    row.renderPixels()?.pixel(x: 10, y: height / 2) == RenderedPixels.Pixel(red: 255, green: 255, blue: 255)
                }
                waitOnMainLoop(
                    "\(backend): the selection bar drawn", seen: "\(String(describing: row.renderPixels()?.pixel(x: 1, y: height / 2)))"
                ) {
                    (row.renderPixels()?.pixel(x: 1, y: height / 2)?.red ?? 255) < 200
                }
                let separator = try XCTUnwrap(row.renderPixels()?.pixel(x: 10, y: height - 1), "\(backend)")
                XCTAssertLessThan(separator.red, 255, "\(backend): the separator under the row, over the white: \(separator)")
                XCTAssertEqual(row.renderPixels()?.pixel(x: 10, y: height / 2), RenderedPixels.Pixel(red: 255, green: 255, blue: 255))
            }
        }
    }
}
