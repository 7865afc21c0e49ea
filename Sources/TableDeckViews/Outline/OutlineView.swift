import TableDeckBridge
import TableDeckModel

/// Rows that nest: items with children, shown under a disclosure arrow and indented by level
/// (AppKit's `NSOutlineView`, UIKit's expandable outline sections), over a recycling table, so
/// its cursor, selection, type-ahead, search, empty state and animated updates are the other
/// tables'.
///
/// Children are asked of the ``dataSource`` only when an item is first expanded, and may arrive
/// later (read off the main thread): meanwhile the item shows a "Loading…" row, and a failure
/// shows its reason as a row. Expanding and collapsing animate as rows inserted and removed. The
/// keys: Right expands (or goes to the first child), Left collapses (or goes to the parent),
/// `*` or Shift+Right expand everything below, `-` or Shift+Left collapse it all; right to
/// left, Right and Left swap. Each item keeps its expanded state while an ancestor is
/// collapsed, and across ``setChildren(_:of:)`` (a folder watched for changes). Screen readers
/// hear each row's level and whether it is expanded or collapsed.
///
/// Items are named by strings unique in the outline (a path, a key).
@MainActor
public final class OutlineView: Box {
    /// The rows: the tree's visible rows, one section.
    let table: RecyclingTableView
    /// The items, their children and which are expanded.
    var tree = OutlineTree<String>()
    /// Answers the table's questions from the tree. Held here: the table holds it `weak`.
    private lazy var rowsSource = OutlineRowsSource(owner: self)
    /// Counts reloads: a reply for an older tree is dropped.
    private var generation = 0
    /// The long answers still being put in place a part at a time, by item (``receiveChildren(_:of:)``).
    var partsWork: [String?: IdleWork] = [:]

    /// Where the items and their children come from. Held `weak`.
    public weak var dataSource: (any OutlineViewDataSource)?
    /// Hears presses, expansions and collapses. Held `weak`.
    public weak var delegate: (any OutlineViewDelegate)?

    /// The identifier of the outline's rows in its table's reuse pool.
    static let rowIdentifier = "TableDeck.outline-row"

    /// An empty outline; set ``dataSource`` and call ``reloadData()``.
    ///
    /// - Parameter emptyText: what the outline shows without items; by default "No items" in
    ///   the user's language.
    public init(emptyText: String? = nil) {
        table = RecyclingTableView(emptyText: emptyText)
        super.init(.vertical)
        addCSSClass("tabledeck-outline")
        table.expandsVertically = true
        table.expandsHorizontally = true
        append(table)
        table.register(identifier: Self.rowIdentifier) { [weak self] in
            self?.makeRow() ?? OutlineRowCell(reuseIdentifier: Self.rowIdentifier, itemView: Label(""))
        }
        table.dataSource = rowsSource
        table.delegate = rowsSource
        installKeys()
    }

    /// Forgets every item and asks the data source for the roots again (their children are
    /// asked for again as they are expanded).
    public func reloadData() {
        generation &+= 1
        for work in partsWork.values { work.cancel() }
        partsWork = [:]
        tree = OutlineTree()
        table.reloadData()
        requestChildren(of: nil)
    }

    /// How many rows show now (items and "Loading…" or failure rows).
    public var numberOfRows: Int { tree.rowCount }

    /// The item on row `row` (for a "Loading…" or failure row, the item it stands under).
    public func item(atRow row: Int) -> String? { tree.row(at: row)?.item }

    /// The row that shows `item`, `nil` when it does not show (an ancestor is collapsed).
    public func row(of item: String) -> Int? { tree.rowIndex(of: item) }

    /// Whether `item` is expanded (it may be hidden by a collapsed ancestor).
    public func isExpanded(_ item: String) -> Bool { tree.isExpanded(item) }

    /// Expands `item` (asking for its children the first time); with `all`, everything below it
    /// too, as their children arrive.
    public func expand(_ item: String, all: Bool = false) {
        let wasExpanded = tree.isExpanded(item)
        apply(all ? tree.expandAll(below: item) : tree.expand(item))
        if !wasExpanded && tree.isExpanded(item) { delegate?.outlineView(self, didExpand: item) }
    }

