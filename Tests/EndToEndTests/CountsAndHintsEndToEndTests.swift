import Foundation
import XCTest

/// Counts, hints and details: counts group their digits as the language does, the
/// Users hint fits an empty list, the Cells rows show a detail about each person, and the Cells
/// screen shrinks to 400 px.
final class CountsAndHintsEndToEndTests: EndToEndTestCase {
    func testUserCountGroupsDigitsInEnglishAndTurkish() throws {
        let arguments = ["--table", "recycling", "--rows", "10000000"]
        let english = try AtspiWalk.objects(arguments).map(\.name)
        XCTAssertTrue(english.contains("10,000,000 users"), "\(english.suffix(5))")
        let locales = try CompiledTranslations.folder()
        let turkish = try AtspiWalk.objects(
            arguments, environment: ["LANGUAGE": "tr", "TABLEDECK_LOCALE_DIR": locales]
        ).map(\.name)
        XCTAssertTrue(turkish.contains("10.000.000 kullanıcı"), "\(turkish.suffix(5))")
    }

    func testUsersHintDoesNotAskForAClickWithoutUsers() throws {
        let names = try AtspiWalk.objects(["--rows", "0"]).map(\.name)
        XCTAssertTrue(names.contains("0 users"), "\(names)")
        XCTAssertFalse(names.contains { $0.hasPrefix("Click a user") }, "\(names)")
        XCTAssertTrue(names.contains { $0.contains("--rows") }, "the hint says how to get users: \(names)")
    }

    func testCellsRowsShowADetailAboutThePerson() throws {
        let names = try AtspiWalk.objects(["--screen", "cells"]).map(\.name)
        // A row reads "Name, detail"; the first section is A, its first person Ada.
        let ada = try XCTUnwrap(names.first { $0.hasPrefix("Ada, ") }, "\(names)")
        XCTAssertNil(ada.range(of: #"Section [0-9]+, row [0-9]+"#, options: .regularExpression), ada)
        XCTAssertTrue(ada.contains(" · "), "a role and a city: \(ada)")
    }

    func testCellsScreenShrinksTo400PixelsWithItsHintEllipsized() throws {
        let (app, _) = try AppProcess.launch(["--screen", "cells"], pointing: false)
        defer { app.stop() }
        let window = try AppProcess.resizeMainWindow(width: 400, height: 600)
        XCTAssertLessThanOrEqual(window.width, 400, "the window took the narrow size")
        // The hint is the last line: its text (dark pixels) stops short of the window's right
        // edge by the label's 12 px padding, where clipped text would run on to the frame (the
        // last 5 px are the window's frame and border).
        let shot = try Screenshot.capture(x: window.x, y: window.y + window.height - 30, width: window.width, height: 28)
        let textRight =
            (0..<(shot.width - 5)).last { x in
                (0..<shot.height).contains { y in
                    let p = shot.pixel(x, y)
                    return p.r + p.g + p.b < 3 * 140
                }
            } ?? 0
        XCTAssertGreaterThan(textRight, window.width / 2, "the hint is on screen")
        XCTAssertLessThan(textRight, window.width - 12, "the hint ends inside its padding, ellipsized")
        // And the narrow screen works: a click on a row prints it.
        try Xdotool.pointAt(window)
        try Xdotool.click(x: window.x + window.width / 2, y: window.y + 130)
        XCTAssertNotNil(
            app.waitForLine(timeout: 5) { $0.hasPrefix("Item pressed at section 0 row ") }, "stdout: \(app.stdoutLines)")
    }
}
