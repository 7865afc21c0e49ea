import TableDeckBridge
import TableDeckModel

/// The style classes that draw a table's ``TableStyle``, put on the same kinds of widget by
/// every engine: the widget whose children are the rows (and the pinned header's frame) takes
/// the style's classes, and each row's whole box the classes of its place in its section
/// (``RowPlaceInSection``, decided by the table's ``SectionLayout``). The library's style sheet
/// draws the grouped styles' cards from them.
///
/// A row is marked whatever the style, so a change of style is a change of the container's
/// classes only, even while rows animate.
@MainActor
enum TableStyleClasses {
    /// On the rows' container in ``TableStyle/grouped`` and ``TableStyle/insetGrouped``.
    static let grouped = "tabledeck-grouped"
    /// On the rows' container in ``TableStyle/insetGrouped`` too: the cards' side margins.
    static let insetGrouped = "tabledeck-inset-grouped"
    /// On the first row of a section: the top of its card.
    static let firstInSection = "tabledeck-first-in-section"
    /// On the last row of a section: the bottom of its card.
    static let lastInSection = "tabledeck-last-in-section"
    /// On the first row of a section without a header: the space between sections above it.
    static let opensSection = "tabledeck-opens-section"

    /// Marks `container` (the widget whose children are the rows, or the pinned header's frame)
    /// with `style`'s classes, and with no other style's.
    static func apply(_ style: TableStyle, to container: Widget) {
        set(grouped, on: container, style.drawsSectionsAsCards)
        set(insetGrouped, on: container, style == .insetGrouped)
    }

    /// Marks `row` (the widget that is the row's whole box) with its place in its section;
    /// `nil` (a title's or an unbound row's widget) clears every mark.
    static func mark(_ row: Widget, at place: RowPlaceInSection?) {
        let place = place ?? .middle
        set(firstInSection, on: row, place.isFirst)
        set(lastInSection, on: row, place.isLast)
        set(opensSection, on: row, place.opensSection)
    }

    /// Gives `widget` the place marks `row` has (a widget drawn as part of the row's box).
    static func copyMarks(from row: Widget, to widget: Widget) {
        for mark in [firstInSection, lastInSection, opensSection] { set(mark, on: widget, row.hasCSSClass(mark)) }
    }

    /// Adds or removes `styleClass`; GTK restyles `widget` only when that changes anything.
    private static func set(_ styleClass: String, on widget: Widget, _ isOn: Bool) {
        if isOn {
            widget.addCSSClass(styleClass)
        } else {
            widget.removeCSSClass(styleClass)
        }
    }
}
