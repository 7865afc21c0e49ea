import Foundation
import TestSupport
import XCTest

/// One column of pixels of the X screen, read with ImageMagick's `import` and `convert`, so an
/// end-to-end test can find a control by its colour instead of assuming its position.
struct ScreenColumn {
    /// An RGB pixel, 0…255 per channel.
    struct Pixel {
        let red: Int
        let green: Int
        let blue: Int
    }

    /// The column's pixels from the top of the screen.
    let pixels: [Pixel]

    /// Reads column `x` from the top of the screen down to `height`.
    init(x: Int, height: Int) throws {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-column-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        try Self.run("import", ["-window", "root", "-crop", "1x\(height)+\(x)+0", "+repage", shot.path])
        let text = try Self.run("convert", [shot.path, "txt:-"])
        // Lines look like "0,123: (255,255,255)  #FFFFFF  white"; the first is a header.
        var rows: [Int: Pixel] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":"), let open = line.firstIndex(of: "("),
                let close = line.firstIndex(of: ")")
            else { continue }
            let position = line[..<colon].split(separator: ",")
            let values = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces)).map { Int($0) }
            }
            guard position.count == 2, let row = Int(position[1]), values.count >= 3 else { continue }
            rows[row] = Pixel(red: values[0], green: values[1], blue: values[2])
        }
        pixels = (0..<height).map { rows[$0] ?? Pixel(red: 0, green: 0, blue: 0) }
    }

    /// The first row at or below `start` whose pixel matches.
    func firstRow(from start: Int, where matches: (Pixel) -> Bool) -> Int? {
        guard start < pixels.count else { return nil }
        return (max(0, start)..<pixels.count).first { matches(pixels[$0]) }
    }

    /// The last row of the run of matching pixels that starts at `start`.
    func lastRow(ofRunFrom start: Int, where matches: (Pixel) -> Bool) -> Int {
        var row = start
        while row + 1 < pixels.count && matches(pixels[row + 1]) { row += 1 }
        return row
    }

    @discardableResult
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let run = try ToolRun(tool, arguments)
        guard run.status == 0 else {
            throw TestRequirement.unavailable("ImageMagick's \(tool) failed with status \(run.status)")
        }
        return run.text
    }
}
