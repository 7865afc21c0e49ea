/// Expanding and collapsing: one item, or an item and everything below it.
extension OutlineTree {
    /// Expands `id`. Its rows below (its children's, or one "Loading…" or failure row) are one
    /// inserted range right after its row, and its row reloads (the arrow turns). When its
    /// children were never asked for, or failed, it moves to ``OutlineChildren/loading`` and is
    /// named in ``OutlineChange/childRequests``. An item under a collapsed ancestor is expanded
    /// too, with no visible change: it shows expanded when the ancestor opens. Nothing for an
    /// item already expanded; a problem for one not in the tree or that cannot have children.
    @discardableResult
    package mutating func expand(_ id: ID) -> OutlineChange<ID> {
        guard let node = nodes[id] else { return OutlineChange(problems: [.unknownItem(id)]) }
        guard node.isExpandable else { return OutlineChange(problems: [.notExpandable(id)]) }
        guard !node.isExpanded else { return OutlineChange() }
        var change = OutlineChange<ID>()
        let oldSize = node.size
        nodes[id]?.isExpanded = true
        switch node.load {
        case .notRequested, .failed:
            nodes[id]?.load = .loading
            change.childRequests = [id]
        case .loading, .loaded:
            break
        }
        let newSize = size(of: id)
        propagate(newSize - oldSize, from: id)
        if let row = rowIndex(of: id) {
            change.reloaded = [row]
            change.appendInserted((row + 1)..<(row + newSize))
        }
        return change
    }

    /// Collapses `id`: the rows below it are one removed range, and its row reloads. Its
    /// descendants keep whether they are expanded (they show so when it opens again); a load
    /// under way goes on, and its result is kept. Nothing for an item not expanded.
    @discardableResult
    package mutating func collapse(_ id: ID) -> OutlineChange<ID> {
        guard let node = nodes[id] else { return OutlineChange(problems: [.unknownItem(id)]) }
        guard node.isExpanded else { return OutlineChange() }
        let row = rowIndex(of: id)
        let oldSize = node.size
        nodes[id]?.isExpanded = false
        nodes[id]?.expandsAllWhenLoaded = false
        propagate(1 - oldSize, from: id)
        var change = OutlineChange<ID>()
        if let row {
            change.reloaded = [row]
            change.appendRemoved((row + 1)..<(row + oldSize))
        }
        return change
    }

    /// Collapses `id` when it is expanded, expands it otherwise.
    @discardableResult
    package mutating func toggle(_ id: ID) -> OutlineChange<ID> {
        isExpanded(id) ? collapse(id) : expand(id)
    }

    /// Expands `parent` and every expandable item below it that is loaded (`*`, Shift+Right);
    /// for `nil`, every item in the tree. Items whose children were never asked for, or failed
    /// while collapsed, move to loading and are named in ``OutlineChange/childRequests``, in
    /// the order of their rows; every item left loading is marked so that its children, when
    /// they arrive, are expanded all the way down in turn (unless it was collapsed, or hidden
    /// by a collapsed ancestor, meanwhile). An expanded item whose load failed keeps its
    /// failure row. Only rows are inserted: one range for each run of new rows, and reloads for
    /// the rows whose arrow turns. O(items below).
    @discardableResult
    package mutating func expandAll(below parent: ID?) -> OutlineChange<ID> {
        if let parent {
            guard let node = nodes[parent] else { return OutlineChange(problems: [.unknownItem(parent)]) }
            guard node.isExpandable else { return OutlineChange(problems: [.notExpandable(parent)]) }
        }
        let oldSize = parent.map(size(of:))
        let items = (parent.map { [$0] } ?? []) + descendants(of: parent)
        let (flipped, requests) = expandEverything(items)
        var change = OutlineChange<ID>(childRequests: requests)
        if let parent, let oldSize {
            propagate(size(of: parent) - oldSize, from: parent)
        } else {
            rebuildSizes(of: nil)
        }
        guard let firstRow = firstChildRow(of: parent) else { return change }
        if let parent, flipped.contains(parent) {
            // Everything below was hidden: one range.
            change.reloaded = [firstRow - 1]
            change.appendInserted(firstRow..<(firstRow + size(of: parent) - 1))
        } else {
            recordInsertions(below: parent, from: firstRow, flipped: flipped, into: &change)
        }
        return change
    }

