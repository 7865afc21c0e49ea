import Foundation
import XCTest

/// Issue 6: what a screen reader sees, over AT-SPI (pyatspi in a private D-Bus session, run by
/// `scripts/atspi-walk.sh`): the Users rows and the carousel's dots, by name.
final class AccessibilityEndToEndTests: EndToEndTestCase {
    /// Runs the walk for `arguments`; returns the "ROLE<TAB>NAME" lines.
    private func walk(_ arguments: [String]) throws -> [(role: String, name: String)] {
        try AtspiWalk.objects(arguments)
    }

    func testUsersRowsAreReadByTheirText() throws {
        let objects = try walk(["--rows", "25"])
        let rows = objects.filter { $0.name.hasSuffix(". User") }.map(\.name)
        XCTAssertEqual(rows, (0..<25).map { "\($0). User" }, "every row, in order, by its text")
        XCTAssertTrue(objects.contains { $0.role == "push button" && $0.name == "Main Menu" })
        XCTAssertTrue(objects.contains { $0.role == "page tab" && $0.name == "Carousel" })
    }

    func testCarouselDotsAndIndicatorAreNamed() throws {
        let objects = try walk(["--screen", "carousel", "--pages", "4", "--seed", "1"])
        let dots = objects.filter { $0.role == "push button" && $0.name.hasPrefix("Go to page ") }.map(\.name)
        XCTAssertEqual(dots, ["Go to page 1", "Go to page 2", "Go to page 3", "Go to page 4"])
        XCTAssertTrue(objects.contains { $0.name == "Page 1 of 4" }, "the indicator says where the user is")
    }

    /// The library's own strings reach a screen reader in the user's language: the app binds the
    /// views' catalogue (`tabledeck-views`) beside its own.
    func testCarouselIndicatorSpeaksTurkish() throws {
        let locales = try CompiledTranslations.folder()
        let environment = ["LANGUAGE": "tr", "TABLEDECK_LOCALE_DIR": locales]
        let objects = try AtspiWalk.objects(
            ["--screen", "carousel", "--pages", "4", "--seed", "1"], environment: environment)
        let dots = objects.filter { $0.role == "push button" && $0.name.hasSuffix(". sayfaya git") }.map(\.name)
        XCTAssertEqual(dots, ["1. sayfaya git", "2. sayfaya git", "3. sayfaya git", "4. sayfaya git"])
        XCTAssertTrue(objects.contains { $0.name == "Sayfa 1 / 4" }, "the indicator's name, in Turkish")
        XCTAssertFalse(objects.contains { $0.name.hasPrefix("Go to page") }, "no English left")
        let many = try AtspiWalk.objects(
            ["--screen", "carousel", "--pages", "100", "--seed", "1"], environment: environment)
        XCTAssertTrue(many.contains { $0.role == "push button" && $0.name == "Sonraki sayfa" })
    }

    /// Issue 11, finding 2: a screen reader sees the visible page only, not the pages off screen,
    /// and with 100 pages the compact indicator's buttons rather than 100 hidden dots.
    func testCarouselPresentsOnlyTheVisiblePageAndTheIndicatorShown() throws {
        let objects = try walk(["--screen", "carousel", "--pages", "4", "--seed", "1"])
        let titles = objects.filter { $0.role == "label" && $0.name.hasPrefix("Page ") }.map(\.name)
        XCTAssertEqual(titles, ["Page 1"], "the titles of the pages a screen reader sees")
        let many = try walk(["--screen", "carousel", "--pages", "100", "--seed", "1"])
        XCTAssertEqual(many.filter { $0.name.hasPrefix("Go to page ") }.count, 0, "no hidden dots")
        XCTAssertTrue(many.contains { $0.role == "push button" && $0.name == "Next page" })
        XCTAssertTrue(many.contains { $0.name == "Page 1 of 100" })
    }

    /// Issue 18: walking the whole accessible tree of every screen finds no toolkit class name
    /// ("GtkStackPage", "GtkListView", "GtkScrollbar", "GtkStackSwitcher" before) and no name that
    /// is only its role. GTK 4.8 names an unnamed widget after its type; the layout wrappers
    /// written in C (TdkNaturalSize, TdkClamp, TdkWrapBin) remain as fillers, which Orca does not
    /// present, because 4.8's "presentation" role would hide the rows inside them too.
    func testNoScreenExposesToolkitNames() throws {
        for screen in ["users", "carousel", "cells", "detail"] {
            let objects = try walk(["--screen", screen, "--rows", "20", "--pages", "3", "--seed", "1"])
            XCTAssertGreaterThan(objects.count, 10, "\(screen): the walk found the screen")
            let toolkit = objects.filter { $0.name.hasPrefix("Gtk") || ($0.name.hasPrefix("Tdk") && $0.role != "filler") }
            XCTAssertEqual(toolkit.map { "\($0.role): \($0.name)" }, [], "\(screen): no toolkit class names")
            let bare = objects.filter { $0.name.lowercased() == $0.role.lowercased() }
            XCTAssertEqual(bare.map(\.name), [], "\(screen): no name that is only a role")
        }
    }
}
