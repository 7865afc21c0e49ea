import Foundation
import TableDeckBridge
import TestSupport
import XCTest

/// Writes a 300 × 100 picture to a temporary file and returns its path: from left to right a
/// 100 px green band, a 50 px red band, a 50 px blue band and a 100 px green band, so the
/// middle third (red then blue) is what a centred square crop shows, and green anywhere in a
/// square means the crop is off centre or not cut. PNM: gdk-pixbuf reads it, no tool needed.
private func writeBandedPicture() throws -> String {
    let width = 300
    let height = 100
    var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
    for _ in 0..<height {
        for x in 0..<width {
            switch x {
            case 100..<150: bytes += [255, 0, 0]
            case 150..<200: bytes += [0, 0, 255]
            default: bytes += [0, 255, 0]
            }
        }
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-bands-\(UUID().uuidString).ppm").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

private let red = RenderedPixels.Pixel(red: 255, green: 0, blue: 0)
private let blue = RenderedPixels.Pixel(red: 0, green: 0, blue: 255)
private let green = RenderedPixels.Pixel(red: 0, green: 255, blue: 0)

/// Shows `picture` at 100 × 100 in a box with 50 px of white around it and returns the
/// box drawn, once the picture is laid out.
@MainActor
private func drawnSquare(_ picture: Picture, file: StaticString = #filePath, line: UInt = #line) -> (RenderedPixels?, Window) {
    picture.setSize(width: 100, height: 100)
    let frame = Box(.horizontal)
    frame.backgroundColor = .white
    picture.setMargins(50)
    picture.horizontalAlignment = .start
    picture.verticalAlignment = .start
    frame.append(picture)
    let window = present(frame, width: 400, height: 300)
    waitOnMainLoop(
        "the picture laid out at 100 × 100", seen: "\(picture.allocatedWidth) × \(picture.allocatedHeight)", file: file, line: line
    ) {
        picture.allocatedWidth == 100 && picture.allocatedHeight == 100
    }
    waitForFrames(2, of: frame)
    return (frame.renderPixels(), window)
}

/// The pixels of a run of points, for failure messages.
private func describe(_ pixels: RenderedPixels?, _ points: [(Int, Int)]) -> String {
    points.map { "(\($0.0), \($0.1)): \(pixels?.pixel(x: $0.0, y: $0.1).map(String.init(describing:)) ?? "none")" }
        .joined(separator: ", ")
}

/// `Picture`: a photo scaled into the space it is given, its aspect kept, cropped for `.cover`.
final class PictureTests: GTKTestCase {
    /// UIKit's `.scaleAspectFill`: the 3 : 1 picture covers the square at full height, centred,
    /// its sides cut off: red on the left half, blue on the right, no green, and nothing drawn
    /// past the square's edges.
    func testCoverFillsTheSquareCentredAndCropsTheOverflow() throws {
        let path = try writeBandedPicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try MainActor.assumeIsolated {
            let picture = Picture(filePath: path, contentFit: .cover)
            XCTAssertEqual(picture.contentFit, .cover)
            XCTAssertTrue(picture.hasContent)
            let (drawn, window) = drawnSquare(picture)
            defer { window.destroy() }
            let pixels = try XCTUnwrap(drawn)
            // The square is at (50, 50)–(150, 150) in the frame.
            for y in [52, 100, 147] {
                for x in [52, 75, 97] {
                    XCTAssertTrue(pixels.pixel(x: x, y: y)?.isClose(to: red) ?? false, "red at (\(x), \(y)): \(describe(pixels, [(x, y)]))")
                }
                for x in [103, 125, 147] {
                    XCTAssertTrue(
                        pixels.pixel(x: x, y: y)?.isClose(to: blue) ?? false, "blue at (\(x), \(y)): \(describe(pixels, [(x, y)]))")
                }
            }
            // Cropped: outside the square, the frame's white, though the scaled picture is
            // 300 px wide.
            for (x, y) in [(45, 100), (20, 100), (155, 100), (180, 100), (100, 45), (100, 155)] {
                XCTAssertEqual(pixels.pixel(x: x, y: y), RenderedPixels.Pixel(red: 255, green: 255, blue: 255), "white at (\(x), \(y))")
            }
            let greens = (50..<150).flatMap { y in (50..<150).map { (x: $0, y: y) } }.filter {
                pixels.pixel(x: $0.x, y: $0.y)?.isClose(to: green, tolerance: 60) ?? false
            }
            XCTAssertEqual(greens.count, 0, "no green band inside the crop: \(greens.prefix(5))")
        }
    }

    /// UIKit's `.scaleAspectFit` (the default): the whole picture, 100 × 33, centred with white
    /// above and below; the green bands show.
    func testContainShowsTheWholePictureLetterboxed() throws {
        let path = try writeBandedPicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try MainActor.assumeIsolated {
            let picture = Picture(filePath: path)
            XCTAssertEqual(picture.contentFit, .contain)
            let (drawn, window) = drawnSquare(picture)
            defer { window.destroy() }
            let pixels = try XCTUnwrap(drawn)
            // The picture is drawn 100 × 33 from y = 50 + 33.
            XCTAssertTrue(pixels.pixel(x: 60, y: 100)?.isClose(to: green) ?? false, describe(pixels, [(60, 100)]))
            XCTAssertTrue(pixels.pixel(x: 90, y: 100)?.isClose(to: red) ?? false, describe(pixels, [(90, 100)]))
            XCTAssertTrue(pixels.pixel(x: 110, y: 100)?.isClose(to: blue) ?? false, describe(pixels, [(110, 100)]))
            XCTAssertTrue(pixels.pixel(x: 140, y: 100)?.isClose(to: green) ?? false, describe(pixels, [(140, 100)]))
            for (x, y) in [(100, 60), (100, 140)] {
                XCTAssertEqual(pixels.pixel(x: x, y: y), RenderedPixels.Pixel(red: 255, green: 255, blue: 255), "bar at (\(x), \(y))")
            }
        }
    }

    /// `setSize` is the size in any container: a box does not stretch the thumbnail to the
    /// photo's 300 px; without it the picture asks for its own size.
    func testSetSizeFixesTheMinimumAndNaturalSize() throws {
        let path = try writeBandedPicture()
        defer { try? FileManager.default.removeItem(atPath: path) }
        MainActor.assumeIsolated {
            let picture = Picture(filePath: path, contentFit: .cover)
            XCTAssertEqual(picture.measureWidth(forHeight: -1).natural, 300, "the file's own size")
            picture.setSize(width: 48, height: 40)
            XCTAssertEqual(picture.measureWidth(forHeight: -1).minimum, 48)
            XCTAssertEqual(picture.measureWidth(forHeight: -1).natural, 48)
            XCTAssertEqual(picture.measureHeight(forWidth: -1).natural, 40)
            let row = Box(.horizontal)
            row.append(picture)
            row.append(Label("Title"))
            let window = present(row, width: 500, height: 100)
            defer { window.destroy() }
            waitOnMainLoop("the thumbnail laid out", seen: "\(picture.allocatedWidth) px") { picture.allocatedWidth > 0 }
            XCTAssertEqual(picture.allocatedWidth, 48)

            let (_, warnings) = capturingStandardError {
                picture.setSize(width: -5, height: 20)
                picture.setSize(width: -5, height: 20)
            }
            XCTAssertEqual(picture.measureWidth(forHeight: -1).natural, 0)
            XCTAssertEqual(warnings.components(separatedBy: "\n").filter { $0.contains("-5 × 20") }.count, 1, warnings)
        }
    }

    /// A file that does not exist (or is no picture) is named in one warning and leaves an
    /// empty picture, with no size of its own: no crash, no broken-image icon.
    func testAMissingFileIsNamedOnceAndLeavesAnEmptyPicture() {
        MainActor.assumeIsolated {
            let path = "/nonexistent/tabledeck-\(UUID().uuidString).png"
            let (pictures, warnings) = capturingStandardError {
                [Picture(filePath: path, contentFit: .cover), Picture(filePath: path)]
            }
            XCTAssertEqual(warnings.components(separatedBy: "\n").filter { $0.contains(path) }.count, 1, warnings)
            XCTAssertTrue(warnings.contains("warning:"), warnings)
            for picture in pictures {
                XCTAssertFalse(picture.hasContent)
                XCTAssertEqual(picture.measureWidth(forHeight: -1).natural, 0)
            }
            XCTAssertEqual(pictures[0].contentFit, .cover)
        }
    }
}
