import CGtk

/// A colour for ``Widget/backgroundColor`` and ``Widget/foregroundColor``, as UIKit's `UIColor`.
///
/// A colour is fixed (``init(red:green:blue:alpha:)``, ``init(white:alpha:)``, ``init(css:)``,
/// ``black``, ``white``, ``clear``) or one of the theme's named colours (``viewBackground``,
/// ``viewText``, ``accent`` …). A named colour follows the light, dark and high-contrast styles
/// as UIKit's semantic colours (`.systemBackground`, `.label`, `.tintColor`) follow the
/// interface style; a fixed colour stays what it is in every style, so prefer the named ones
/// wherever the dark style should change the colour.
///
/// Two colours are equal when they draw the same: `Color(css: "red")` equals
/// `Color(red: 1, green: 0, blue: 0)`.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The colour as GTK's CSS writes it: `rgb(255,0,0)`, `rgba(0,0,0,0.5)`,
    /// `@theme_base_color`, `alpha(@theme_text_color, 0.55)`.
    public let description: String

    /// Wraps a CSS colour expression that is known to be valid (one this type wrote).
    init(expression: String) {
        description = expression
    }

    /// Creates a colour from its red, green, blue and alpha components, each from 0 to 1.
    ///
    /// A component outside 0…1 is clamped into it and one that is not a number is taken as 0,
    /// each with one warning naming it (a colour built from a bad calculation is drawn, not
    /// trapped on).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        var rgba = GdkRGBA(
            red: Float(Self.component(red, named: "red")), green: Float(Self.component(green, named: "green")),
            blue: Float(Self.component(blue, named: "blue")), alpha: Float(Self.component(alpha, named: "alpha")))
        self.init(expression: Self.css(of: &rgba))
    }

    /// Creates a grey of brightness `white` (0 black, 1 white), as `UIColor(white:alpha:)`;
    /// values outside 0…1 are clamped as in ``init(red:green:blue:alpha:)``.
    public init(white: Double, alpha: Double = 1) {
        let level = Self.component(white, named: "white")
        self.init(red: level, green: level, blue: level, alpha: alpha)
    }

    /// Creates a colour from a CSS colour: a name (`"tomato"`), `#rgb`, `#rrggbb`, `#rrggbbaa`,
    /// `rgb(…)`, `rgba(…)`, `hsl(…)` or `hsla(…)`, as `gdk_rgba_parse` reads it.
    ///
    /// Returns `nil` for text that is no colour (`"blurple"`, `"#12345"`), with one warning
    /// naming the text, however often the same text is given.
    public init?(css text: String) {
        var rgba = GdkRGBA()
        guard gdk_rgba_parse(&rgba, text) != 0 else {
            Diagnostics.warnOnce(
                "'\(text)' is no CSS colour (such as 'tomato', '#3584e4' or 'rgba(53, 132, 228, 0.5)'); no colour made")
            return nil
        }
        self.init(expression: Self.css(of: &rgba))
    }

    /// This colour with its alpha multiplied by `alpha` (CSS `alpha()`): an opaque colour gets
    /// exactly `alpha`, as with UIKit's `withAlphaComponent(_:)`. A named colour stays named,
    /// so the result still follows the dark style. `alpha` outside 0…1 is clamped, with a
    /// warning.
    public func withAlpha(_ alpha: Double) -> Color {
        // Three decimals: CSS reads "0.001", not Swift's "1e-04".
        let factor = (Self.component(alpha, named: "alpha") * 1000).rounded() / 1000
        return Color(expression: "alpha(\(description), \(factor))")
    }

    // MARK: - Fixed colours

    /// Opaque black.
    public static let black = Color(expression: "rgb(0,0,0)")
    /// Opaque white.
    public static let white = Color(expression: "rgb(255,255,255)")
    /// Fully transparent: shows what lies behind (UIKit's `.clear`).
    public static let clear = Color(expression: "rgba(0,0,0,0)")

    // MARK: - The theme's colours, which follow the dark style

    /// The background of content views: lists, text fields, a table's rows
    /// (`@theme_base_color`; UIKit's `.systemBackground`).
    public static let viewBackground = Color(expression: "@theme_base_color")
    /// Text on ``viewBackground`` (`@theme_text_color`; UIKit's `.label`).
    public static let viewText = Color(expression: "@theme_text_color")
    /// The window's own background, behind content views (`@theme_bg_color`; UIKit's
    /// `.secondarySystemBackground`).
    public static let windowBackground = Color(expression: "@theme_bg_color")
    /// Text on ``windowBackground`` (`@theme_fg_color`).
    public static let windowText = Color(expression: "@theme_fg_color")
    /// The accent: selected rows, suggested buttons (`@theme_selected_bg_color`; UIKit's
    /// `.tintColor`).
    public static let accent = Color(expression: "@theme_selected_bg_color")
    /// Text on ``accent`` (`@theme_selected_fg_color`).
    public static let accentText = Color(expression: "@theme_selected_fg_color")
    /// Errors and destructive actions (`@error_color`; UIKit's `.systemRed`).
    public static let error = Color(expression: "@error_color")
    /// Warnings (`@warning_color`; UIKit's `.systemOrange`).
    public static let warning = Color(expression: "@warning_color")
    /// Success (`@success_color`; UIKit's `.systemGreen`).
    public static let success = Color(expression: "@success_color")
    /// Borders and separators (`@borders`; UIKit's `.separator`).
    public static let separator = Color(expression: "@borders")

    // MARK: - Checking and writing

    /// `value` clamped into 0…1 (NaN as 0), with one warning naming `name` when it was not in it.
    private static func component(_ value: Double, named name: String) -> Double {
        guard value.isNaN || value < 0 || value > 1 else { return value }
        let used = value.isNaN ? 0 : min(max(value, 0), 1)
        Diagnostics.warnOnce("colour \(name) \(value) is outside 0…1; \(used) used")
        return used
    }

    /// GDK's own CSS for `rgba`: `rgb(r,g,b)` or `rgba(r,g,b,a)`, channels 0–255.
    private static func css(of rgba: inout GdkRGBA) -> String {
        guard let text = gdk_rgba_to_string(&rgba) else { return "rgba(0,0,0,0)" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
