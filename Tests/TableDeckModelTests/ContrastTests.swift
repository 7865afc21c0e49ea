import Foundation
import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Colour contrast")
struct ContrastTests {
    @Test("WCAG contrast ratios of known pairs")
    func knownRatios() throws {
        let black = try #require(RGBColor(hex: "#000000"))
        let white = try #require(RGBColor(hex: "#fff"))
        #expect(abs(black.contrastRatio(with: white) - 21) < 0.001)
        #expect(white.contrastRatio(with: white) == 1)
        // Known figures: a red label (#c01c28) on the dark base, and on the red gradient, which
        // fail the contrast a label needs.
        let oldLabel = try #require(RGBColor(hex: "#c01c28"))
        let darkBase = try #require(RGBColor(hex: "#2d2d2d"))
        #expect(abs(oldLabel.contrastRatio(with: darkBase) - 2.25) < 0.01)
        let red = try #require(RGBColor(hex: "#e01b24"))
        #expect(oldLabel.contrastRatio(with: red) < 1.5)
        #expect(RGBColor(hex: "c01c28") == nil)
        #expect(RGBColor(hex: "#12345g") == nil)
        #expect(red.mixed(with: white, fraction: 0).description == "#e01b24")
        #expect(red.mixed(with: white, fraction: 1).description == "#ffffff")
    }

    @Test(
        "See availability's label reads at 4.5:1 in every state, its focus ring at 3:1, light and dark",
        arguments: [("light", StyleSheetColours.adwaitaLight), ("dark", StyleSheetColours.adwaitaDark)])
    func availabilityButton(theme: (name: String, colours: [String: RGBColor])) throws {
        let sheet = try StyleSheetColours(sheet: "detail.css", theme: theme.colours)
        let text = try #require(sheet.colour("tabledeck_availability_text"))
        let base = try #require(sheet.colour("theme_base_color"))
        // Focus adds a ring outside the button; the label stays on the resting background.
        let backgrounds = [
            ("rest and focus", base),
            ("hover", try #require(sheet.colour("tabledeck_availability_hover"))),
            ("pressed", try #require(sheet.colour("tabledeck_availability_pressed"))),
        ]
        for (state, background) in backgrounds {
            let ratio = text.contrastRatio(with: background)
            #expect(ratio >= 4.5, "\(theme.name) \(state): \(text) on \(background) is \(ratio):1")
        }
        let locked = try #require(sheet.colour("tabledeck_availability_disabled_text"))
        #expect(locked.contrastRatio(with: base) >= 4.5, "\(theme.name) while checking")
        let ring = try #require(sheet.colour("tabledeck_focus_ring"))
        #expect(ring.contrastRatio(with: base) >= 3, "\(theme.name) focus ring")
    }

    @Test(
        "the Class page's coloured text (category, prices, seats left, code applied) reads at 4.5:1, light and dark",
        arguments: [("light", StyleSheetColours.adwaitaLight), ("dark", StyleSheetColours.adwaitaDark)])
    func colouredText(theme: (name: String, colours: [String: RGBColor])) throws {
        let sheet = try StyleSheetColours(sheet: "detail.css", theme: theme.colours)
        let base = try #require(sheet.colour("theme_base_color"))
        for name in ["tabledeck_accent_text", "tabledeck_success_text"] {
            let text = try #require(sheet.colour(name))
            let ratio = text.contrastRatio(with: base)
            #expect(ratio >= 4.5, "\(theme.name) \(name): \(text) on \(base) is \(ratio):1")
        }
    }

    @Test("secondary (dim) text reads at 4.5:1 on the page and the window, light and dark")
    func dimText() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sheet = try String(contentsOf: root.appendingPathComponent("Resources/tabledeck.css"), encoding: .utf8)
        let rule = try #require(sheet.range(of: ".dim-label {"))
        let after = sheet[rule.upperBound...]
        let value = try #require(after.range(of: "opacity:")).upperBound
        let number = after[value...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        let opacity = try #require(Double(number))
        let pairs = [
            ("light page", "#2e3436", "#ffffff"), ("light window", "#2e3436", "#f6f5f4"),
            ("dark page", "#eeeeec", "#2d2d2d"), ("dark window", "#eeeeec", "#353535"),
        ]
        for (name, foreground, background) in pairs {
            let text = try #require(RGBColor(hex: foreground))
            let back = try #require(RGBColor(hex: background))
            let shown = back.mixed(with: text, fraction: opacity)
            #expect(shown.contrastRatio(with: back) >= 4.5, "\(name): \(shown) on \(back)")
        }
    }
}
