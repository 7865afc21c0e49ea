import TableDeckBridge
import TestSupport
import XCTest

/// A box of `color` asking for `width` × `height`.
@MainActor
private func swatch(_ color: Color, width: Int, height: Int) -> Box {
    let box = Box(.vertical)
    box.backgroundColor = color
    box.setSizeRequest(width: width, height: height)
    return box
}

/// Whether `widget` is `ancestor` or inside it (picked widgets are new wrappers: compared by
/// identity).
@MainActor
private func isWithin(_ widget: Widget?, _ ancestor: Widget) -> Bool {
    var current = widget
    while let node = current {
        if node.identity == ancestor.identity { return true }
        current = node.parent
    }
    return false
}

/// `Overlay`, the public container of views over one another, and `canTarget`, which lets
/// clicks pass through a view (UIKit's `isUserInteractionEnabled = false`).
final class OverlayTests: GTKTestCase {
    /// The bottom view sizes the overlay and fills it; a later view is drawn over it where its
    /// alignment puts it; a measured one makes the overlay grow to fit it.
    func testViewsLieOverTheBottomOneWhereTheirAlignmentPutsThem() {
        MainActor.assumeIsolated {
            let overlay = Overlay()
            overlay.horizontalAlignment = .start
            overlay.verticalAlignment = .start
            overlay.setChild(swatch(Color(red: 1, green: 0, blue: 0), width: 200, height: 100))
            let badge = swatch(Color(red: 0, green: 0, blue: 1), width: 40, height: 30)
            badge.horizontalAlignment = .end
            badge.verticalAlignment = .start
            overlay.addOverlay(badge)
            let window = present(overlay, width: 400, height: 300)
            defer { window.destroy() }
            waitForFrames(2, of: overlay)
            XCTAssertEqual(overlay.allocatedWidth, 200, "the bottom view sizes the overlay")
            XCTAssertEqual(overlay.allocatedHeight, 100)
            let pixels = overlay.renderPixels()
            XCTAssertEqual(
                pixels?.pixel(x: 190, y: 10), RenderedPixels.Pixel(red: 0, green: 0, blue: 255), "the badge on top, top trailing")
            XCTAssertEqual(pixels?.pixel(x: 150, y: 10), RenderedPixels.Pixel(red: 255, green: 0, blue: 0), "the bottom view beside it")
            XCTAssertEqual(pixels?.pixel(x: 190, y: 50), RenderedPixels.Pixel(red: 255, green: 0, blue: 0), "and below it")

            let wide = swatch(Color(red: 0, green: 1, blue: 0), width: 300, height: 20)
            wide.verticalAlignment = .end
            overlay.addOverlay(wide, measured: true)
            waitOnMainLoop("the overlay grown to its measured view", seen: "\(overlay.allocatedWidth) px") {
                overlay.allocatedWidth == 300
            }
            waitForFrames(2, of: overlay)
            XCTAssertEqual(overlay.renderPixels()?.pixel(x: 250, y: 95), RenderedPixels.Pixel(red: 0, green: 255, blue: 0))

            overlay.removeOverlay(wide)
            waitOnMainLoop("the overlay back to its bottom view's size", seen: "\(overlay.allocatedWidth) px") {
                overlay.allocatedWidth == 200
            }
        }
    }

    /// A view over a button takes its clicks; with `canTarget` off the pointer passes through
    /// it to the button (GTK delivers pointer input to the widget it picks).
    func testCanTargetLetsClicksThroughToTheViewBelow() {
        MainActor.assumeIsolated {
            let overlay = Overlay()
            let button = Button(label: "Buy")
            button.setSizeRequest(width: 160, height: 60)
            overlay.setChild(button)
            let gradient = Box(.vertical)
            overlay.addOverlay(gradient)
            let window = present(overlay, width: 300, height: 200)
            defer { window.destroy() }
            waitForFrames(1, of: overlay)
            let middle = (x: Double(overlay.allocatedWidth) / 2, y: Double(overlay.allocatedHeight) / 2)
            XCTAssertTrue(gradient.canTarget, "views take the pointer by default")
            XCTAssertTrue(isWithin(overlay.pick(x: middle.x, y: middle.y), gradient), "the view on top takes the click")
            XCTAssertFalse(isWithin(overlay.pick(x: middle.x, y: middle.y), button))

            gradient.canTarget = false
            XCTAssertFalse(gradient.canTarget)
            let picked = overlay.pick(x: middle.x, y: middle.y)
            XCTAssertTrue(isWithin(picked, button), "the click passes through to the button")
            XCTAssertFalse(isWithin(picked, gradient))
        }
    }

    /// Bad input: a view with a parent is refused, a view that is no overlaid view is not
    /// removed; each with a warning, nothing moved.
    func testViewsWithAParentOrNotOverlaidAreRefusedWithAWarning() {
        MainActor.assumeIsolated {
            let overlay = Overlay()
            let bottom = Label("bottom")
            overlay.setChild(bottom)
            let elsewhere = Box(.vertical)
            let taken = Label("taken")
            elsewhere.append(taken)
            let stranger = Label("stranger")
            let (_, warnings) = capturingStandardError {
                overlay.addOverlay(taken)
                overlay.setChild(taken)
                overlay.addOverlay(bottom)
                overlay.removeOverlay(stranger)
                overlay.removeOverlay(bottom)
            }
            XCTAssertTrue(taken.isChild(of: elsewhere), "left where it was")
            XCTAssertTrue(bottom.isChild(of: overlay))
            XCTAssertFalse(stranger.hasParent)
            XCTAssertEqual(overlay.childCount, 1)
            let lines = warnings.split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.contains("already has a parent") }.count, 3, warnings)
            XCTAssertEqual(lines.filter { $0.contains("not one of its overlaid views") }.count, 2, warnings)
        }
    }

    func testTheOverlayAndItsViewsAreFreedWithTheWindow() {
        MainActor.assumeIsolated {
            var watches: [FinalizationWatch] = []
            do {
                let overlay = Overlay()
                let bottom = Label("bottom")
                let top = Label("top")
                overlay.setChild(bottom)
                overlay.addOverlay(top, measured: true)
                let window = present(overlay)
                watches = [FinalizationWatch(overlay), FinalizationWatch(bottom), FinalizationWatch(top)]
                window.destroy()
            }
            waitUntilFinalized(watches, "the overlay and its views finalized with the window")
        }
    }
}
