import Foundation
import TableDeckAppModel
import TableDeckModel

/// The `@define-color` lines of one of the app's style sheets, evaluated for a theme: enough of
/// GTK CSS's colour syntax (`#rrggbb`, `@name`, `mix(a, b, f)`) to check the colours the sheets
/// choose, with the theme's named colours given.
struct StyleSheetColours {
    /// GTK 4.8's built-in Adwaita named colours (from its Default-light.css and Default-dark.css).
    static let adwaitaLight: [String: RGBColor] = theme(
        base: "#ffffff", foreground: "#2e3436", selected: "#3584e4")
    static let adwaitaDark: [String: RGBColor] = theme(
        base: "#2d2d2d", foreground: "#eeeeec", selected: "#15539e")

    private static func theme(base: String, foreground: String, selected: String) -> [String: RGBColor] {
        var colours: [String: RGBColor] = [:]
        colours["theme_base_color"] = RGBColor(hex: base)
        colours["theme_fg_color"] = RGBColor(hex: foreground)
        colours["theme_selected_bg_color"] = RGBColor(hex: selected)
        return colours
    }

    /// The definitions' expressions by name, as written.
    let definitions: [String: String]
    private let theme: [String: RGBColor]

    /// Reads `Resources/<name>` of this checkout and keeps its `@define-color` lines.
    init(sheet name: String, theme: [String: RGBColor]) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Resources/\(name)"), encoding: .utf8)
        var definitions: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("@define-color ") {
            let body = line.dropFirst("@define-color ".count).trimmingCharacters(in: CharacterSet(charactersIn: "; "))
            guard let space = body.firstIndex(of: " ") else { continue }
            definitions[String(body[..<space])] = body[space...].trimmingCharacters(in: .whitespaces)
        }
        self.definitions = definitions
        self.theme = theme
    }

    /// The colour named `name` (a definition of the sheet or a theme colour); `nil` when the
    /// sheet does not define it or uses syntax this evaluator does not know.
    func colour(_ name: String) -> RGBColor? {
        if let expression = definitions[name] { return evaluate(expression) }
        return theme[name]
    }

    private func evaluate(_ expression: String) -> RGBColor? {
        let text = expression.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { return RGBColor(hex: text) }
        if text.hasPrefix("@") { return colour(String(text.dropFirst())) }
        guard text.hasPrefix("mix("), text.hasSuffix(")") else { return nil }
        let arguments = text.dropFirst(4).dropLast().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard arguments.count == 3, let first = evaluate(arguments[0]), let second = evaluate(arguments[1]),
            let fraction = Double(arguments[2])
        else { return nil }
        return first.mixed(with: second, fraction: fraction)
    }
}
