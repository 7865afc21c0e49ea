import TableDeckBridge
import TestSupport
import XCTest

/// One binary for GTK 4.8 to 4.18: the bridge makes GTK's newer calls where the running GTK has
/// them (4.12 and newer), GTK 4.8's elsewhere, and either way they do the same; points are
/// carried between widgets with GTK 4.0's `gtk_widget_compute_point` on both.
final class GtkRuntimeTests: GTKTestCase {
    func testTheNewerCSSCallIsUsedFromGTK412AndBothDoTheSame() throws {
        try MainActor.assumeIsolated {
            let version = GtkRuntime.version
            XCTAssertEqual(version.major, 4)
            XCTAssertGreaterThanOrEqual(version.minor, 8, "TableDeck needs GTK 4.8 or newer")
            // Debian 12 has 4.8 (the older calls), Debian 13 4.18 (the newer ones).
            let newer = version.minor >= 12
            XCTAssertEqual(GtkRuntime.loadsCSSFromString, newer, "GTK \(version)")
            XCTAssertEqual(GtkRuntime.focusesListItemsByScrollTo, newer, "GTK \(version)")
            XCTAssertEqual(GtkRuntime.scrollsListsByScrollTo, newer, "GTK \(version)")
            XCTAssertEqual(GtkRuntime.setsListTabBehavior, newer, "GTK \(version)")

            // CSS: rules apply, and a parse error is still reported, naming the problem.
            XCTAssertThrowsError(try StyleSheet(".x { colour: red; }"), "GTK \(version)")
            let box = Box(.vertical)
            let child = Label("Label")
            child.addCSSClass("tdk-runtime-test")
            child.setMargins(0)
            box.append(child)
            let display = try XCTUnwrap(Display.default)
            let sheet = try StyleSheet(".tdk-runtime-test { margin-top: 30px; margin-left: 20px; }")
            XCTAssertTrue(sheet.install(on: display, priority: .application))
            defer { sheet.uninstall(from: display) }
            let window = present(box, width: 200, height: 100)
            defer { window.destroy() }
            waitOnMainLoop("the label laid out at (20, 30)", seen: "\(String(describing: child.bounds(relativeTo: box)))") {
                child.bounds(relativeTo: box).map { $0.x == 20 && $0.y == 30 } ?? false
            }
            // Points: the label's (5, 7) is the box's (25, 37), and back.
            let there = try XCTUnwrap(child.translate(x: 5, y: 7, to: box))
            XCTAssertEqual(there.x, 25, accuracy: 0.01)
            XCTAssertEqual(there.y, 37, accuracy: 0.01)
            let back = try XCTUnwrap(box.translate(x: 25, y: 37, to: child))
            XCTAssertEqual(back.x, 5, accuracy: 0.01)
            XCTAssertEqual(back.y, 7, accuracy: 0.01)
            // No common ancestor: nothing.
            XCTAssertNil(child.translate(x: 0, y: 0, to: Label("Elsewhere")))
        }
    }

    /// Announcements: GTK 4.14 and newer announce (Debian 13's 4.18 does), GTK 4.8 cannot
    /// (Debian 12). A message is announced only where someone can hear it: the widget tests
    /// run without AT-SPI (`GTK_A11Y=none`), where GTK 4.18 would call its test context's
    /// missing announce function (a crash, met in `CarouselViewTests` as the pager announced a
    /// page), so there `announce` says no and the fallback carries the message, on both
    /// releases. That GTK 4.18 announces to Orca and GTK 4.8 falls back is the Orca tests'
    /// (`OrcaWords.messageEvent`).
    func testAnnouncementsAreMadeFromGTK414AndTheFallbackElsewhere() {
        MainActor.assumeIsolated {
            let version = GtkRuntime.version
            XCTAssertEqual(GtkRuntime.announces, version.minor >= 14, "GTK \(version)")
            let label = Label("Page 1 of 3")
            let window = present(label, width: 200, height: 100)
            defer { window.destroy() }
            XCTAssertTrue(waitForALayout(of: label))
            XCTAssertFalse(label.announce("Page 2 of 3"), "GTK \(version): no AT-SPI, no announcement, no crash")
            XCTAssertFalse(label.announce(""), "GTK \(version): nothing to announce")
            var fallbacks = 0
            label.announce("Page 3 of 3") { fallbacks += 1 }
            XCTAssertEqual(fallbacks, 1, "GTK \(version): carried by the fallback")
        }
    }

    /// A widget hidden from assistive technologies before it is on screen stays hidden once it is
    /// mapped, and again after it is hidden and shown, on every release: GTK 4.18 clears the
    /// state on each map (4.8 on each show), and the bridge sets it again before the next frame.
    /// A widget put back stays presented.
    func testAWidgetHiddenFromAssistiveTechnologiesStaysHiddenWhenMapped() {
        MainActor.assumeIsolated {
            let box = Box(.vertical)
            let badge = Label("A")
            let text = Label("Ada")
            badge.setHiddenFromAssistiveTechnologies(true)
            text.setHiddenFromAssistiveTechnologies(true)
            text.setHiddenFromAssistiveTechnologies(false)
            box.append(badge)
            box.append(text)
            XCTAssertTrue(badge.isHiddenFromAssistiveTechnologies, "hidden at once")
            let window = present(box, width: 200, height: 100)
            defer { window.destroy() }
            // The positive signal first: a layout of the window, with the badge mapped.
            XCTAssertTrue(waitForALayout(of: box))
            XCTAssertTrue(badge.isMappedInWindow)
            XCTAssertTrue(badge.isHiddenFromAssistiveTechnologies, "GTK \(GtkRuntime.version): hidden once mapped")
            XCTAssertFalse(text.isHiddenFromAssistiveTechnologies, "GTK \(GtkRuntime.version): the label put back")
            badge.isVisible = false
            XCTAssertTrue(waitForALayout(of: box))
            badge.isVisible = true
            XCTAssertTrue(waitForALayout(of: box))
            XCTAssertTrue(badge.isMappedInWindow)
            XCTAssertTrue(badge.isHiddenFromAssistiveTechnologies, "GTK \(GtkRuntime.version): hidden after a hide and a show")
            XCTAssertFalse(text.isHiddenFromAssistiveTechnologies, "GTK \(GtkRuntime.version)")
        }
    }
}
