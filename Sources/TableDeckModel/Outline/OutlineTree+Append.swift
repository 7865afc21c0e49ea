/// Adding children after those an item has: a long list given in parts.
extension OutlineTree {
    /// Adds `items` after `parent`'s children (after the roots for `nil`), collapsed; `parent`
    /// must have its children already (``setChildren(_:of:)``). When `parent` shows expanded,
    /// their rows are one inserted range after its last row.
    ///
    /// This is how a folder of a hundred thousand entries is shown without stalling a frame:
    /// ``setChildren(_:of:)`` with the first part, then the rest a part at a time. Refused, with
    /// a problem each: an unknown `parent`, one that cannot have children or has none given
    /// yet (nothing changes); a child named twice, or already in the tree (left out).
    ///
    /// O(k log s) for k items added to s children, plus O(d log s) for the counts above.
    @discardableResult
    package mutating func appendChildren(_ items: [OutlineItem<ID>], to parent: ID?) -> OutlineChange<ID> {
        var change = OutlineChange<ID>()
        var firstNewIndex = roots.count
        if let parent {
            guard let node = nodes[parent] else { return OutlineChange(problems: [.unknownItem(parent)]) }
            guard node.isExpandable else { return OutlineChange(problems: [.notExpandable(parent)]) }
            guard node.load == .loaded else { return OutlineChange(problems: [.notLoaded(parent)]) }
            firstNewIndex = node.children.count
        }
        // Where the new rows go: after every row shown below `parent`, if it shows expanded.
        let firstRow = firstChildRow(of: parent).map { $0 + (parent.map { nodes[$0]?.rowsBelow ?? 0 } ?? rootSizes.total) }
        var added: [ID] = []
        added.reserveCapacity(items.count)
        for item in items {
            guard nodes[item.id] == nil else {
                let named = added.contains(item.id) || nodes[item.id]?.parent == parent
                change.problems.append(named ? .duplicateChild(item.id) : .alreadyInTree(item.id))
                continue
            }
            nodes[item.id] = Node(parent: parent, indexInParent: firstNewIndex + added.count, isExpandable: item.isExpandable)
            added.append(item.id)
        }
        guard !added.isEmpty else { return change }
        if let parent {
            let oldSize = size(of: parent)
            nodes[parent]?.children.append(contentsOf: added)
            for _ in added { nodes[parent]?.sizes.append(1) }
            propagate(size(of: parent) - oldSize, from: parent)
        } else {
            roots.append(contentsOf: added)
            for _ in added { rootSizes.append(1) }
        }
        if let firstRow { change.appendInserted(firstRow..<(firstRow + added.count)) }
        return change
    }

    /// Makes room for `count` more items, so that adding them a part at a time never grows the
    /// item table on the way: each growth rehashes every item named so far (about 17 ms at
    /// 49,000 items and 35 ms at 98,000 on a 2-core VM, one part's slice each). Changes nothing
    /// shown.
    package mutating func reserveCapacity(forMoreItems count: Int) {
        guard count > 0 else { return }
        nodes.reserveCapacity(nodes.count + count)
    }
}
