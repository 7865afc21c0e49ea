import TableDeckModel
import Testing

private typealias Tree = OutlineTree<String>

/// `p/` holding `a/` (loaded: `a1/` loaded with `f`, and `a2/` never read), `b` and `c/`
/// (never read), all collapsed; `q` after it.
private func partlyLoaded() -> Tree {
    var tree = Tree(roots: outlineItems(nil, "p/", "q"))
    tree.setChildren(outlineItems("p", "a/", "b", "c/"), of: "p")
    tree.setChildren(outlineItems("p/a", "a1/", "a2/"), of: "p/a")
    tree.setChildren(outlineItems("p/a/a1", "f"), of: "p/a/a1")
    return tree
}

@Suite("Outline tree: expand all and collapse all")
struct OutlineTreeExpandAllTests {
    @Test("expand all opens every loaded folder below, asks for the others in row order, and inserts one range")
    func expandAllFromCollapsed() {
        var tree = partlyLoaded()
        let change = OutlineChecks.mutate(&tree) { $0.expandAll(below: "p") }
        #expect(change.reloaded == [0])
        #expect(change.inserted == [1..<9])
        #expect(change.childRequests == ["p/a/a2", "p/c"])
        #expect(
            outlineLines(tree.visibleRows) == [
                "-p", "  -p/a", "    -p/a/a1", "      p/a/a1/f", "    -p/a/a2", "      (loading)", "  p/b", "  -p/c",
                "    (loading)", "q",
            ])
    }

    @Test("expand all below an open folder inserts a range for each run of new rows and reloads the arrows that turn")
    func expandAllFromOpen() {
        var tree = partlyLoaded()
        tree.expand("p")
        tree.expand("p/c")
        tree.setChildren(outlineItems("p/c", "c1/", "c2"), of: "p/c")
        tree.setChildren(outlineItems("p/c/c1", "z"), of: "p/c/c1")
        #expect(outlineLines(tree.visibleRows) == ["-p", "  +p/a", "  p/b", "  -p/c", "    +p/c/c1", "    p/c/c2", "q"])
        let change = OutlineChecks.mutate(&tree) { $0.expandAll(below: "p") }
        // Rows 1 (a) and 4 (c1) turn; a's four rows come after row 1, c1's one after c1.
        #expect(change.reloaded == [1, 4])
        #expect(change.inserted == [2..<6, 9..<10])
        #expect(change.childRequests == ["p/a/a2"])
    }

    @Test("children of a folder waiting after expand all are expanded all the way down when they arrive")
    func expandAllContinues() {
        var tree = partlyLoaded()
        tree.expandAll(below: "p")
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("p/c", "d/", "e", "g/"), of: "p/c") }
        #expect(change.childRequests == ["p/c/d", "p/c/g"])
        #expect(change.removed == [8..<9])
        #expect(change.inserted == [8..<13])
        #expect(tree.isExpanded("p/c/d"))
        #expect(
            outlineLines(tree.visibleRows).suffix(6) == [
                "    -p/c/d", "      (loading)", "    p/c/e", "    -p/c/g", "      (loading)", "q",
            ])
        // One level further, the same.
        let deeper = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("p/c/d", "h/"), of: "p/c/d") }
        #expect(deeper.childRequests == ["p/c/d/h"])
        // An ordinary expand does not spread.
        var plain = partlyLoaded()
        plain.expand("p")
        plain.expand("p/c")
        #expect(OutlineChecks.mutate(&plain) { $0.setChildren(outlineItems("p/c", "d/"), of: "p/c") }.childRequests.isEmpty)
        #expect(!plain.isExpanded("p/c/d"))
    }

    @Test("collapsing a waiting folder, or an ancestor, cancels its expand all: its children arrive collapsed")
    func expandAllCancelled() {
        var tree = partlyLoaded()
        tree.expandAll(below: "p")
        tree.collapse("p/a/a2")
        let own = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("p/a/a2", "k/"), of: "p/a/a2") }
        #expect(own.childRequests.isEmpty)
        #expect(!tree.isExpanded("p/a/a2/k"))
        tree.collapse("p")
        let hidden = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("p/c", "m/"), of: "p/c") }
        #expect(hidden.childRequests.isEmpty)
        #expect(!tree.isExpanded("p/c/m"))
        #expect(!hidden.changesRows)
    }

    @Test("expand all leaves a failed, expanded folder's failure row, and retries a collapsed failed one")
    func expandAllAndFailures() {
        var tree = partlyLoaded()
        tree.expand("p")
        tree.expand("p/c")
        tree.setFailure("Permission denied", of: "p/c")
        tree.setFailure("Gone", of: "p/a/a2")
        let change = OutlineChecks.mutate(&tree) { $0.expandAll(below: "p") }
        #expect(change.childRequests == ["p/a/a2"])
        #expect(tree.children(of: "p/c") == .failed("Permission denied"))
        #expect(tree.children(of: "p/a/a2") == .loading)
    }

    @Test("expand all on the whole tree; on a file or an unknown item it is refused")
    func expandAllEverything() {
        var tree = partlyLoaded()
        let change = OutlineChecks.mutate(&tree) { $0.expandAll(below: nil) }
        #expect(change.reloaded == [0])
        #expect(change.inserted == [1..<9])
        #expect(tree.rowCount == 10)
        #expect(OutlineChecks.mutate(&tree) { $0.expandAll(below: "q") }.problems == [.notExpandable("q")])
        #expect(OutlineChecks.mutate(&tree) { $0.expandAll(below: "nope") }.problems == [.unknownItem("nope")])
        // Again: nothing to do.
        let again = OutlineChecks.mutate(&tree) { $0.expandAll(below: nil) }
        #expect(!again.changesRows)
        #expect(again.childRequests.isEmpty)
    }

    @Test("expand all below a hidden item changes no rows but expands it")
    func expandAllHidden() {
        var tree = partlyLoaded()
        let change = OutlineChecks.mutate(&tree) { $0.expandAll(below: "p/a") }
        #expect(!change.changesRows)
        #expect(change.childRequests == ["p/a/a2"])
        #expect(OutlineChecks.mutate(&tree) { $0.expand("p") }.inserted == [1..<8])
    }

    @Test("collapse all removes one range, and forgets which folders below were open")
    func collapseAll() {
        var tree = partlyLoaded()
        tree.expandAll(below: "p")
        let change = OutlineChecks.mutate(&tree) { $0.collapseAll(below: "p/a") }
        #expect(change.reloaded == [1])
        #expect(change.removed == [2..<6])
        #expect(!tree.isExpanded("p/a/a1"))
        #expect(OutlineChecks.mutate(&tree) { $0.expand("p/a") }.inserted == [2..<4])
        #expect(outlineLines(tree.visibleRows).prefix(4) == ["-p", "  -p/a", "    +p/a/a1", "    +p/a/a2"])
        // A loading folder's pending expand all is cancelled too.
        tree.collapseAll(below: "p/c")
        #expect(OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("p/c", "n/"), of: "p/c") }.childRequests.isEmpty)
        #expect(OutlineChecks.mutate(&tree) { $0.collapseAll(below: "nope") }.problems == [.unknownItem("nope")])
    }

    @Test("collapse all on the whole tree removes each open root's rows and reloads its row")
    func collapseEverything() {
        var tree = Tree(roots: outlineItems(nil, "r1/", "r2/", "r3/", "f"))
        for root in ["r1", "r3"] {
            tree.expand(root)
            tree.setChildren(outlineItems(root, "x/", "y"), of: root)
            tree.expand("\(root)/x")
        }
        tree.expand("r2")
        tree.setChildren([], of: "r2")
        // r1, x, (loading), y, r2, r3, x, (loading), y, f
        let change = OutlineChecks.mutate(&tree) { $0.collapseAll(below: nil) }
        #expect(change.reloaded == [0, 4, 5])
        #expect(change.removed == [1..<4, 6..<9])
        #expect(outlineLines(tree.visibleRows) == ["+r1", "+r2", "+r3", "f"])
        #expect(!tree.isExpanded("r1/x"))
    }
}
