import Foundation

/// WCAG 2 contrast between two screen pixels, for checks on what a user actually sees.
enum PixelContrast {
    /// The relative luminance of an 8-bit sRGB pixel.
    static func luminance(_ pixel: (r: Int, g: Int, b: Int)) -> Double {
        func linear(_ value: Int) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.r) + 0.7152 * linear(pixel.g) + 0.0722 * linear(pixel.b)
    }

    /// The contrast ratio of two pixels, 1…21.
    static func ratio(_ first: (r: Int, g: Int, b: Int), _ second: (r: Int, g: Int, b: Int)) -> Double {
        let a = luminance(first)
        let b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of the text in `shot` with its background: the background is the most common
    /// pixel, the text colour the pixel that contrasts most with it (the core of a bold glyph is
    /// drawn in the text's own colour; its anti-aliased edges only lie between the two).
    static func textContrast(in shot: Screenshot) -> (ratio: Double, text: String, background: String) {
        var counts: [Int: Int] = [:]
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let p = shot.pixel(x, y)
                counts[(p.r << 16) | (p.g << 8) | p.b, default: 0] += 1
            }
        }
        let mode = counts.max { $0.value < $1.value }?.key ?? 0
        let background = (r: mode >> 16, g: (mode >> 8) & 255, b: mode & 255)
        var best = (ratio: 1.0, pixel: background)
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let p = shot.pixel(x, y)
                let r = ratio(p, background)
                if r > best.ratio { best = (r, p) }
            }
        }
        func hex(_ p: (r: Int, g: Int, b: Int)) -> String { String(format: "#%02x%02x%02x", p.r, p.g, p.b) }
        return (best.ratio, hex(best.pixel), hex(background))
    }

    /// How many pixels of `after` changed from `before` into a colour that stands out from
    /// `background` by at least 3:1 (a focus ring a user can see), and did not stand out before.
    static func newVisiblePixels(before: Screenshot, after: Screenshot, background: (r: Int, g: Int, b: Int)) -> Int {
        var count = 0
        for y in 0..<min(before.height, after.height) {
            for x in 0..<min(before.width, after.width) {
                let old = before.pixel(x, y)
                let new = after.pixel(x, y)
                if ratio(new, background) >= 3 && ratio(old, background) < 3 { count += 1 }
            }
        }
        return count
    }
}
