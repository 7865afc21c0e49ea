/// Giving an item its children: the answer to a request, or a new list from a file monitor.
extension OutlineTree {
    /// Makes `items` the children of `parent` (the roots for `nil`), in this order, replacing
    /// any children it had; `parent` becomes ``OutlineChildren/loaded`` whatever it was (an
    /// answer to a request, a list read ahead of time, or a refresh).
    ///
    /// - A child that was already there with the same expandability **survives**: it keeps
    ///   whether it is expanded, its children and everything below them. Any other former
    ///   child is removed with everything below it (a folder deleted while expanded, a file
    ///   that became a folder). A renamed item is a new identifier: a removal and an insertion.
    /// - The rows change by whole children (a child's row and the rows below it): removed
    ///   children's rows are removed, new children's inserted, and survivors that changed
    ///   order (a rename that re-sorts) are removed and inserted at their new place, keeping
    ///   the most survivors in place (a longest increasing subsequence). A "Loading…" or
    ///   failure row of `parent` is removed.
    /// - If `parent` was marked by ``expandAll(below:)`` and is still shown expanded, its new
    ///   children are expanded all the way down, and those that must load are requested.
    /// - Refused, with a problem each: a `parent` not in the tree or that cannot have children
    ///   (nothing changes); a child named twice (the first is kept); a child already in the
    ///   tree under another parent, the parent itself or one of its ancestors (left out: the
    ///   tree never holds an item twice, so it can hold no cycle).
    ///
    /// O(k log k) for k children, plus the items removed, plus O(d log s) to update the counts
    /// above `parent`.
    @discardableResult
    package mutating func setChildren(_ items: [OutlineItem<ID>], of parent: ID?) -> OutlineChange<ID> {
        var change = OutlineChange<ID>()
        var oldLoad = Load.loaded
        var oldParentSize = 0
        if let parent {
            guard let node = nodes[parent] else { return OutlineChange(problems: [.unknownItem(parent)]) }
            guard node.isExpandable else { return OutlineChange(problems: [.notExpandable(parent)]) }
            oldLoad = node.load
            oldParentSize = node.size
        }
        let oldChildren = parent.map { nodes[$0]?.children ?? [] } ?? roots

        // The accepted children, and for each survivor its index in the old list.
        var accepted: [OutlineItem<ID>] = []
        accepted.reserveCapacity(items.count)
        var oldIndexOfAccepted: [Int?] = []
        oldIndexOfAccepted.reserveCapacity(items.count)
        var seen = Set<ID>(minimumCapacity: items.count)
        for item in items {
            guard seen.insert(item.id).inserted else {
                change.problems.append(.duplicateChild(item.id))
                continue
            }
            var oldIndex: Int?
            if let existing = nodes[item.id] {
                guard existing.parent == parent else {
                    change.problems.append(.alreadyInTree(item.id))
                    continue
                }
                if existing.isExpandable == item.isExpandable { oldIndex = existing.indexInParent }
            }
            accepted.append(item)
            oldIndexOfAccepted.append(oldIndex)
        }

        // Survivors whose rows stay where they are: the longest run in old order.
        let survivorPositions = oldIndexOfAccepted.indices.filter { oldIndexOfAccepted[$0] != nil }
        let inPlace = Self.longestIncreasingRun(survivorPositions.map { oldIndexOfAccepted[$0] ?? 0 })
        var keptNew = [Bool](repeating: false, count: accepted.count)
        var keptOld = [Bool](repeating: false, count: oldChildren.count)
        var survives = [Bool](repeating: false, count: oldChildren.count)
        for (rank, position) in survivorPositions.enumerated() {
            guard let oldIndex = oldIndexOfAccepted[position], survives.indices.contains(oldIndex) else { continue }
            survives[oldIndex] = true
            if inPlace.contains(rank) {
                keptNew[position] = true
                keptOld[oldIndex] = true
            }
        }

        // The rows removed, read before anything changes.
        let firstRow = firstChildRow(of: parent)
        let wasPlaceholder: Bool
        switch oldLoad {
        case .loading, .failed: wasPlaceholder = true
        case .notRequested, .loaded: wasPlaceholder = false
        }
        if let firstRow {
            if wasPlaceholder {
                change.appendRemoved(firstRow..<(firstRow + 1))
            } else {
                var row = firstRow
                for (index, child) in oldChildren.enumerated() {
                    let size = size(of: child)
                    if !keptOld[index] { change.appendRemoved(row..<(row + size)) }
                    row += size
                }
            }
        }

        // The new children.
        for (index, child) in oldChildren.enumerated() where !survives[index] {
            removeSubtree(child)
        }
        for (index, item) in accepted.enumerated() {
            if oldIndexOfAccepted[index] != nil {
                nodes[item.id]?.indexInParent = index
            } else {
                nodes[item.id] = Node(parent: parent, indexInParent: index, isExpandable: item.isExpandable)
            }
        }
        let ids = accepted.map(\.id)
        if let parent {
            nodes[parent]?.children = ids
            nodes[parent]?.load = .loaded
            if nodes[parent]?.expandsAllWhenLoaded == true {
                nodes[parent]?.expandsAllWhenLoaded = false
                // Hidden since the key was pressed (the item or an ancestor collapsed): stop.
                if firstRow != nil {
                    let newItems = accepted.indices.filter { oldIndexOfAccepted[$0] == nil }.map { ids[$0] }
                    change.childRequests = expandEverything(newItems).requests
                }
            }
            rebuildSizes(of: parent)
            propagate(size(of: parent) - oldParentSize, from: parent)
        } else {
            roots = ids
            rebuildSizes(of: nil)
        }

        // The rows inserted.
        if let firstRow {
            var row = firstRow
            for (index, child) in ids.enumerated() {
                let size = size(of: child)
                if !keptNew[index] || wasPlaceholder { change.appendInserted(row..<(row + size)) }
                row += size
            }
        }
        return change
    }

