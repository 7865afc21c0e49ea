#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An opaque sRGB colour, 0…1 per channel, with the two operations the style sheets' colour
/// choices are checked with: GTK CSS's `mix()` and WCAG 2's contrast ratio.
public struct RGBColor: Equatable, Sendable, CustomStringConvertible {
    /// The red channel, 0…1.
    public let red: Double
    /// The green channel, 0…1.
    public let green: Double
    /// The blue channel, 0…1.
    public let blue: Double

    /// A colour from its channels, each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double) {
        self.red = min(1, max(0, red))
        self.green = min(1, max(0, green))
        self.blue = min(1, max(0, blue))
    }

    /// A colour from CSS hex notation, `#rrggbb` or `#rgb`; `nil` for anything else.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 else { return nil }
        var channels: [Double] = []
        for start in stride(from: 0, to: 6, by: 2) {
            guard let value = UInt8(String(digits[start..<start + 2]), radix: 16) else { return nil }
            channels.append(Double(value) / 255)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// `#rrggbb`, rounded to 8 bits per channel.
    public var description: String {
        let hexDigits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            let value = Int((channel * 255).rounded())
            text.append(hexDigits[value / 16])
            text.append(hexDigits[value % 16])
        }
        return text
    }

    /// GTK CSS `mix(self, other, fraction)`: `fraction` of `other`, the rest of `self`.
    public func mixed(with other: RGBColor, fraction: Double) -> RGBColor {
        let f = min(1, max(0, fraction))
        return RGBColor(
            red: red * (1 - f) + other.red * f, green: green * (1 - f) + other.green * f,
            blue: blue * (1 - f) + other.blue * f)
    }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with `other`, 1…21; text needs 4.5, shapes such as a focus ring 3.
    public func contrastRatio(with other: RGBColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
