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
/// Its ``search`` looks through every item loaded, collapsed branches included, and shows each
/// match under its ancestors (see ``search``).
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
    var partsWork: [String?: OutlineChildParts] = [:]
    /// The rows shown while the search has a result (`OutlineView+Search.swift`); `nil` while
    /// the tree's rows show.
    var searchResult: OutlineSearchRows<String>?
    /// Every loaded item, in the order the search reads their texts (by ordinal); made when a
    /// search first asks, forgotten when the items change.
    var searchedItems: [String]?
    /// Items selected that the search's rows do not show: selected again when they show.
    var hiddenSelection: Set<String> = []
    /// Counts the times the rows were replaced by a search's or the tree's.
    var searchResultsShown = 0

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
        table.search.itemSource = self
        installKeys()
    }

    /// Forgets every item and asks the data source for the roots again (their children are
    /// asked for again as they are expanded).
    public func reloadData() {
        generation &+= 1
        for work in partsWork.values { work.cancel() }
        partsWork = [:]
        tree = OutlineTree()
        if searchResult != nil {
            showSearchRows(matching: [])
        } else {
            table.reloadData()
        }
        itemsChanged()
        requestChildren(of: nil)
    }

    /// How many rows show now (items and "Loading…" or failure rows; while the search has a
    /// result, its rows).
    public var numberOfRows: Int { searchResult?.count ?? tree.rowCount }

    /// The item on row `row` (for a "Loading…" or failure row, the item it stands under), as
    /// the rows show now.
    public func item(atRow row: Int) -> String? { shownRow(at: row)?.item }

    /// The row that shows `item`, `nil` when it does not show (an ancestor is collapsed, or
    /// the search's result leaves it out).
    public func row(of item: String) -> Int? { searchResult.map { $0.rowIndex(of: item) } ?? tree.rowIndex(of: item) }

    /// The row at `index` as shown now: the search's, else the tree's.
    func shownRow(at index: Int) -> OutlineRow<String>? { searchResult.map { $0.row(at: index) } ?? tree.row(at: index) }

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
        apply(tree.setChildren(children.map { OutlineItem($0.id, isExpandable: $0.isExpandable) }, of: item), changesItems: true)
    }

    /// Shows `reason` under `item` in place of its children: they cannot be read.
    public func setFailure(_ reason: String, of item: String) {
        cancelParts(of: item)
        apply(tree.setFailure(reason, of: item), changesItems: true)
    }

    /// The outline's search (``TableSearch``): Ctrl+F opens a bar whose query finds items
    /// anywhere in the outline, inside collapsed branches too.
    ///
    /// While the query is not blank, the search looks through every item *loaded* (children
    /// never asked for, under items never expanded, cannot be found), matching each item's
    /// text (``OutlineViewDataSource/outlineView(_:textFor:)``, else its identifier) as every
    /// table's search matches a row's. The rows then show each match with all its ancestors,
    /// indented by level, the ancestors' arrows pointing down; the items' stored expanded state
    /// is not touched. A result counts the matching items, not the ancestors shown around them
    /// (``TableSearch/onChange``, and the "N results" screen readers hear).
    ///
    /// While a result shows, a press reports the item by its row as shown; Right and Left move
    /// to the first child and the parent among the rows shown, and expanding or collapsing (the
    /// arrows, `*`, `-`, `+`, Shift+Right, Shift+Left) does nothing. ``expand(_:all:)`` and
    /// ``collapse(_:all:)`` change the stored state, seen when the search ends. New children, a
    /// failure or ``setChildren(_:of:)`` search again. The selection stays with its items: those
    /// the result hides are selected again when they show (with single selection, unless the
    /// user selected another meanwhile); an item selected in the result that the tree's rows
    /// do not show when the search ends is deselected, as collapsing its parent would. Escape
    /// (or the bar's close button) shows the tree's rows again as they were, the cursor on
    /// its item or the nearest ancestor shown.
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
    /// it needs; the search hears when the items changed (`changesItems`: children given, or a
    /// failure).
    func apply(_ change: OutlineChange<String>, animated: Bool = true, changesItems: Bool = false) {
        for problem in change.problems { Diagnostics.warn("the outline view: \(problem)") }
        if let searchResult {
            // The table shows the search's rows, not the tree's (expanding and collapsing do not
            // change them). Changed items are searched again; a search too long to show its
            // result now leaves the rows made again from the changed tree meanwhile (items
            // gone leave them).
            if changesItems {
                let shown = searchResultsShown
                itemsChanged()
                if searchResultsShown == shown { showSearchRows(matching: searchResult.matches) }
            }
        } else {
            if change.changesRows {
                let paths = { (rows: [Range<Int>]) in rows.flatMap { $0.map { TableIndexPath(row: $0, section: 0) } } }
                let animation: TableRowAnimation = animated ? .automatic : .none
                table.performBatchUpdates {
                    table.deleteRows(at: paths(change.removed), with: animation)
                    table.insertRows(at: paths(change.inserted), with: animation)
                    table.reloadRows(at: change.reloaded.map { TableIndexPath(row: $0, section: 0) }, with: animation)
                }
            }
            // After the rows: a search's first result may replace them.
            if changesItems { itemsChanged() }
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
            // A search's rows show ancestors expanded whatever their state: nothing to toggle.
            guard let self, self.searchResult == nil, let row = cell?.row, row.kind == .item, row.isExpandable else { return }
            self.toggle(row.item)
        }
        return cell
    }
}
