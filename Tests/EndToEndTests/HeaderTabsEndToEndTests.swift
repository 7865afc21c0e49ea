import Foundation
import XCTest

/// At every width and in every language, the header shows either all the screen tabs, whole, or
/// the drop-down: never clipped tabs ("Jsers", Turkish "anıcılar"), as a fixed width threshold
/// (640 px) would leave between about 641 and 700 px.
final class HeaderTabsEndToEndTests: EndToEndTestCase {
    /// The widest shape across the header bar's rows: the row of tabs (one linked shape) or the
    /// drop-down button, whichever is showing. Shapes are runs of pixels that differ from the
    /// header bar's own colour, read at column 8 (left of every control at any width; column 20,
    /// which ``Screenshot/runs(onRow:)`` uses, is inside the first tab at 720 px).
    private func widestShape(x: Int, y: Int, width: Int) throws -> (start: Int, end: Int) {
        let shot = try Screenshot.capture(x: x, y: y + 4, width: width, height: 40)
        var widest = (start: 0, end: -1)
        for row in 0..<shot.height {
            let background = shot.pixel(8, row)
            var start: Int?
            for column in 0...shot.width {
                var differs = false
                if column < shot.width {
                    let p = shot.pixel(column, row)
                    differs = abs(p.r - background.r) + abs(p.g - background.g) + abs(p.b - background.b) > 30
                }
                if differs, start == nil { start = column }
                if !differs, let begun = start {
                    if column - 1 - begun > widest.end - widest.start { widest = (begun, column - 1) }
                    start = nil
                }
            }
        }
        return widest
    }

    private func resize(width: Int) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let window = try AppProcess.resizeMainWindow(width: width, height: 600)
        XCTAssertEqual(window.width, width)
        return window
    }

    func testTabsAreWholeOrReplacedByTheDropDownAtEveryWidthInEveryLanguage() throws {
        let locales = try CompiledTranslations.folder()
        for language in ["en", "tr", "ja"] {
            let (app, _) = try AppProcess.launch(
                ["--screen", "detail"], environment: ["LANGUAGE": language, "TABLEDECK_LOCALE_DIR": locales], pointing: false)
            defer { app.stop() }
            // Wide: every tab shows; the width of the whole row of tabs.
            var window = try resize(width: 1280)
            let tabs = try widestShape(x: window.x, y: window.y, width: window.width)
            let tabsWidth = tabs.end - tabs.start + 1
            XCTAssertGreaterThan(tabsWidth, 300, "\(language): four tabs at 1280 px")
            var sawDropDown = false
            for width in [720, 700, 690, 680, 670, 660, 650, 641, 600, 400] {
                window = try resize(width: width)
                let shape = try widestShape(x: window.x, y: window.y, width: window.width)
                let shown = shape.end - shape.start + 1
                let whole = abs(shown - tabsWidth) <= 2 && shape.start > 0
                let dropDown = shown < tabsWidth / 2
                XCTAssertTrue(
                    whole || dropDown,
                    "\(language) at \(width) px: a \(shown) px shape from x \(shape.start), neither the whole "
                        + "\(tabsWidth) px tabs nor the drop-down (clipped tabs)")
                // Once the drop-down took over, narrower windows keep it.
                if sawDropDown { XCTAssertTrue(dropDown, "\(language) at \(width) px") }
                sawDropDown = sawDropDown || dropDown
            }
            XCTAssertTrue(sawDropDown, "\(language): the drop-down at 400 px")
            // The switcher still works: Ctrl+2 shows the Carousel.
            try Xdotool.pointAt(window)
            try Xdotool.key("ctrl+2")
            XCTAssertNotNil(app.waitForLine(timeout: 10) { $0.hasPrefix("Page 1 of ") }, "\(language)")
            app.stop()
        }
    }
}
