/// A tree of expandable items whose children load lazily, and the rows it shows: the items
/// under expanded ancestors, depth first. What an outline table (a folder tree) shows and
/// animates, without GTK.
///
/// **Items.** Each item has an identifier unique in the tree, a parent (none for the roots, the
/// children of an implicit root), whether it can have children, and where its children stand
/// (``OutlineChildren``): not asked for, loading, loaded, or failed. The caller gives children
/// with ``setChildren(_:of:)`` in the order to show them (sorting is the caller's), and may give
/// them again at any time (a file monitor saw a file created, renamed or deleted): items kept
/// keep their state and everything below them.
///
/// **Lazy loading.** Expanding an item whose children were never asked for moves it to
/// ``OutlineChildren/loading`` and names it in ``OutlineChange/childRequests``; the caller reads
/// them (off the main thread if it likes) and answers with ``setChildren(_:of:)`` or
/// ``setFailure(_:of:)``. An expanded item that is loading or failed shows one placeholder row
/// below it ("Loading…", "Permission denied").
///
/// **Expanded state is the item's own**, as in Finder and GTK's tree views: collapsing an item
/// hides its descendants but keeps whether each is expanded, so expanding it again shows them
/// as they were. Only ``collapseAll(below:)`` forgets it, and an item removed from its parent
/// takes its whole subtree with it.
///
/// **Changes.** Every mutation returns an ``OutlineChange``: the rows removed (old indexes),
/// inserted (new indexes) and reloaded, ready for a table's animation.
///
/// **Complexity.** The visible rows are not stored as a list. Every child list keeps a
/// ``PrefixSumTree`` of its children's visible row counts (a child's own row plus the rows
/// shown below it), maintained whether or not the parent is expanded. With d the depth of an
/// item and s the size of the largest child list on its path:
///
/// | operation | cost |
/// |---|---|
/// | ``rowCount`` | O(1) |
/// | ``row(at:)``, ``rowIndex(of:)``, ``level(of:)`` | O(d log s) |
/// | ``expand(_:)``, ``collapse(_:)``, ``toggle(_:)`` | O(d log s), whatever the rows shown or revealed |
/// | ``setChildren(_:of:)`` with k children | O(k log k + removed items + d log s) |
/// | ``setFailure(_:of:)`` | O(removed items + d log s) |
/// | ``expandAll(below:)``, ``collapseAll(below:)`` | O(loaded items below + d log s) |
/// | ``visibleRows`` | O(rows) |
/// | ``searchRows(revealing:)`` with m matches | O(m d + r log r) for the r rows shown |
///
/// Expanding a folder of a hundred thousand files therefore costs its own hundred thousand
/// items once (when they load) and then O(log) per expand, collapse or lookup, even with a few
/// hundred thousand rows visible. A flat row array with an item-to-row dictionary would look
/// rows up in O(1), but every expand or collapse above a large list would shift and re-index all
/// the rows after it: O(rows) per click.
package struct OutlineTree<ID: Hashable & Sendable>: Sendable {
    /// Where a node's children stand (``OutlineChildren`` without the list, which the node keeps
    /// apart so that it can be changed in place).
    enum Load: Equatable, Sendable {
        case notRequested, loading, loaded
        case failed(String)
    }

    /// One item and its place in the tree.
    struct Node: Sendable {
        /// The item's parent; `nil` for a root.
        var parent: ID?
        /// The item's index in its parent's child list.
        var indexInParent: Int
        /// Whether the item can have children.
        var isExpandable: Bool
        /// Whether the item is expanded (kept while an ancestor is collapsed).
        var isExpanded = false
        /// Whether the children, once they arrive, are to be expanded all the way down: set by
        /// ``OutlineTree/expandAll(below:)`` on an item still loading.
        var expandsAllWhenLoaded = false
        /// Where the children stand.
        var load = Load.notRequested
        /// The children, when ``load`` is `.loaded`.
        var children: [ID] = []
        /// Each child's visible rows (its own and those below it), as if this item were shown
        /// expanded.
        var sizes = PrefixSumTree()

        /// How many rows the item shows below its own: its children's when expanded and
        /// loaded, one placeholder when expanded and loading or failed, none when collapsed.
        var rowsBelow: Int {
            guard isExpanded else { return 0 }
            switch load {
            case .loaded: return sizes.total
            case .loading, .failed: return 1
            case .notRequested: return 0
            }
        }

        /// The item's visible rows when it is shown: its own and ``rowsBelow``.
        var size: Int { 1 + rowsBelow }
    }

    /// Every item, by identifier.
    var nodes: [ID: Node] = [:]
    /// The roots, in order.
    var roots: [ID] = []
    /// Each root's visible rows.
    var rootSizes = PrefixSumTree()

    /// An empty tree: no roots, no rows.
    package init() {}

    /// A tree whose roots are `roots` (duplicates and all but the first of an identifier are
    /// dropped, as ``setChildren(_:of:)`` does), none expanded.
    package init(roots: [OutlineItem<ID>]) {
        _ = setChildren(roots, of: nil)
    }

    // MARK: Items

    /// How many items the tree holds (loaded ones, visible or not).
    package var itemCount: Int { nodes.count }

    /// Whether `id` is in the tree.
    package func contains(_ id: ID) -> Bool { nodes[id] != nil }

    /// The roots, in order.
    package var rootItems: [ID] { roots }

    /// The parent of `id`; `nil` for a root or an item not in the tree.
    package func parent(of id: ID) -> ID? { nodes[id]?.parent }

    /// Whether `id` can have children; `false` for an item not in the tree.
    package func isExpandable(_ id: ID) -> Bool { nodes[id]?.isExpandable ?? false }

    /// Whether `id` is expanded (whether or not an ancestor is collapsed); `false` for an item
    /// not in the tree.
    package func isExpanded(_ id: ID) -> Bool { nodes[id]?.isExpanded ?? false }

    /// Where the children of `parent` stand (the roots, loaded, for `nil`); `nil` for an item
    /// not in the tree.
    package func children(of parent: ID?) -> OutlineChildren<ID>? {
        guard let parent else { return .loaded(roots) }
        guard let node = nodes[parent] else { return nil }
        switch node.load {
        case .notRequested: return .notRequested
        case .loading: return .loading
        case .loaded: return .loaded(node.children)
        case .failed(let message): return .failed(message)
        }
    }

    /// The depth of `id` (roots 0), O(d); `nil` for an item not in the tree.
    package func level(of id: ID) -> Int? {
        guard var node = nodes[id] else { return nil }
        var level = 0
        while let parent = node.parent, let next = nodes[parent] {
            level += 1
            node = next
        }
        return level
    }

    /// Whether `id`'s row is shown: it is in the tree and every ancestor is expanded. O(d).
    package func isVisible(_ id: ID) -> Bool {
        guard var node = nodes[id] else { return false }
        while let parent = node.parent {
            guard let next = nodes[parent], next.isExpanded else { return false }
            node = next
        }
        return true
    }

    // MARK: Rows

    /// How many rows are shown.
    package var rowCount: Int { rootSizes.total }

    /// The row at `index`, or `nil` out of range. O(d log s): one search in a child list's
    /// ``PrefixSumTree`` per level.
    package func row(at index: Int) -> OutlineRow<ID>? {
        var offset = index
        var sizes = rootSizes
        var children = roots
        var level = 0
        while let found = sizes.locate(offset), children.indices.contains(found.index) {
            let id = children[found.index]
            let within = found.offset
            guard let node = nodes[id] else { return nil }
            if within == 0 {
                return OutlineRow(item: id, kind: .item, level: level, isExpandable: node.isExpandable, isExpanded: node.isExpanded)
            }
            offset = within - 1
            level += 1
            switch node.load {
            case .loaded:
                sizes = node.sizes
                children = node.children
            case .loading:
                return OutlineRow(item: id, kind: .loading, level: level, isExpandable: false, isExpanded: false)
            case .failed(let message):
                return OutlineRow(item: id, kind: .failure(message), level: level, isExpandable: false, isExpanded: false)
            case .notRequested:
                return nil
            }
        }
        return nil
    }

    /// The row of `id`, or `nil` when it is not shown (not in the tree, or under a collapsed
    /// ancestor). O(d log s): the rows before it, summed level by level.
    package func rowIndex(of id: ID) -> Int? {
        guard var node = nodes[id] else { return nil }
        var index = 0
        while let parent = node.parent {
            guard let parentNode = nodes[parent], parentNode.isExpanded else { return nil }
            index += parentNode.sizes.sum(before: node.indexInParent) + 1
            node = parentNode
        }
        return index + rootSizes.sum(before: node.indexInParent)
    }

    /// The row where the rows below `parent` begin (its first child's, or its placeholder's; 0
    /// for `nil`, the roots); `nil` when they are not shown (`parent` collapsed or hidden).
    func firstChildRow(of parent: ID?) -> Int? {
        guard let parent else { return 0 }
        guard nodes[parent]?.isExpanded == true, let row = rowIndex(of: parent) else { return nil }
        return row + 1
    }

    /// Every row shown, in order. O(rows): for tests and small trees; a table asks
    /// ``row(at:)`` for the rows it binds.
    package var visibleRows: [OutlineRow<ID>] {
        var rows: [OutlineRow<ID>] = []
        rows.reserveCapacity(rowCount)
        // A stack of child lists being walked: the list, the next index in it, its level.
        var stack: [(children: [ID], next: Int, level: Int)] = [(roots, 0, 0)]
        while let top = stack.popLast() {
            guard top.next < top.children.count else { continue }
            stack.append((top.children, top.next + 1, top.level))
            let id = top.children[top.next]
            guard let node = nodes[id] else { continue }
            rows.append(
                OutlineRow(item: id, kind: .item, level: top.level, isExpandable: node.isExpandable, isExpanded: node.isExpanded))
            guard node.isExpanded else { continue }
            switch node.load {
            case .loaded:
                stack.append((node.children, 0, top.level + 1))
            case .loading:
                rows.append(OutlineRow(item: id, kind: .loading, level: top.level + 1, isExpandable: false, isExpanded: false))
            case .failed(let message):
                rows.append(
                    OutlineRow(item: id, kind: .failure(message), level: top.level + 1, isExpandable: false, isExpanded: false))
            case .notRequested:
                break
            }
        }
        return rows
    }
}
