import CGtk

/// A look set on one widget from code (a background colour, a text colour, a table's row
/// insets): CSS blocks under a class of their own, in one slot of the widget (a widget has at
/// most one style per slot, so a new background colour replaces the old one).
package struct CodeStyle: Hashable, Sendable {
    /// One rule: `.<class><selectorSuffix> { <declarations> }`.
    package struct Block: Hashable, Sendable {
        /// What follows the class in the selector: `""`, `":dir(rtl)"`, `":not(.other)"`.
        package let selectorSuffix: String
        /// The declarations, such as `background-color: rgb(255,0,0);`.
        package let declarations: String

        package init(selectorSuffix: String = "", _ declarations: String) {
            self.selectorSuffix = selectorSuffix
            self.declarations = declarations
        }
    }

    /// The slot the style fills: `background`, `foreground`, `row-insets`.
    package let slot: String
    /// The value set, as its setter wrote it (a colour's CSS expression), for reading it back.
    package let value: String
    /// The rules.
    package let blocks: [Block]

    package init(slot: String, value: String, blocks: [Block]) {
        self.slot = slot
        self.value = value
        self.blocks = blocks
    }
}

/// The style sheet behind every ``CodeStyle``: one rule set per style in use, each under a
/// generated class that the widgets so styled carry.
///
/// GTK 4 has no colour or inset property on a widget, and its per-widget style providers
/// (`gtk_style_context_add_provider`) are deprecated from 4.10; classes on one shared sheet
/// work the same on 4.8 and 4.18. A style's rules are added the first time it is used and
/// kept: there are few (one per distinct colour or inset a program sets).
///
/// The sheet sits at ``priority``, above the application's style sheets, so a look set on a
/// widget from code wins over any style sheet's rule for that widget, as a UIKit view's
/// `backgroundColor` does, and below the user's own `gtk.css`.
@MainActor
package enum CodeStyleRules {
    /// Above ``StyleSheet/Priority/application`` (600), below GTK's user priority (800).
    package static let priority = StyleSheet.Priority(value: StyleSheet.Priority.application.value + 50)

    /// The styles with rules, in the order they were added: a style's index is its class's number.
    private static var styles: [CodeStyle] = []
    /// Each style's index in ``styles``.
    private static var indexes: [CodeStyle: Int] = [:]

    /// The one sheet of every rule, made on first use; `nil` if GTK made none.
    private static let sheet: StyleSheet? = try? StyleSheet("")

    /// Gives `widget` `style` in its slot, replacing the style it had there; `nil` empties
    /// `slot` (the style sheets' own look again).
    package static func set(_ style: CodeStyle?, slot: String, on widget: Widget) {
        let old = index(in: slot, of: widget)
        // Styled again as it is (a recycled row bound anew): nothing to restyle.
        if let style, let known = indexes[style], known == old { return }
        if style == nil && old == nil { return }
        if let old {
            widget.removeCSSClass(className(old))
        }
        guard let style else {
            g_object_set_data(widget.gobject, dataKey(slot), nil)
            return
        }
        let index = self.index(of: style)
        if let sheet, let display = widget.display {
            sheet.install(on: display, priority: priority)
        }
        widget.addCSSClass(className(index))
        // Stored off by one: a null pointer is "no style".
        g_object_set_data(widget.gobject, dataKey(slot), UnsafeMutableRawPointer(bitPattern: index + 1))
    }

    /// The style `widget` has in `slot`, if any.
    package static func style(in slot: String, of widget: Widget) -> CodeStyle? {
        index(in: slot, of: widget).map { styles[$0] }
    }

    private static func index(in slot: String, of widget: Widget) -> Int? {
        guard let stored = g_object_get_data(widget.gobject, dataKey(slot)) else { return nil }
        return Int(bitPattern: stored) - 1
    }

    /// The index of `style`, adding its rules when it is new.
    private static func index(of style: CodeStyle) -> Int {
        if let index = indexes[style] { return index }
        styles.append(style)
        indexes[style] = styles.count - 1
        do {
            try sheet?.replaceRules(with: css)
        } catch {
            // Every value is GDK's own output, a theme colour's name or a number: a bug of ours.
            Diagnostics.warnOnce("the \(style.slot) '\(style.value)' set from code does not apply: \(error)")
        }
        return styles.count - 1
    }

    private static func dataKey(_ slot: String) -> String { "tabledeck-code-style-\(slot)" }

    private static func className(_ index: Int) -> String { "tabledeck-code-\(index)" }

    /// Every rule.
    private static var css: String {
        styles.enumerated().flatMap { index, style in
            style.blocks.map { ".\(className(index))\($0.selectorSuffix) { \($0.declarations) }" }
        }.joined(separator: "\n")
    }
}
