import Foundation
import TableDeckAppModel
import XCTest

/// What a screen reader sees, over AT-SPI (pyatspi in a private D-Bus session, run by
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
        XCTAssertTrue(objects.contains { $0.role == "button" && $0.name == "Main Menu" })
        XCTAssertTrue(objects.contains { $0.role == "page tab" && $0.name == "Carousel" })
    }

    func testCarouselDotsAndIndicatorAreNamed() throws {
        let objects = try walk(["--screen", "carousel", "--pages", "4", "--seed", "1"])
        let dots = objects.filter { $0.role == "button" && $0.name.hasPrefix("Go to page ") }.map(\.name)
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
        let dots = objects.filter { $0.role == "button" && $0.name.hasSuffix(". sayfaya git") }.map(\.name)
        XCTAssertEqual(dots, ["1. sayfaya git", "2. sayfaya git", "3. sayfaya git", "4. sayfaya git"])
        XCTAssertTrue(objects.contains { $0.name == "Sayfa 1 / 4" }, "the indicator's name, in Turkish")
        XCTAssertFalse(objects.contains { $0.name.hasPrefix("Go to page") }, "no English left")
        let many = try AtspiWalk.objects(
            ["--screen", "carousel", "--pages", "100", "--seed", "1"], environment: environment)
        XCTAssertTrue(many.contains { $0.role == "button" && $0.name == "Sonraki sayfa" })
    }

    /// A screen reader sees the visible page only, not the pages off screen,
    /// and with 100 pages the compact indicator's buttons rather than 100 hidden dots.
    func testCarouselPresentsOnlyTheVisiblePageAndTheIndicatorShown() throws {
        let objects = try walk(["--screen", "carousel", "--pages", "4", "--seed", "1"])
        let titles = objects.filter { $0.role == "label" && $0.name.hasPrefix("Page ") }.map(\.name)
        XCTAssertEqual(titles, ["Page 1"], "the titles of the pages a screen reader sees")
        let many = try walk(["--screen", "carousel", "--pages", "100", "--seed", "1"])
        XCTAssertEqual(many.filter { $0.name.hasPrefix("Go to page ") }.count, 0, "no hidden dots")
        XCTAssertTrue(many.contains { $0.role == "button" && $0.name == "Next page" })
        XCTAssertTrue(many.contains { $0.name == "Page 1 of 100" })
    }

    /// Walking the whole accessible tree of every screen finds no toolkit class name
    /// ("GtkStackPage", "GtkListView", "GtkScrollbar", "GtkStackSwitcher") and no name that
    /// is only its role. GTK 4.8 names an unnamed widget after its type unless its role is a
    /// structural one; the layout wrappers written in C (TdkNaturalSize, TdkClamp, TdkWrapBin)
    /// were fillers named so, and are generic containers now, with no name.
    func testNoScreenExposesToolkitNames() throws {
        for screen in ["users", "carousel", "cells", "detail"] {
            let objects = try walk(["--screen", screen, "--rows", "20", "--pages", "3", "--seed", "1"])
            XCTAssertGreaterThan(objects.count, 10, "\(screen): the walk found the screen")
            let toolkit = objects.filter { $0.name.hasPrefix("Gtk") || $0.name.hasPrefix("Tdk") }
            XCTAssertEqual(toolkit.map { "\($0.role): \($0.name)" }, [], "\(screen): no toolkit class names")
            let bare = objects.filter { $0.name.lowercased() == $0.role.lowercased() }
            XCTAssertEqual(bare.map(\.name), [], "\(screen): no name that is only a role")
        }
    }

    /// Cells' section headers are headings named "A, 5 people"; rows are named
    /// "Ada, Translator · Lyon" (the list's own row widget, which takes the focus), with the
    /// badge's initial hidden.
    func testCellsHeadersAreHeadingsAndRowsAreNamedByPersonAndDetail() throws {
        let people = PeopleDirectory.sample
        let objects = try walk(["--screen", "cells"])
        let headings = objects.filter { $0.role == "heading" }.map(\.name)
        let expected = people.groups.map { "\($0.letter), \($0.names.count) \($0.names.count == 1 ? "person" : "people")" }
        XCTAssertGreaterThanOrEqual(headings.count, 3, "the headers on screen are headings: \(headings)")
        XCTAssertEqual(headings, Array(expected.prefix(headings.count)), "in order, each with its count")
        let rows = objects.filter { $0.role == "list item" && !$0.name.isEmpty }.map(\.name)
        let names = people.groups.flatMap(\.names).map { "\($0), \(PeopleDirectory.detail(for: $0))" }
        XCTAssertGreaterThanOrEqual(rows.count, 5, "rows: \(rows.prefix(3))")
        XCTAssertEqual(rows, Array(names.prefix(rows.count)), "each row by name and detail, in order")
        let badges = objects.filter { $0.role == "label" }.map(\.name)
        XCTAssertEqual(badges.filter { $0 == "A" }.count, 1, "the header's title \"A\" only; the badges are hidden")
    }

    /// On the Class screen every button, switch and entry has a name, the controls
    /// whose purpose is not in their name have a description, the section titles are headings,
    /// and the overview (the screen's main content) carries the availability status.
    func testClassControlsHaveNamesDescriptionsAndHeadings() throws {
        let detail = ClassDetail.sample(withPromotion: true)
        let objects = try AtspiWalk.describedObjects(["--screen", "detail"])
        let controls = objects.filter { ["button", "toggle button", "check box", "text"].contains($0.role) }
        XCTAssertGreaterThanOrEqual(controls.count, 6, "the walk listed the controls: \(controls.map(\.name))")
        XCTAssertEqual(controls.filter { $0.name.isEmpty }.map(\.role), [], "every control has a name")
        func description(of role: String, _ name: String) -> String? {
            objects.first { $0.role == role && $0.name == name }?.description
        }
        XCTAssertEqual(description(of: "check box", "Class has a promotion"), "Adds or removes the promotion code section")
        XCTAssertEqual(
            description(of: "check box", "Is that a gift?"), "We will send a gift card instead of a receipt, without the price.")
        XCTAssertEqual(
            description(of: "scroll pane", "Editor’s picks"), "Left and Right move one card, Home and End go to the ends")
        let status = ["Checking…", detail.availabilityAnswer]
        XCTAssertTrue(status.contains(description(of: "button", "See availability") ?? ""), "See availability: the status")
        XCTAssertTrue(status.contains(description(of: AtspiWalk.groupRole, detail.title) ?? ""), "the overview: the status")
        XCTAssertTrue(objects.contains { $0.role == "text" && $0.name == "Promotion code" })
        let headings = objects.filter { $0.role == "heading" }.map(\.name)
        XCTAssertEqual(
            headings,
            [
                detail.title, "About this class", "Availability", "About the teacher", "Address", "Promotion code",
                "Is that a gift?", "Shipping", "Editor’s picks", "Reviews (\(detail.ratingCount))",
            ])
    }
}
