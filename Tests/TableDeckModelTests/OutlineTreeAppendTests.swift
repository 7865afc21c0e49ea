import TableDeckModel
import Testing

private typealias Tree = OutlineTree<String>

@Suite("Outline tree: children added in parts")
struct OutlineTreeAppendTests {
    /// `home/` expanded with `a/` (expanded, holding `x`), then `tmp/`.
    private func home() -> Tree {
        var tree = Tree(roots: outlineItems(nil, "home/", "tmp/"))
        tree.expand("home")
        tree.setChildren(outlineItems("home", "a/"), of: "home")
        tree.expand("home/a")
        tree.setChildren(outlineItems("home/a", "x"), of: "home/a")
        return tree
    }

    @Test("parts added after the children are one inserted range after the item's last row")
    func appendsAfterLastRow() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.appendChildren(outlineItems("home", "b", "c/"), to: "home") }
        #expect(change.inserted == [3..<5])
        #expect(change.removed.isEmpty)
        #expect(outlineLines(tree.visibleRows) == ["-home", "  -home/a", "    home/a/x", "  home/b", "  +home/c", "+tmp"])
        #expect(tree.children(of: "home") == .loaded(["home/a", "home/b", "home/c"]))
        #expect(tree.rowIndex(of: "tmp") == 5)
        #expect(OutlineChecks.lookupProblems(tree).isEmpty)
    }

    @Test("a collapsed item takes children without rows; expanding shows them all")
    func appendsToCollapsed() {
        var tree = home()
        tree.collapse("home")
        let change = OutlineChecks.mutate(&tree) { $0.appendChildren(outlineItems("home", "b"), to: "home") }
        #expect(!change.changesRows)
        tree.expand("home")
        #expect(outlineLines(tree.visibleRows) == ["-home", "  -home/a", "    home/a/x", "  home/b", "+tmp"])
    }

    @Test("roots are added after the last root's rows")
    func appendsRoots() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.appendChildren(outlineItems(nil, "var/"), to: nil) }
        #expect(change.inserted == [4..<5])
        #expect(tree.rootItems == ["home", "tmp", "var"])
    }

    @Test("a hundred thousand children in parts of two thousand end as one list")
    func manyParts() {
        var tree = Tree(roots: outlineItems(nil, "big/"))
        tree.expand("big")
        let names = (0..<100_000).map { "f\($0)" }
        tree.setChildren(OutlineChecks.list(of: "big", Array(names[0..<2_000])), of: "big")
        for start in stride(from: 2_000, to: names.count, by: 2_000) {
            let change = tree.appendChildren(OutlineChecks.list(of: "big", Array(names[start..<(start + 2_000)])), to: "big")
            #expect(change.inserted == [(start + 1)..<(start + 2_001)])
        }
        #expect(tree.rowCount == 100_001)
        #expect(tree.row(at: 100_000)?.item == "big/f99999")
        #expect(tree.rowIndex(of: "big/f54321") == 54_322)
    }

    @Test("refused: an unknown, a leaf or an unread parent; duplicates and items already in the tree")
    func refusals() {
        var tree = home()
        #expect(tree.appendChildren(outlineItems("nope", "z"), to: "nope").problems == [.unknownItem("nope")])
        #expect(tree.appendChildren(outlineItems("home/a/x", "z"), to: "home/a/x").problems == [.notExpandable("home/a/x")])
        #expect(tree.appendChildren(outlineItems("tmp", "z"), to: "tmp").problems == [.notLoaded("tmp")])
        let change = OutlineChecks.mutate(&tree) {
            $0.appendChildren(outlineItems("home", "a/", "b", "b") + outlineItems("home/a", "x"), to: "home")
        }
        #expect(change.problems == [.duplicateChild("home/a"), .duplicateChild("home/b"), .alreadyInTree("home/a/x")])
        #expect(tree.children(of: "home") == .loaded(["home/a", "home/b"]))
    }
}
