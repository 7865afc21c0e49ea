/// The row counts behind ``OutlineTree``'s lookups, kept right by every mutation.
///
/// A node's entry in its parent's ``PrefixSumTree`` is always the node's ``OutlineTree/Node/size``,
/// whether or not the parent is expanded; the tree of the roots holds the roots'. A change to a
/// node's size therefore climbs to its ancestors, and stops at the first collapsed one, whose
/// own size (one row) does not change.
extension OutlineTree {
    /// The rows `id` shows when its row is shown: its own and those below it; 0 for an item
    /// not in the tree.
    func size(of id: ID) -> Int { nodes[id]?.size ?? 0 }

    /// Tells `id`'s ancestors that its size changed by `delta`. O(d log s).
    mutating func propagate(_ delta: Int, from id: ID) {
        guard delta != 0 else { return }
        var current = id
        while let node = nodes[current] {
            guard let parent = node.parent else {
                rootSizes.add(delta, at: node.indexInParent)
                return
            }
            nodes[parent]?.sizes.add(delta, at: node.indexInParent)
            guard nodes[parent]?.isExpanded == true else { return }
            current = parent
        }
    }

    /// Rebuilds the row counts of `parent`'s children (the roots' for `nil`) from their sizes,
    /// in O(children). The caller propagates `parent`'s own change of size.
    mutating func rebuildSizes(of parent: ID?) {
        guard let parent else {
            rootSizes = PrefixSumTree(roots.map(size(of:)))
            return
        }
        guard let children = nodes[parent]?.children else { return }
        let sizes = PrefixSumTree(children.map(size(of:)))
        nodes[parent]?.sizes = sizes
    }

    /// Every item below `parent` (below the implicit root for `nil`), depth first: the order of
    /// their rows were they all expanded. O(items below), without recursion.
    func descendants(of parent: ID?) -> [ID] {
        var result: [ID] = []
        var stack: [ID] = (parent.map { nodes[$0]?.children ?? [] } ?? roots).reversed()
        while let next = stack.popLast() {
            result.append(next)
            if let children = nodes[next]?.children, !children.isEmpty { stack.append(contentsOf: children.reversed()) }
        }
        return result
    }

    /// Removes `id` and everything below it from the items (not from its parent's child list,
    /// which the caller replaces). O(items removed), without recursion.
    mutating func removeSubtree(_ id: ID) {
        var stack = [id]
        while let next = stack.popLast() {
            guard let node = nodes.removeValue(forKey: next) else { continue }
            stack.append(contentsOf: node.children)
        }
    }
}
