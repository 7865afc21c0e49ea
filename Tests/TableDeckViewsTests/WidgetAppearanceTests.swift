import TableDeckBridge
import TestSupport
import XCTest

private let white = RenderedPixels.Pixel(red: 255, green: 255, blue: 255)

/// Shows `child` (given a 120 × 60 size) in a white box, waits for it to be drawn and returns
/// the box drawn and its window.
@MainActor
private func drawnInWhiteBox(_ child: Widget, file: StaticString = #filePath, line: UInt = #line) -> (Box, Window) {
    let box = Box(.vertical)
    box.backgroundColor = .white
    child.setSizeRequest(width: 120, height: 60)
    child.horizontalAlignment = .start
    child.verticalAlignment = .start
    box.append(child)
    let window = present(box, width: 300, height: 200)
    waitForFrames(2, of: box, file: file, line: line)
    return (box, window)
}

/// Waits until the pixel (`x`, `y`) of `widget` drawn is close to `expected`; returns whether it
/// became so. A restyle reaches the screen on a later frame.
@MainActor
@discardableResult
private func waitForPixel(
    _ expected: RenderedPixels.Pixel, at x: Int, _ y: Int, of widget: Widget, tolerance: Int = 3, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    waitOnMainLoop(
        "\(what): \(expected) at (\(x), \(y))",
        seen: widget.renderPixels()?.pixel(x: x, y: y).map(String.init(describing:)) ?? "nothing drawn", file: file, line: line
    ) { widget.renderPixels()?.pixel(x: x, y: y)?.isClose(to: expected, tolerance: tolerance) ?? false }
}

/// How many pixels of `widget` drawn are within `tolerance` of `color`.
@MainActor
private func count(_ color: RenderedPixels.Pixel, in widget: Widget, tolerance: Int = 40) -> Int {
    guard let pixels = widget.renderPixels() else { return 0 }
    return (0..<pixels.height).reduce(0) { total, y in
        total + (0..<pixels.width).filter { pixels.pixel(x: $0, y: y)?.isClose(to: color, tolerance: tolerance) ?? false }.count
    }
}

/// Colours and opacity set from code (UIKit's `backgroundColor`, `textColor`, `alpha`), read
/// back from the pixels GTK draws.
final class WidgetAppearanceTests: GTKTestCase {
    func testBackgroundColorFillsTheWidgetAndWinsOverAnAppStyleSheet() throws {
        try MainActor.assumeIsolated {
            let label = Label("Sale")
            let (box, window) = drawnInWhiteBox(label)
            defer { window.destroy() }
            XCTAssertNil(label.backgroundColor)
            waitForPixel(white, at: 3, 3, of: box, "no background of its own")

            let display = try XCTUnwrap(Display.default)
            let appSheet = try StyleSheet(".tabledeck-test-tinted { background-color: rgb(0, 0, 255); }")
            appSheet.install(on: display, priority: .application)
            defer { appSheet.uninstall(from: display) }
            label.addCSSClass("tabledeck-test-tinted")
            waitForPixel(RenderedPixels.Pixel(red: 0, green: 0, blue: 255), at: 3, 3, of: box, "the app sheet's blue")

            let orange = try XCTUnwrap(Color(css: "#ff8000"))
            label.backgroundColor = orange
            XCTAssertEqual(label.backgroundColor, orange)
            waitForPixel(RenderedPixels.Pixel(red: 255, green: 128, blue: 0), at: 3, 3, of: box, "the colour from code, over the app's")
            waitForPixel(RenderedPixels.Pixel(red: 255, green: 128, blue: 0), at: 117, 57, of: box, "to the widget's far corner")
            waitForPixel(white, at: 125, 65, of: box, "not past it")

            label.backgroundColor = nil
            XCTAssertNil(label.backgroundColor)
            waitForPixel(RenderedPixels.Pixel(red: 0, green: 0, blue: 255), at: 3, 3, of: box, "the app sheet's again")
        }
    }

    /// A button's theme paints it with a background image; a colour from code replaces that too.
    func testBackgroundColorShowsOnAButton() {
        MainActor.assumeIsolated {
            let button = Button(label: "Buy")
            let (box, window) = drawnInWhiteBox(button)
            defer { window.destroy() }
            button.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
            waitForPixel(RenderedPixels.Pixel(red: 0, green: 128, blue: 0), at: 60, 8, of: box, "the button green")
        }
    }