    /// Gives the root items: ``setChildren(_:of:)`` for the implicit root.
    @discardableResult
    package mutating func setRoots(_ items: [OutlineItem<ID>]) -> OutlineChange<ID> {
        setChildren(items, of: nil)
    }

    /// Records that the children of `id` could not be read, for `message` ("Permission
    /// denied"): it becomes ``OutlineChildren/failed(_:)`` and loses any children it had, with
    /// everything below them. Expanded and shown, it shows `message` as one row below it: a
    /// "Loading…" row is reloaded, children's rows are removed and the row inserted. Expanding
    /// it again after a collapse asks for its children again.
    @discardableResult
    package mutating func setFailure(_ message: String, of id: ID) -> OutlineChange<ID> {
        guard let node = nodes[id] else { return OutlineChange(problems: [.unknownItem(id)]) }
        guard node.isExpandable else { return OutlineChange(problems: [.notExpandable(id)]) }
        let firstRow = firstChildRow(of: id)
        let oldSize = node.size
        let oldRowsBelow = node.rowsBelow
        for child in node.children { removeSubtree(child) }
        nodes[id]?.children = []
        nodes[id]?.sizes = PrefixSumTree()
        nodes[id]?.load = .failed(message)
        nodes[id]?.expandsAllWhenLoaded = false
        propagate(size(of: id) - oldSize, from: id)
        var change = OutlineChange<ID>()
        guard let firstRow else { return change }
        switch node.load {
        case .loading:
            change.reloaded = [firstRow]
        case .failed(let old):
            if old != message { change.reloaded = [firstRow] }
        case .loaded, .notRequested:
            change.appendRemoved(firstRow..<(firstRow + oldRowsBelow))
            change.appendInserted(firstRow..<(firstRow + 1))
        }
        return change
    }

    /// The positions in `values` (distinct) of one longest strictly increasing subsequence.
    /// O(n log n) (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        // tails[k]: the position of the smallest last value of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>(minimumCapacity: tails.count)
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