    /// Collapses `item`; with `all`, everything below it too (their expanded state forgotten).
    public func collapse(_ item: String, all: Bool = false) {
        let wasExpanded = tree.isExpanded(item)
        apply(all ? tree.collapseAll(below: item) : tree.collapse(item))
        if wasExpanded && !tree.isExpanded(item) { delegate?.outlineView(self, didCollapse: item) }
    }

    /// Expands `item` if it is collapsed, else collapses it.
    public func toggle(_ item: String) {
        if tree.isExpanded(item) { collapse(item) } else { expand(item) }
    }

    /// Gives `item`'s children (`nil`: the roots) anew, as they are now: items kept keep their
    /// state and what is below them, items gone take theirs with them, and the rows animate (a
    /// folder watched for changes). Duplicates and items already elsewhere in the outline are
    /// left out, with a warning.
    public func setChildren(_ children: [OutlineEntry], of item: String?) {
        cancelParts(of: item)
        apply(tree.setChildren(children.map { OutlineItem($0.id, isExpandable: $0.isExpandable) }, of: item))
    }

    /// Shows `reason` under `item` in place of its children: they cannot be read.
    public func setFailure(_ reason: String, of item: String) {
        cancelParts(of: item)
        apply(tree.setFailure(reason, of: item))
    }

    /// The outline's search (``TableSearch``): Ctrl+F filters the rows shown.
    public var search: TableSearch { table.search }

    /// Names the outline for assistive technologies (its list: "Files. List with 12 items").
    public func setAccessibleName(_ name: String) {
        table.setAccessibleName(name)
    }

    /// Gives the keyboard focus to the rows.
    @discardableResult
    public func takeKeyboardFocus() -> Bool { table.takeKeyboardFocus() }

    // MARK: - Changes

    /// Shows `change` in the rows (animated unless not `animated`), then asks for the children
    /// it needs.
    func apply(_ change: OutlineChange<String>, animated: Bool = true) {
        for problem in change.problems { Diagnostics.warn("the outline view: \(problem)") }
        if change.changesRows {
            let paths = { (rows: [Range<Int>]) in rows.flatMap { $0.map { TableIndexPath(row: $0, section: 0) } } }
            let animation: TableRowAnimation = animated ? .automatic : .none
            table.performBatchUpdates {
                table.deleteRows(at: paths(change.removed), with: animation)
                table.insertRows(at: paths(change.inserted), with: animation)
                table.reloadRows(at: change.reloaded.map { TableIndexPath(row: $0, section: 0) }, with: animation)
            }
        }
        for item in change.childRequests { requestChildren(of: item) }
    }

    /// Asks the data source for `item`'s children (`nil`: the roots); the reply changes the
    /// tree, unless the outline was reloaded meanwhile.
    private func requestChildren(of item: String?) {
        guard let dataSource else { return }
        let asked = generation
        dataSource.outlineView(self, loadChildrenOf: item) { [weak self] result in
            guard let self, self.generation == asked else { return }
            switch result {
            case .children(let children):
                self.receiveChildren(children, of: item)
            case .failure(let reason):
                if let item {
                    self.setFailure(reason, of: item)
                } else {
                    Diagnostics.warn("the outline view's roots could not be read: \(reason)")
                    self.table.emptyText = reason
                }
            }
        }
    }

    /// A new row, its content made by the data source, its arrow toggling its item.
    private func makeRow() -> OutlineRowCell {
        let view = dataSource?.makeRowContent(for: self) ?? Label("")
        let cell = OutlineRowCell(reuseIdentifier: Self.rowIdentifier, itemView: view)
        cell.arrow.onClicked { [weak self, weak cell] in
            guard let self, let row = cell?.row, row.kind == .item, row.isExpandable else { return }
            self.toggle(row.item)
        }
        return cell
    }
}
