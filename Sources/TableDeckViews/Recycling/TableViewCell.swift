import TableDeckBridge
import TableDeckModel

/// A row (or section header) of a ``RecyclingTableView``: a container the table recycles.
///
/// A horizontal ``Box`` holding one content view: set it with ``setContent(_:)``, not by
/// appending (the cell keeps track of its content).
///
/// The table binds a cell to one item at a time and updates ``item`` on every bind. Presses are
/// not handled per cell: the table's one gesture finds the cell under the pointer when the
/// button is released and reads its ``item`` then, so a press never reports the row a cell
/// showed before it was recycled (nor one GTK still routes to after scrolling under a still
/// pointer).
@MainActor
open class TableViewCell: Box {
    /// The identifier the cell was dequeued under.
    public let reuseIdentifier: String

    /// What the cell shows now: a header, a row, a footer, or `nil` while it is not bound.
    public internal(set) var item: TableItem? {
        didSet {
            updateHeaderStyle()
            // Unbound, the cell keeps its shape until it shows something again.
            if item != nil { updateAccessibility(force: false) }
        }
    }

    /// The item whose content the cell holds, kept through an unbind: when GTK rebinds a row
    /// only because its position changed (GTK 4.8 does after every insertion or deletion
    /// above it), the table finds the cell already showing that item and does not ask the
    /// data source again. Cleared when the content may be stale (a reload).
    var shownItem: TableItem?

    /// The cell's editing controls, in lanes at its edges (made the first time the cell shows
    /// a row in editing mode, and kept).
    var editingControls: RowEditingControls?

    /// The row the cell shows now; `nil` for a header, a footer or an unbound cell.
    public var indexPath: TableIndexPath? { item?.rowIndexPath }

