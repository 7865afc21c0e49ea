/// A check of the bookkeeping behind ``OutlineTree``, for tests.
extension OutlineTree {
    /// What is wrong with the tree's bookkeeping, one sentence each; empty when all is right.
    /// Checks that every item is reached from the roots exactly once, that each knows its
    /// parent and its index, that only loaded items have children, that every row count is
    /// its child's size, and that expanded state is consistent. O(items log s).
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        var reached = 0
        func check(children: [ID], sizes: PrefixSumTree, parent: ID?) {
            if sizes.count != children.count {
                problems.append("\(parent.map { "\($0)" } ?? "root") has \(children.count) children but \(sizes.count) counts")
            }
            for (index, child) in children.enumerated() {
                guard let node = nodes[child] else {
                    problems.append("child \(child) is not among the items")
                    continue
                }
                if node.parent != parent { problems.append("\(child) names the wrong parent") }
                if node.indexInParent != index { problems.append("\(child) is at \(index) but says \(node.indexInParent)") }
                if sizes.value(at: index) != node.size {
                    problems.append("\(child) shows \(node.size) rows but its parent counts \(sizes.value(at: index))")
                }
            }
        }
        check(children: roots, sizes: rootSizes, parent: nil)
        var stack = roots
        while let id = stack.popLast() {
            reached += 1
            guard reached <= nodes.count else {
                problems.append("an item is reached twice: a cycle or a shared child")
                break
            }
            guard let node = nodes[id] else { continue }
            if node.load != .loaded && !node.children.isEmpty { problems.append("\(id) has children but is not loaded") }
            if node.isExpanded && !node.isExpandable { problems.append("\(id) is expanded but cannot be") }
            if node.isExpanded && node.load == .notRequested { problems.append("\(id) is expanded but never asked") }
            if node.expandsAllWhenLoaded && (node.load != .loading || !node.isExpanded) {
                problems.append("\(id) waits to expand all but is not loading, expanded")
            }
            check(children: node.children, sizes: node.sizes, parent: id)
            stack.append(contentsOf: node.children)
        }
        if reached != nodes.count { problems.append("\(nodes.count - reached) items are not reached from the roots") }
        return problems
    }
}
