import TableDeckModel
import Testing

/// What the outline tests share: building child lists from names, printing rows compactly, and
/// the checks every mutation passes (its change turns the old rows into the new ones, the
/// lookups agree with the rows, the bookkeeping holds).
enum OutlineChecks {
    /// The children of `parent` named `names`, identified by their path (`parent/name`, or
    /// `name` for a root); a name ending in `/` is expandable (a folder).
    static func children(of parent: String?, _ names: String...) -> [OutlineItem<String>] {
        list(of: parent, names)
    }

    /// ``children(of:_:)`` with an array.
    static func list(of parent: String?, _ names: [String]) -> [OutlineItem<String>] {
        names.map { name in
            let isFolder = name.hasSuffix("/")
            let base = isFolder ? String(name.dropLast()) : name
            return OutlineItem(parent.map { "\($0)/\(base)" } ?? base, isExpandable: isFolder)
        }
    }

    /// Rows as short lines: two spaces per level, `+` before a collapsed folder, `-` before an
    /// expanded one, and `(loading)` or `(failed: …)` for a placeholder.
    static func render<ID>(_ rows: [OutlineRow<ID>]) -> [String] {
        rows.map { row in
            let indent = String(repeating: "  ", count: row.level)
            switch row.kind {
            case .item:
                let marker = row.isExpandable ? (row.isExpanded ? "-" : "+") : ""
                return "\(indent)\(marker)\(row.item)"
            case .loading:
                return "\(indent)(loading)"
            case .failure(let message):
                return "\(indent)(failed: \(message))"
            }
        }
    }

    /// Whether two rows are the same row of a table (the same item, or the placeholder of the
    /// same item), whatever their content.
    static func sameRow<ID>(_ a: OutlineRow<ID>, _ b: OutlineRow<ID>) -> Bool {
        a.item == b.item && a.isPlaceholder == b.isPlaceholder
    }

    /// What is wrong with `change` as the change from `old` to `new`: ranges out of order,
    /// unmerged or out of bounds; removing the removed rows from `old` and the inserted rows
    /// from `new` leaving different rows; a kept row whose content changed but is not
    /// reloaded, or one reloaded that did not change. Empty when the change is exact.
    static func problems<ID>(applying change: OutlineChange<ID>, from old: [OutlineRow<ID>], to new: [OutlineRow<ID>]) -> [String] {
        var problems: [String] = []
        func checkRanges(_ ranges: [Range<Int>], count: Int, _ name: String) {
            for range in ranges where range.isEmpty || range.lowerBound < 0 || range.upperBound > count {
                problems.append("\(name) range \(range) is empty or outside 0..<\(count)")
            }
            for (a, b) in zip(ranges, ranges.dropFirst()) where a.upperBound >= b.lowerBound {
                problems.append("\(name) ranges \(a) and \(b) overlap, touch or are out of order")
            }
        }
        checkRanges(change.removed, count: old.count, "removed")
        checkRanges(change.inserted, count: new.count, "inserted")
        guard problems.isEmpty else { return problems }
        var keptOld = Array(old.indices)
        for range in change.removed.reversed() { keptOld.removeSubrange(range) }
        var keptNew = Array(new.indices)
        for range in change.inserted.reversed() { keptNew.removeSubrange(range) }
        guard keptOld.count == keptNew.count else {
            return ["\(old.count) rows - \(change.removedCount) + \(change.insertedCount) is not \(new.count)"]
        }
        let reloaded = Set(change.reloaded)
        if change.reloaded != change.reloaded.sorted() || reloaded.count != change.reloaded.count {
            problems.append("reloaded rows \(change.reloaded) are not ascending and distinct")
        }
        let keptOldSet = Set(keptOld)
        for row in change.reloaded where !keptOldSet.contains(row) {
            problems.append("reloaded row \(row) is removed or out of range")
        }
        for (oldIndex, newIndex) in zip(keptOld, keptNew) {
            let before = old[oldIndex]
            let after = new[newIndex]
            if !sameRow(before, after) {
                problems.append("old row \(oldIndex) (\(before.item)) is kept as new row \(newIndex) (\(after.item))")
            } else if (before != after) != reloaded.contains(oldIndex) {
                problems.append("old row \(oldIndex) (\(before.item)) \(before != after ? "changed but is not" : "is needlessly") reloaded")
            }
        }
        return problems
    }

    /// What is wrong with the tree's lookups: ``OutlineTree/row(at:)`` against the rows walked
    /// one by one, ``OutlineTree/rowIndex(of:)`` for every item (shown or not), and the
    /// bookkeeping. Every row is looked up: use on small trees, or pass `sample` to look up only
    /// every n-th row.
    static func lookupProblems<ID>(_ tree: OutlineTree<ID>, sample: Int = 1) -> [String] {
        var problems = tree.invariantViolations()
        let rows = tree.visibleRows
        if rows.count != tree.rowCount { problems.append("rowCount \(tree.rowCount) but \(rows.count) rows") }
        var shownItems = 0
        for (index, row) in rows.enumerated() {
            if row.kind == .item { shownItems += 1 }
            guard index % sample == 0 || index == rows.count - 1 else { continue }
            if tree.row(at: index) != row { problems.append("row(at: \(index)) is \(String(describing: tree.row(at: index)))") }
            if row.kind == .item && tree.rowIndex(of: row.item) != index {
                problems.append("rowIndex(of: \(row.item)) is \(String(describing: tree.rowIndex(of: row.item))), not \(index)")
            }
            if row.kind == .item && tree.level(of: row.item) != row.level { problems.append("level(of: \(row.item)) is wrong") }
        }
        if tree.row(at: rows.count) != nil || tree.row(at: -1) != nil { problems.append("a row out of range is found") }
        if sample == 1 {
            // Items not shown have no row.
            var withRow = 0
            var stack = tree.rootItems
            while let id = stack.popLast() {
                if tree.rowIndex(of: id) != nil { withRow += 1 }
                if tree.rowIndex(of: id) != nil && !tree.isVisible(id) { problems.append("\(id) has a row but is not visible") }
                if case .loaded(let children) = tree.children(of: id) { stack += children }
            }
            if withRow != shownItems { problems.append("\(withRow) items have a row but \(shownItems) are shown") }
        }
        return problems
    }

    /// Runs `mutation` on `tree` and checks its change against the rows before and after, and
    /// the lookups after. Returns the change.
    @discardableResult
    static func mutate<ID>(
        _ tree: inout OutlineTree<ID>, sourceLocation: SourceLocation = #_sourceLocation,
        _ mutation: (inout OutlineTree<ID>) -> OutlineChange<ID>
    ) -> OutlineChange<ID> {
        let old = tree.visibleRows
        let change = mutation(&tree)
        let new = tree.visibleRows
        let changeProblems = problems(applying: change, from: old, to: new)
        #expect(changeProblems.isEmpty, "\(changeProblems)", sourceLocation: sourceLocation)
        let lookup = lookupProblems(tree)
        #expect(lookup.isEmpty, "\(lookup)", sourceLocation: sourceLocation)
        return change
    }
}

/// ``OutlineChecks/children(of:_:)``: the children of `parent` named `names` (`/` at the end
/// for a folder), identified by their paths.
func outlineItems(_ parent: String?, _ names: String...) -> [OutlineItem<String>] {
    OutlineChecks.list(of: parent, names)
}

/// ``OutlineChecks/render(_:)``: rows as short indented lines.
func outlineLines<ID>(_ rows: [OutlineRow<ID>]) -> [String] {
    OutlineChecks.render(rows)
}
