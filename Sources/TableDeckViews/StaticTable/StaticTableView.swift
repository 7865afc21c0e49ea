import TableDeckBridge
import TableDeckModel

/// A long, vertically scrolling page built from an ordered list of section cells, as a static
/// `UITableView` of UIKit is built.
///
/// Build each section with a function that returns a ``StaticTableCell``, put the cells in
/// ``cells`` in page order (leaving optional sections out), and call ``reload()``. Cells are kept
/// across reloads, so a section that stays keeps its state (typed text, scroll position, focus);
/// only sections that joined or left the list are added or removed.
///
/// Spacing follows one rule: each cell gets its own top spacing (``StaticTableCell/topSpacing``)
/// and no bottom spacing, so leaving a section out keeps every other gap as designed. On wide
/// windows the content is kept at most ``maximumContentWidth`` wide, centred.
@MainActor
public final class StaticTableView: ScrolledWindow {
    /// The sections in page order. Changes show after ``reload()``.
    public var cells: [StaticTableCell] = []

    /// The widest the content grows; wider windows centre it. 0 means no limit.
    public let maximumContentWidth: Int

    /// The smallest space left and right of the content, in pixels.
    public let minimumSideMargin: Int

    /// Space below the last section, so the page does not end flush with the window.
    public var bottomInset: Int = 24 {
        didSet { box.marginBottom = bottomInset }
    }

    private let box = Box(.vertical)
    /// The cells shown now, in order.
    private var shown: [StaticTableCell] = []

    /// Creates an empty page whose content is at most `maximumContentWidth` wide (0: no limit),
    /// centred, with at least `minimumSideMargin` on each side.
    public init(maximumContentWidth: Int = 0, minimumSideMargin: Int = 0) {
        self.maximumContentWidth = max(0, maximumContentWidth)
        self.minimumSideMargin = max(0, minimumSideMargin)
        super.init()
        LibraryStyle.install(for: self)
        addCSSClass("tabledeck-static-table")
        setPolicy(horizontal: .never, vertical: .automatic)
        box.addCSSClass("tabledeck-static-table-content")
        box.marginBottom = bottomInset
        // GTK 4.8 has no clamp widget; the bridge's Clamp (a C shim) centres the box at the
        // maximum width and passes height-for-width through, so wrapping text is measured at
        // its real width.
        let clamp = Clamp(
            child: box, maximumWidth: self.maximumContentWidth, minimumSideMargin: self.minimumSideMargin)
        clamp.addCSSClass("tabledeck-static-table-clamp")
        setChild(clamp)
        withExtendedLifetime(clamp) {}
    }

    /// Shows ``cells`` in order: removes the sections that left the list, adds the ones that
    /// joined, reorders the rest, and applies every cell's spacing.
    public func reload() {
        var seen = Set<ObjectIdentifier>()
        let wanted = cells.filter { seen.insert(ObjectIdentifier($0)).inserted }
        if wanted.count != cells.count {
            Diagnostics.warn("a static table was given the same cell more than once; showing it once")
        }
        let keep = Set(wanted.map(ObjectIdentifier.init))
        for cell in shown where !keep.contains(ObjectIdentifier(cell)) {
            box.remove(cell)
        }
        var previous: StaticTableCell?
        var placed: [StaticTableCell] = []
        for cell in wanted {
            if cell.isChild(of: box) {
                box.reorder(cell, after: previous)
            } else if !cell.hasParent {
                box.insert(cell, after: previous)
            } else {
                Diagnostics.warn("static table cell '\(cell.identifier)' belongs to another parent; left out")
                continue
            }
            previous = cell
            placed.append(cell)
        }
        let margins = StaticTableSpacing.margins(forTopSpacings: placed.map(\.topSpacing))
        for (cell, margin) in zip(placed, margins) {
            cell.marginTop = margin.top
            cell.marginBottom = margin.bottom
        }
        shown = placed
    }

    /// The identifiers of the sections shown, in order.
    public var shownIdentifiers: [String] { shown.map(\.identifier) }

    /// The section shown with `identifier`, if any.
    public func cell(withIdentifier identifier: String) -> StaticTableCell? {
        shown.first { $0.identifier == identifier }
    }

    /// The content's vertical box, which holds the cells.
    package var contentBox: Widget { box }
}
