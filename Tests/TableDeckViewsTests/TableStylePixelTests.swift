import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// What `table` drew in its last frame, once a frame has drawn it with every row marked.
@MainActor
private func drawnTable(_ table: StackTableView, _ delegate: SectionedDelegate, file: StaticString = #filePath, line: UInt = #line)
    -> RenderedPixels?
{
    expectMarks(table, delegate, "before drawing", file: file, line: line)
    waitForFrames(3, of: table, file: file, line: line)
    return table.renderPixels()
}

/// The bounds of row `index`'s whole box in `table`'s coordinates.
@MainActor
private func rowBounds(_ table: StackTableView, _ index: Int) -> WidgetBounds? {
    rowBox(table, index)?.bounds(relativeTo: table)
}

/// The colours of a grouped table's parts, read from pixels: a card's inside, and the
/// background beside it.
private struct CardColours: Equatable {
    var card: RenderedPixels.Pixel?
    var margin: RenderedPixels.Pixel?
}

/// A grouped table looks like cards on a tinted background, in pixels, on both engines: the
/// checks a person makes on a screenshot, made on what GTK drew (`Widget.renderPixels()`).
final class TableStylePixelTests: GTKTestCase {
    override func tearDown() {
        MainActor.assumeIsolated {
            DesktopAppearance.prefersDarkTheme = false
            Widget.defaultIsRightToLeft = false
        }
        super.tearDown()
    }

    func testAGroupedSectionIsACardOnTheWindowsBackgroundInLightAndDark() {
        MainActor.assumeIsolated {
            for dark in [false, true] {
                DesktopAppearance.prefersDarkTheme = dark
                for backend in [TableBackend.stack, .recycling] {
                    checkCards(backend: backend, dark: dark)
                }
            }
        }
    }

    /// A selected row is marked by a bar at its leading edge as well as its tint: the left edge
    /// left to right, the right edge right to left, in the plain and the grouped styles.
    func testTheSelectionBarIsAtTheLeadingEdgeInEitherDirection() {
        MainActor.assumeIsolated {
            for rightToLeft in [false, true] {
                Widget.defaultIsRightToLeft = rightToLeft
                for backend in [TableBackend.stack, .recycling] {
                    for style in [TableStyle.plain, .insetGrouped] {
                        checkSelectionBar(backend: backend, style: style, rightToLeft: rightToLeft)
                    }
                }
            }
        }
    }
}

/// Draws the pantry in a plain and an inset grouped table with `backend` and checks, in
/// pixels, the cards of the grouped one.
@MainActor
private func checkCards(backend: TableBackend, dark: Bool) {
    let what = "\(backend)\(dark ? ", dark" : "")"
    // The view colour: where a plain table's first row is, there is only its background.
    let plainDelegate = pantry()
    let plain = presentedTable(plainDelegate, backend: backend, style: .plain, height: 700)
    guard let plainPixels = drawnTable(plain, plainDelegate), let plainRow = rowBounds(plain, 0) else {
        return XCTFail("\(what): the plain table was not drawn")
    }
    let viewColour = plainPixels.pixel(x: Int(plainRow.x + plainRow.width) - 10, y: Int(plainRow.y + plainRow.height / 2))

    let delegate = pantry()
    let table = presentedTable(delegate, backend: backend, style: .insetGrouped, height: 700)
    guard let pixels = drawnTable(table, delegate), let first = rowBounds(table, 0), let middle = rowBounds(table, 1),
        let last = rowBounds(table, 2), let only = rowBounds(table, 3), let bread = rowBounds(table, 4),
        let nuts = table.titleWidget(for: .header(section: 2)).flatMap({ (($0 as? TableViewCell)?.parent ?? $0).bounds(relativeTo: table) })
    else { return XCTFail("\(what): the grouped table was not drawn, or a row or title is missing") }
    let colour = { (x: Double, y: Double) in pixels.pixel(x: Int(x), y: Int(y)) }

    // Inside the first card, at its trailing end (no text there), and in the margin beside it.
    let card = colour(first.x + first.width - 10, first.y + first.height / 2)
    let margin = colour(first.x - 6, first.y + first.height / 2)
    XCTAssertNotNil(card)
    XCTAssertNotEqual(card, margin, "\(what): the card stands out from the background beside it")
    XCTAssertEqual(card, viewColour, "\(what): a card is the view colour, as a plain table's rows")
    XCTAssertEqual(card, colour(middle.x + middle.width - 10, middle.y + middle.height / 2), "\(what): one card")

    // Rounded corners on a section's first and last rows only: just inside a corner, a
    // square box shows the card's colour, a rounded one not (the background, or the card's
    // edge drawn along the curve: the stack engine draws it just outside the row's box).
    let inside = { (bounds: WidgetBounds, top: Bool, leading: Bool) in
        colour(leading ? bounds.x + 1 : bounds.x + bounds.width - 2, top ? bounds.y + 1 : bounds.maxY - 2)
    }
    for leading in [true, false] {
        XCTAssertNotEqual(inside(first, true, leading), card, "\(what): the first row's top corners are round")
        XCTAssertEqual(inside(first, false, leading), card, "\(what): its bottom corners are square")
        XCTAssertEqual(inside(middle, true, leading), card, "\(what): a middle row has square corners")
        XCTAssertEqual(inside(middle, false, leading), card, "\(what): a middle row has square corners")
        XCTAssertEqual(inside(last, true, leading), card, "\(what): the last row's top corners are square")
        XCTAssertNotEqual(inside(last, false, leading), card, "\(what): its bottom corners are round")
        XCTAssertNotEqual(inside(only, true, leading), card, "\(what): a section's only row is round above")
        XCTAssertNotEqual(inside(only, false, leading), card, "\(what): and below")
    }

    // A section with only a header, then an empty one: no card between the header and the
    // next section's first row, only the background.
    let x = bread.x + bread.width - 10
    guard Int(nuts.maxY) < Int(bread.y) else {
        return XCTFail("\(what): the next section's first row (at \(bread.y)) is not below the header (ending at \(nuts.maxY))")
    }
    // (The row above the card is its 1 px edge on the stack engine.)
    let band = Int(nuts.maxY)..<(Int(bread.y) - 1)
    let notBackground = band.filter { colour(x, Double($0)) != margin }
    XCTAssertEqual(notBackground, [], "\(what): rows \(band) at x \(x) are the background (no empty card)")
    XCTAssertEqual(colour(x, bread.y + bread.height / 2), card, "\(what): and then the next card")
}

/// Selects the pantry's second row in a `style` table with `backend` and checks, in pixels, that
/// its bar is at the leading edge for the direction.
@MainActor
private func checkSelectionBar(backend: TableBackend, style: TableStyle, rightToLeft: Bool) {
    let what = "\(backend), \(style)\(rightToLeft ? ", right to left" : "")"
    let delegate = pantry()
    let table = presentedTable(delegate, backend: backend, style: style, height: 700)
    XCTAssertEqual(table.isRightToLeft, rightToLeft, what)
    table.selectRow(at: 1)
    guard let pixels = drawnTable(table, delegate), let row = rowBounds(table, 1) else { return XCTFail("\(what): not drawn") }
    // 3 px in from each side: within the 4 px bar (inside a card's 1 px border).
    let y = Int(row.y + row.height / 2)
    let left = pixels.pixel(x: Int(row.x) + 3, y: y)
    let right = pixels.pixel(x: Int(row.x + row.width) - 4, y: y)
    let middle = pixels.pixel(x: Int(row.x + row.width / 2) + 40, y: y)
    let (leading, trailing) = rightToLeft ? (right, left) : (left, right)
    XCTAssertNotNil(middle, what)
    XCTAssertEqual(trailing, middle, "\(what): the trailing edge is the selection's tint")
    XCTAssertNotEqual(leading, middle, "\(what): the leading edge has the bar")
}
