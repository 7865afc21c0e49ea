/// The rows a search shows, computed without changing the tree.
extension OutlineTree {
    /// The rows to show for a search whose matches are `matches` (identifiers not in the tree
    /// are ignored): each match and all its ancestors, depth first in the tree's order, each at
    /// its level.
    ///
    /// A match inside a collapsed branch reveals its ancestors: they are shown expanded
    /// (``OutlineRow/isExpanded`` says whether a row has revealed children below it, not the
    /// user's stored state, which the search does not touch). A match's own children are not
    /// shown unless they match too. No placeholder rows. O(m d + r log r) for m matches at depth
    /// d and r rows shown: large folders cost nothing unless their items match.
    package func searchRows(revealing matches: Set<ID>) -> [OutlineRow<ID>] {
        // Each shown item's shown children, gathered by climbing from every match until an item
        // already gathered.
        var shown = Set<ID>()
        var shownRoots: [ID] = []
        var shownChildren: [ID: [ID]] = [:]
        for match in matches where nodes[match] != nil {
            var current = match
            while shown.insert(current).inserted, let node = nodes[current] {
                guard let parent = node.parent else {
                    shownRoots.append(current)
                    break
                }
                shownChildren[parent, default: []].append(current)
                current = parent
            }
        }
        func inTreeOrder(_ items: [ID]) -> [ID] {
            items.sorted { (nodes[$0]?.indexInParent ?? 0) < (nodes[$1]?.indexInParent ?? 0) }
        }
        var rows: [OutlineRow<ID>] = []
        rows.reserveCapacity(shown.count)
        var stack: [(children: [ID], next: Int, level: Int)] = [(inTreeOrder(shownRoots), 0, 0)]
        while let frame = stack.popLast() {
            guard frame.next < frame.children.count else { continue }
            stack.append((frame.children, frame.next + 1, frame.level))
            let id = frame.children[frame.next]
            let children = shownChildren[id] ?? []
            rows.append(
                OutlineRow(
                    item: id, kind: .item, level: frame.level, isExpandable: isExpandable(id), isExpanded: !children.isEmpty))
            if !children.isEmpty { stack.append((inTreeOrder(children), 0, frame.level + 1)) }
        }
        return rows
    }

    /// Every item the tree holds (those whose parent's children were read, shown or not),
    /// depth first in the tree's order: what a search looks through. Children never read are
    /// not in the tree, so they cannot be found. O(items).
    package var loadedItems: [ID] {
        var items: [ID] = []
        items.reserveCapacity(nodes.count)
        var stack: [(children: [ID], next: Int)] = [(roots, 0)]
        while let top = stack.popLast() {
            guard top.next < top.children.count else { continue }
            stack.append((top.children, top.next + 1))
            let id = top.children[top.next]
            items.append(id)
            if let children = nodes[id]?.children, !children.isEmpty { stack.append((children, 0)) }
        }
        return items
    }
}