    /// The text colour is drawn and inherited: set on a box, its label's text takes it.
    func testForegroundColorColoursTextAndIsInherited() throws {
        MainActor.assumeIsolated {
            let row = Box(.horizontal)
            let label = Label("████ MMMM ████")
            row.append(label)
            let (box, window) = drawnInWhiteBox(row)
            defer { window.destroy() }
            let magenta = RenderedPixels.Pixel(red: 255, green: 0, blue: 255)
            XCTAssertEqual(count(magenta, in: box), 0, "the theme's text colour is not magenta")
            row.foregroundColor = Color(red: 1, green: 0, blue: 1)
            XCTAssertEqual(row.foregroundColor, Color(css: "magenta"))
            waitOnMainLoop("the label's text drawn magenta", seen: "\(count(magenta, in: box)) magenta pixels") {
                count(magenta, in: box) > 20
            }
            XCTAssertNil(label.foregroundColor, "inherited, not set on the label")
            row.foregroundColor = nil
            waitOnMainLoop("the text back in the theme's colour", seen: "\(count(magenta, in: box)) magenta pixels") {
                count(magenta, in: box) == 0
            }
        }
    }

    /// A theme colour follows the dark style (UIKit's semantic colours); a fixed one does not.
    func testThemeColorsFollowTheDarkStyle() {
        MainActor.assumeIsolated {
            let themed = Box(.vertical)
            themed.backgroundColor = .viewBackground
            let fixed = Box(.vertical)
            fixed.backgroundColor = Color(white: 0.9)
            fixed.setSizeRequest(width: 40, height: 40)
            themed.append(fixed)
            let (box, window) = drawnInWhiteBox(themed)
            defer { window.destroy() }
            let wasDark = DesktopAppearance.prefersDarkTheme
            defer { DesktopAppearance.prefersDarkTheme = wasDark }
            let grey = RenderedPixels.Pixel(red: 230, green: 230, blue: 230)
            @MainActor func brightness() -> Int { box.renderPixels()?.pixel(x: 100, y: 50)?.red ?? -1 }

            DesktopAppearance.prefersDarkTheme = false
            waitOnMainLoop("a light view background", seen: "red channel \(brightness())") { brightness() > 200 }
            DesktopAppearance.prefersDarkTheme = true
            waitOnMainLoop("a dark view background", seen: "red channel \(brightness())") { brightness() < 80 }
            waitForPixel(grey, at: 20, 20, of: box, "the fixed grey unchanged in the dark")
        }
    }

    func testOpacityFadesTheWidgetOverWhatIsBehind() {
        MainActor.assumeIsolated {
            let black = Box(.vertical)
            black.backgroundColor = .black
            let (box, window) = drawnInWhiteBox(black)
            defer { window.destroy() }
            waitForPixel(RenderedPixels.Pixel(red: 0, green: 0, blue: 0), at: 10, 10, of: box, "opaque black")
            black.opacity = 0.5
            XCTAssertEqual(black.opacity, 0.5, accuracy: 1.0 / 255)
            waitForPixel(RenderedPixels.Pixel(red: 128, green: 128, blue: 128), at: 10, 10, of: box, tolerance: 4, "half black over white")
            black.opacity = 0
            waitForPixel(white, at: 10, 10, of: box, "invisible")
        }
    }

    /// Bad input: an opacity outside 0…1 or not a number is clamped, a component likewise, a
    /// colour text that is no colour makes none; each is named in one warning however often it
    /// comes.
    func testBadValuesAreClampedOrRefusedWithOneWarningEach() {
        MainActor.assumeIsolated {
            let label = Label("x")
            let (_, warnings) = capturingStandardError {
                label.opacity = -0.5
                XCTAssertEqual(label.opacity, 0)
                label.opacity = -0.5
                label.opacity = 1.5
                XCTAssertEqual(label.opacity, 1)
                label.opacity = 0.3
                label.opacity = .nan
                XCTAssertEqual(label.opacity, 1)

                XCTAssertNil(Color(css: "blurple"))
                XCTAssertNil(Color(css: "blurple"))
                XCTAssertNil(Color(css: "#12345"))
                XCTAssertEqual(Color(red: 2, green: 0, blue: -1), Color(css: "rgb(255, 0, 0)"))
                XCTAssertEqual(Color.accent.withAlpha(7).description, "alpha(@theme_selected_bg_color, 1.0)")
            }
            let lines = warnings.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.filter { $0.contains("opacity -0.5") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("opacity 1.5") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("opacity nan") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("'blurple'") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("'#12345'") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("red 2.0") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("blue -1.0") }.count, 1, warnings)
            XCTAssertEqual(lines.filter { $0.contains("alpha 7.0") }.count, 1, warnings)
            XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("tabledeck: warning:") }, warnings)
        }
    }

    /// Two equal colours are one colour, however written.
    func testColorsAreEqualWhenTheyDrawTheSame() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Color(css: "red"), Color(red: 1, green: 0, blue: 0))
            XCTAssertEqual(Color(css: "#0000ff80"), Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
            XCTAssertEqual(Color(white: 1), .white)
            XCTAssertNotEqual(Color.viewBackground, .white)
        }
    }
}
