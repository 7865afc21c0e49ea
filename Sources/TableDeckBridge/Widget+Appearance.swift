import CGtk

/// A widget's colours and opacity, set from code as UIKit code sets a view's `backgroundColor`,
/// a label's `textColor` and a view's `alpha`.
extension Widget {
    /// The colour the widget's own background is filled with; `nil` (the default) leaves it to
    /// the theme and the style sheets. UIKit's `backgroundColor`.
    ///
    /// The colour fills the widget's box, padding and border included. It is applied above
    /// every application style sheet and replaces the background the theme and the style
    /// sheets give the widget (a button's gradient, a table row's hover and selection tints),
    /// as UIKit's `backgroundColor` does; a table row keeps its separator and its selection
    /// mark over it. A theme colour (``Color/viewBackground``, ``Color/accent`` …) follows the
    /// dark style; a fixed one does not.
    public var backgroundColor: Color? {
        get { CodeStyleRules.style(in: Self.backgroundSlot, of: self).map { Color(expression: $0.value) } }
        set {
            let style = newValue.map { color in
                CodeStyle(
                    slot: Self.backgroundSlot, value: color.description,
                    blocks: [
                        .init("background-color: \(color);"),
                        .init(selectorSuffix: ":not(.\(Self.keepsBackgroundImageClass))", "background-image: none;"),
                    ])
            }
            CodeStyleRules.set(style, slot: Self.backgroundSlot, on: self)
        }
    }

    /// The colour of the widget's text and symbolic icons, which its children inherit unless
    /// they have one of their own; `nil` (the default) leaves it to the theme and the style
    /// sheets. UIKit's `textColor` on a label, `tintColor` on an icon.
    ///
    /// Applied above every application style sheet, as ``backgroundColor`` is. A theme colour
    /// (``Color/viewText``, ``Color/error`` …) follows the dark style; a fixed one does not.
    public var foregroundColor: Color? {
        get { CodeStyleRules.style(in: Self.foregroundSlot, of: self).map { Color(expression: $0.value) } }
        set {
            let style = newValue.map { color in
                CodeStyle(slot: Self.foregroundSlot, value: color.description, blocks: [.init("color: \(color);")])
            }
            CodeStyleRules.set(style, slot: Self.foregroundSlot, on: self)
        }
    }

    /// The class of a widget whose background images are decorations to keep over any
    /// ``backgroundColor`` (a table row's separator and selection mark); on any other widget
    /// a background colour set from code also removes the theme's background image.
    package static let keepsBackgroundImageClass = "tabledeck-keeps-background-image"

    private static let backgroundSlot = "background"
    private static let foregroundSlot = "foreground"

    /// How opaque the widget and its children are drawn, from 0 (invisible) to 1 (the
    /// default); UIKit's `alpha`.
    ///
    /// At 0 the widget is still laid out and still takes clicks and focus, as in GTK (UIKit
    /// stops hit-testing a view below 0.01): hide it with ``isVisible`` or let clicks through
    /// with ``canTarget``. A value outside 0…1 is clamped into it and one that is not a number
    /// is taken as 1, each with one warning naming it. The value read back is GTK's, which
    /// keeps 1/255 steps.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set {
            var value = newValue
            if value.isNaN || value < 0 || value > 1 {
                value = value.isNaN ? 1 : min(max(value, 0), 1)
                Diagnostics.warnOnce("a \(cssName)'s opacity \(newValue) is outside 0…1; \(value) used")
            }
            gtk_widget_set_opacity(widget, value)
        }
    }
}
