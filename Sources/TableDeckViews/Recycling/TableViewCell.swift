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

    /// What the cell shows now: a header, a row, or `nil` while it is not bound.
    public internal(set) var item: TableItem? {
        didSet { updateHeaderStyle() }
    }

    /// The item whose content the cell holds, kept through an unbind: when GTK rebinds a row
    /// only because its position changed (GTK 4.8 does after every insertion or deletion
    /// above it), the table finds the cell already showing that item and does not ask the
    /// data source again. Cleared when the content may be stale (a reload).
    var shownItem: TableItem?

    /// The row the cell shows now; `nil` for a header or an unbound cell.
    public var indexPath: TableIndexPath? {
        if case .row(let indexPath) = item { return indexPath }
        return nil
    }

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
            remove(content)
            self.content = nil
        }
        guard let view, content !== view else { return }
        guard !view.hasParent else {
            Diagnostics.warn("a view given to a table cell already has a parent; the cell is left empty")
            return
        }
        view.expandsHorizontally = true
        append(view)
        content = view
    }

    private func updateHeaderStyle() {
        if case .header = item {
            addCSSClass("tabledeck-cell-header")
        } else {
            removeCSSClass("tabledeck-cell-header")
        }
    }
}
