/// A widget drawn into memory (``Widget/renderPixels()``), for tests that check what is drawn:
/// a colour, a picture's crop, a fade.
package struct RenderedPixels: Sendable {
    /// One pixel's colour, each channel 0–255, not premultiplied.
    package struct Pixel: Sendable, Equatable, CustomStringConvertible {
        package let red: Int
        package let green: Int
        package let blue: Int
        package let alpha: Int

        package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether every channel is within `tolerance` of `other`'s.
        package func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }

        package init(red: Int, green: Int, blue: Int, alpha: Int = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The size in pixels.
    package let width: Int
    /// The size in pixels.
    package let height: Int
    /// Rows of `width` pixels in GDK's default memory format: blue, green, red, alpha,
    /// premultiplied.
    let bytes: [UInt8]

    /// The pixel at (`x`, `y`), `nil` outside the image.
    package func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        let alpha = Int(bytes[offset + 3])
        func channel(_ value: UInt8) -> Int { alpha == 0 ? 0 : min(255, (Int(value) * 255 + alpha / 2) / alpha) }
        return Pixel(
            red: channel(bytes[offset + 2]), green: channel(bytes[offset + 1]), blue: channel(bytes[offset]), alpha: alpha)
    }
}
