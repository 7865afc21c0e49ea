import Foundation
import XCTest

/// A screenshot that could not be taken: a failure, not a skip, so CI cannot pass without it.
struct CaptureError: Error {
    let message: String
}

/// A picture of the X screen (or part of it), taken with ImageMagick's `import`, as RGB pixels.
struct Screenshot: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    private let pixels: [UInt8]

    var description: String { "Screenshot(\(width)×\(height))" }

    /// Captures the rectangle (`x`, `y`, `width`, `height`) of the root window.
    static func capture(x: Int, y: Int, width: Int, height: Int) throws -> Screenshot {
        let run = try ToolRun(
            "import", ["-window", "root", "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", "-depth", "8", "ppm:-"],
            quiet: true)
        guard run.status == 0, let shot = Screenshot(ppm: [UInt8](run.output)) else {
            throw CaptureError(message: "import -window root failed with status \(run.status)")
        }
        return shot
    }

    /// Parses a binary PPM (P6, 8 bits per channel).
    init?(ppm bytes: [UInt8]) {
        var fields: [Int] = []
        var index = 2
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else { return nil }
        while fields.count < 3 && index < bytes.count {
            if bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count && bytes[index] != 10 { index += 1 }
            } else if (48...57).contains(bytes[index]) {
                var value = 0
                while index < bytes.count, (48...57).contains(bytes[index]) {
                    value = value * 10 + Int(bytes[index] - 48)
                    index += 1
                }
                fields.append(value)
                continue
            }
            index += 1
        }
        // One whitespace byte follows the maximum value.
        index += 1
        guard fields.count == 3, fields[2] == 255 else { return nil }
        let start = index
        let count = fields[0] * fields[1] * 3
        guard bytes.count >= start + count else { return nil }
        width = fields[0]
        height = fields[1]
        pixels = Array(bytes[start..<(start + count)])
    }

    /// The colour at (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let offset = (y * width + x) * 3
        return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
    }

    /// Horizontal runs of pixels on row `y` that differ clearly from the row's background (its
    /// pixel at column 20, inside the window's border): the shapes drawn on a plain background,
    /// left to right, as (start, end) columns.
    func runs(onRow y: Int) -> [(start: Int, end: Int)] {
        let background = pixel(min(20, width - 1), y)
        var result: [(Int, Int)] = []
        var start: Int?
        for x in 0..<width {
            let p = pixel(x, y)
            let differs = abs(p.r - background.r) + abs(p.g - background.g) + abs(p.b - background.b) > 30
            if differs, start == nil { start = x }
            if !differs, let begun = start {
                result.append((begun, x - 1))
                start = nil
            }
        }
        if let start { result.append((start, width - 1)) }
        return result
    }

    /// The row crossing the most small shapes (`minWidth`…`maxWidth` wide), and those shapes: a
    /// row of dots. `nil` when no row has any.
    func rowOfShapes(minWidth: Int, maxWidth: Int) -> (y: Int, shapes: [(start: Int, end: Int)])? {
        let rows = (0..<height).map { y in
            (y, runs(onRow: y).filter { $0.end - $0.start + 1 >= minWidth && $0.end - $0.start + 1 <= maxWidth })
        }
        guard let most = rows.map(\.1.count).max(), most > 0 else { return nil }
        // Of the rows crossing that many shapes, the middle one crosses them at their widest.
        let crossing = rows.filter { $0.1.count == most }
        return crossing[crossing.count / 2]
    }
}
