import TableDeckBridge

/// A section's header or footer title, as every table shows it (UIKit's
/// `titleForHeaderInSection` and `titleForFooterInSection`): the stack table puts the label in
/// its column of rows, the recycling table in a ``SectionTitleCell``. One look for both, set by
/// the library's style sheet: a header title on the section header's tint, a footer dimmed.
///
/// A title is never a row: it takes no press, focus, selection, swipe or drop.
@MainActor
enum SectionTitle {
    /// Where a title stands in its section.
    enum Place {
        /// Above the section's rows.
        case header
        /// Below them.
        case footer

        /// The label's style class.
        var styleClass: String {
            switch self {
            case .header: "tabledeck-section-title"
            case .footer: "tabledeck-section-footer"
            }
        }
    }

    /// A new label showing `text` at `place`, wrapping and aligned to the leading edge. With
    /// `asHeading`, assistive technologies are told it is a heading of level 2 (the stack table's
    /// headers; a recycling cell makes its own heading around its content).
    static func makeLabel(_ text: String, at place: Place, asHeading: Bool) -> Label {
        let label = asHeading ? Label(text, headingLevel: 2) : Label(text)
        label.wraps = true
        label.xAlign = 0
        label.expandsHorizontally = true
        show(text, at: place, in: label)
        return label
    }

    /// Shows `text` at `place` in `label` (a recycled title cell's label shows a header, then a
    /// footer).
    static func show(_ text: String, at place: Place, in label: Label) {
        label.text = text
        label.setAccessibleLabel(text)
        for other in [Place.header, .footer] where other != place {
            label.removeCSSClass(other.styleClass)
        }
        label.addCSSClass(place.styleClass)
    }
}
