import TableDeckBridge
import TableDeckModel

/// A row of an ``OutlineView``: indentation by level, a disclosure arrow for an item that can
/// have children, then the data source's content (or, under an item still loading or that
/// failed to load, the message saying so).
@MainActor
final class OutlineRowCell: TableViewCell {
    /// The room before the arrow: the row's level times ``indentPerLevel``.
    private let indent = Box(.horizontal)
    /// Turns to show whether the item is expanded; a click toggles it.
    let arrow: Button
    /// The arrow's icon.
    private let arrowIcon = Image(iconName: "pan-end-symbolic")
    /// The data source's view, made once per cell.
    let itemView: Widget
    /// "Loading…" or why the children could not be read, in place of the content.
    private let message = Label("")
    /// What the row shows now.
    private(set) var row: OutlineRow<String>?

    /// The room each level indents by, in pixels.
    static let indentPerLevel = 20

    init(reuseIdentifier: String, itemView: Widget) {
        arrowIcon.setHiddenFromAssistiveTechnologies(true)
        arrow = Button(child: arrowIcon)
        self.itemView = itemView
        super.init(reuseIdentifier: reuseIdentifier)
        addCSSClass("tabledeck-outline-row")
        arrow.addCSSClass("flat")
        arrow.addCSSClass("tabledeck-outline-arrow")
        // The keys expand and collapse (Right, Left): the arrow is for the pointer.
        arrow.isFocusable = false
        arrow.setHiddenFromAssistiveTechnologies(true)
        message.addCSSClass("dim-label")
        message.xAlign = 0
        let box = Box(.horizontal, spacing: 4)
        box.append(indent)
        box.append(arrow)
        itemView.expandsHorizontally = true
        box.append(itemView)
        box.append(message)
        setContent(box)
    }

    /// Shows `row`: its level's indentation, its arrow (which a click may toggle only when
    /// `canToggle`), and the content (bound by the caller) or a placeholder's message.
    func show(_ row: OutlineRow<String>, canToggle: Bool = true) {
        self.row = row
        indent.setSizeRequest(width: row.level * Self.indentPerLevel, height: -1)
        arrow.opacity = row.isExpandable ? 1 : 0
        arrow.isSensitive = row.isExpandable && canToggle
        arrowIcon.setIconName(row.isExpanded ? "pan-down-symbolic" : "pan-end-symbolic")
        switch row.kind {
        case .item:
            itemView.isVisible = true
            message.isVisible = false
        case .loading:
            itemView.isVisible = false
            message.isVisible = true
            message.text = LibraryLocalization.text("Loading…")
        case .failure(let reason):
            itemView.isVisible = false
            message.isVisible = true
            message.text = reason
        }
        rowAccessibleNameChanged()
    }

    /// The text a screen reader hears for the row (set by the outline: the item's text, or the
    /// placeholder's message).
    var accessibleText = ""

    override var rowAccessibleName: String { accessibleText }

    /// The item's level, read after its name ("Inner, level 2"): GTK 4.8 gives assistive
    /// technologies no level for a list's row (no attribute, no node relation), so Orca 43 would
    /// say "expanded" and "collapsed" but never how deep a row is.
    override var rowAccessiblePosition: String? {
        guard let row, row.kind == .item else { return nil }
        // TRANSLATORS: read by screen readers after an outline row's name: how deep it is (1 for the top).
        return L10n.substitute(LibraryLocalization.text("level %d"), row.level + 1)
    }

    override var rowOutlineState: (expanded: Bool?, level: Int)? {
        guard let row, row.kind == .item else { return nil }
        return (row.isExpandable ? row.isExpanded : nil, row.level + 1)
    }
}