    /// Creates an empty cell for `reuseIdentifier`.
    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(.horizontal)
        addCSSClass("tabledeck-cell")
        expandsHorizontally = true
    }

    /// The cell's one content widget, pinned to the cell's edges; `nil` when empty.
    public private(set) var content: Widget?

    /// Replaces the content with `view` (or removes it). A view that already has another parent
    /// is refused with a warning.
    public func setContent(_ view: Widget?) {
        if let content, content !== view {
            if let heading, content.isChild(of: heading) {
                heading.remove(content)
            } else {
                remove(content)
            }
            self.content = nil
        }
        defer { updateAccessibility(force: true) }
        guard let view, content !== view else { return }
        guard !view.hasParent else {
            Diagnostics.warn("a view given to a table cell already has a parent; the cell is left empty")
            return
        }
        view.expandsHorizontally = true
        append(view)
        content = view
    }

    /// The heading that holds the content while the cell shows a section header: made the
    /// first time the cell is a header, and kept.
    ///
    /// GTK fixes a widget's accessible role when the widget is made, and one cell type (one
    /// reuse identifier) may show headers and rows in turn (a ``CellViewBinder`` view serves
    /// as both). So the cell's own role stays that of a plain container, and a header's content
    /// moves into this heading, named with the content's accessible label ("A, 5 people");
    /// a row's content moves back out. Only a cell that changes between header and row pays
    /// for the move.
    private var heading: Box?

    /// What ``updateAccessibility(force:)`` last did: for a header or a row, in which row widget.
    /// GTK 4.8 rebinds every row after an insertion or deletion above it, so a cell is told its
    /// item again and again with nothing to change (20 000 rebinds for a thousand deletions).
    private var appliedAccessibility: (isHeader: Bool, row: ObjectIdentity?)?

    /// Puts the content where the item needs it, and names the row for assistive technologies;
    /// without `force`, only when the cell changes between header and row or moves to another
    /// row widget.
    private func updateAccessibility(force: Bool) {
        let isHeader: Bool
        if case .header = item { isHeader = true } else { isHeader = false }
        let row = parent?.identity
        let moved = force || appliedAccessibility.map { $0.isHeader != isHeader || $0.row != row } ?? true
        appliedAccessibility = (isHeader, row)
        if !moved {
            // The same row widget: only the names can be stale (the cell shows another item now).
            if isHeader, let content, let heading, content.isChild(of: heading) {
                heading.setAccessibleLabel(content.accessibleLabel ?? "")
            }
            nameRowWidget()
            return
        }
        if let content, isHeader {
            let heading = self.heading ?? makeHeading()
            if !content.isChild(of: heading) {
                if content.isChild(of: self) { remove(content) }
                heading.append(content)
            }
            if !heading.isChild(of: self) { append(heading) }
            heading.setAccessibleLabel(content.accessibleLabel ?? "")
        } else if let heading, heading.isChild(of: self) {
            // A row now, or no content: the heading leaves (an unnamed heading would be read
            // by its type, "GtkBox").
            if let content, content.isChild(of: heading) {
                heading.remove(content)
                remove(heading)
                append(content)
            } else {
                remove(heading)
            }
        }
        nameRowWidget()
    }

    /// The name given to the row widget last, so a rebind that changes nothing sets nothing.
    private var rowWidgetName: String?
    /// The row widget named last.
    private var lastNamedRow: ObjectIdentity?

    /// Names the row widget around the cell after the content (see below), when the name changed.
    private func nameRowWidget() {
        // The row widget around the cell (the list's own, which takes the focus) is named
        // after the content: a screen reader then reads the content's accessible label ("Ada,
        // Translator · Lyon") rather than each label inside in turn ("Ada Translator · Lyon").
        // A content that is a label and no more is named by its text: GTK 4.18 names no list
        // item after what it holds, and Orca 48 read such a row as its state, then the label
        // ("not selected.", "0. User."), where a stack table's row, the label itself, is "0.
        // User.", "not selected." (Orca 43 read both that way). Another content without a label
        // leaves the row unnamed, read by its labels as before; a header's row is unnamed (its
        // heading says it), and so is a footer's (its text says it).
        if let item, let parent {
            let isRow: Bool
            if case .row = item { isRow = true } else { isRow = false }
            var name = isRow ? rowAccessibleName : ""
            if isRow, !name.isEmpty, let position = rowAccessiblePosition { name += ", " + position }
            if name != rowWidgetName || appliedAccessibility?.row != lastNamedRow {
                parent.setAccessibleLabel(name)
                rowWidgetName = name
                lastNamedRow = appliedAccessibility?.row
            }
            if isRow, let outline = rowOutlineState {
                parent.setAccessibleExpanded(outline.expanded)
                parent.setAccessibleLevel(outline.level)
            }
        }
    }

    /// What a screen reader hears of the row the cell shows: the content's accessible label,
    /// else its text when it is a label, else nothing (the row is read by its labels).
    var rowAccessibleName: String {
        content?.accessibleLabel ?? (content as? Label)?.text ?? ""
    }

    /// The row's place, read after its name ("row 3 of 1000", a column table's); `nil`, the
    /// default, adds nothing. Read again whenever the cell is bound to an item (its
    /// ``indexPath`` changed) and after ``rowAccessibleNameChanged()``. Part of the name, not
    /// the description: GTK 4.8 sends a focused widget's description again as it takes the
    /// focus, and Orca 43 presents that as news every time (it says the description twice),
    /// where it drops a name that did not change.
    var rowAccessiblePosition: String? { nil }

    /// The row's place in an outline, for screen readers ("expanded", "collapsed", the level
    /// from 1); `nil`, the default, says nothing (a flat table's row).
    var rowOutlineState: (expanded: Bool?, level: Int)? { nil }

    /// Names the row widget again after the cell's ``rowAccessibleName`` changed.
    func rowAccessibleNameChanged() {
        nameRowWidget()
    }

    private func makeHeading() -> Box {
        let heading = Box(.horizontal, role: .heading)
        heading.setAccessibleHeadingLevel(2)
        heading.expandsHorizontally = true
        self.heading = heading
        return heading
    }

    private func updateHeaderStyle() {
        let styleClass: String?
        switch item {
        case .header: styleClass = "tabledeck-cell-header"
        case .footer: styleClass = "tabledeck-cell-footer"
        case .row, nil: styleClass = nil
        }
        for other in ["tabledeck-cell-header", "tabledeck-cell-footer"] where other != styleClass {
            removeCSSClass(other)
        }
        if let styleClass { addCSSClass(styleClass) }
    }
}