    /// Collapses `parent` and every item below it (Shift+Left); for `nil`, every item in the
    /// tree. Unlike ``collapse(_:)``, it forgets which descendants were expanded, and cancels
    /// the pending expansions of ``expandAll(below:)``. The rows below each collapsed visible
    /// item are one removed range, and the item reloads. O(items below).
    @discardableResult
    package mutating func collapseAll(below parent: ID?) -> OutlineChange<ID> {
        var change = OutlineChange<ID>()
        var oldSize = 0
        if let parent {
            guard let node = nodes[parent] else { return OutlineChange(problems: [.unknownItem(parent)]) }
            oldSize = node.size
            if node.isExpanded, let row = rowIndex(of: parent) {
                change.reloaded = [row]
                change.appendRemoved((row + 1)..<(row + oldSize))
            }
        } else {
            var row = 0
            for root in roots {
                let size = size(of: root)
                if nodes[root]?.isExpanded == true {
                    change.reloaded.append(row)
                    change.appendRemoved((row + 1)..<(row + size))
                }
                row += size
            }
        }
        for item in (parent.map { [$0] } ?? []) + descendants(of: parent) {
            nodes[item]?.isExpanded = false
            nodes[item]?.expandsAllWhenLoaded = false
            if let count = nodes[item]?.children.count, count > 0 {
                nodes[item]?.sizes = PrefixSumTree(repeating: 1, count: count)
            }
        }
        if let parent {
            propagate(1 - oldSize, from: parent)
        } else {
            rootSizes = PrefixSumTree(repeating: 1, count: roots.count)
        }
        return change
    }

    /// Expands every expandable item of `items` (given depth first: parents before children),
    /// asks for the children of those never asked or failed while collapsed, marks those left
    /// loading to expand all when loaded, and rebuilds the row counts from the bottom up.
    /// Returns the items that were collapsed, and the requests in the order of `items`. The
    /// caller propagates the size change of the topmost item.
    mutating func expandEverything(_ items: [ID]) -> (flipped: Set<ID>, requests: [ID]) {
        var flipped = Set<ID>()
        var requests: [ID] = []
        for item in items {
            guard let node = nodes[item], node.isExpandable else { continue }
            if !node.isExpanded {
                flipped.insert(item)
                nodes[item]?.isExpanded = true
                switch node.load {
                case .notRequested, .failed:
                    nodes[item]?.load = .loading
                    requests.append(item)
                case .loading, .loaded:
                    break
                }
            }
            if nodes[item]?.load == .loading { nodes[item]?.expandsAllWhenLoaded = true }
        }
        // Children come after their parents: from the end, every child's size is final when
        // its parent's counts are rebuilt.
        for item in items.reversed() where nodes[item]?.children.isEmpty == false {
            rebuildSizes(of: item)
        }
        return (flipped, requests)
    }

    /// Records the rows that ``expandEverything(_:)`` inserted below `parent`, whose first child
    /// row is `firstRow`: walks the rows that were shown before (below items not in `flipped`),
    /// and for each item in `flipped` records its row as reloaded (by its index before) and the
    /// rows below it as inserted. O(rows shown before, below `parent`).
    private func recordInsertions(below parent: ID?, from firstRow: Int, flipped: Set<ID>, into change: inout OutlineChange<ID>) {
        let top = parent.map { nodes[$0]?.children ?? [] } ?? roots
        var row = firstRow
        var inserted = 0
        var stack: [(children: [ID], next: Int)] = [(top, 0)]
        while let frame = stack.popLast() {
            guard frame.next < frame.children.count else { continue }
            stack.append((frame.children, frame.next + 1))
            let id = frame.children[frame.next]
            guard let node = nodes[id] else { continue }
            if flipped.contains(id) {
                change.reloaded.append(row - inserted)
                change.appendInserted((row + 1)..<(row + node.size))
                inserted += node.size - 1
                row += node.size
                continue
            }
            row += 1
            guard node.isExpanded else { continue }
            switch node.load {
            case .loaded: stack.append((node.children, 0))
            case .loading, .failed: row += 1
            case .notRequested: break
            }
        }
    }
}
