import TableDeckModel
import Testing

private typealias Tree = OutlineTree<String>

/// `a/` (collapsed, loaded: `a/x/` loaded with `a/x/hit`, `a/y`), `b/` (expanded: `b/hit`, `b/z`),
/// `hit`.
private func tree() -> Tree {
    var tree = Tree(roots: outlineItems(nil, "a/", "b/", "hit"))
    tree.setChildren(outlineItems("a", "x/", "y"), of: "a")
    tree.setChildren(outlineItems("a/x", "hit"), of: "a/x")
    tree.expand("b")
    tree.setChildren(outlineItems("b", "hit", "z"), of: "b")
    return tree
}

@Suite("Outline tree: the rows a search reveals")
struct OutlineTreeSearchTests {
    @Test("a match in a collapsed branch shows its ancestors expanded, without expanding them in the tree")
    func revealsAncestors() {
        let tree = tree()
        let before = tree.visibleRows
        #expect(outlineLines(tree.searchRows(revealing: ["a/x/hit"])) == ["-a", "  -a/x", "    a/x/hit"])
        #expect(!tree.isExpanded("a"))
        #expect(!tree.isExpanded("a/x"))
        #expect(tree.visibleRows == before)
    }

    @Test("matches come in tree order, sharing their ancestors, each at its level")
    func treeOrder() {
        let rows = tree().searchRows(revealing: ["hit", "b/hit", "a/y", "a/x/hit"])
        #expect(outlineLines(rows) == ["-a", "  -a/x", "    a/x/hit", "  a/y", "-b", "  b/hit", "hit"])
        #expect(rows.map(\.level) == [0, 1, 2, 1, 0, 1, 0])
    }

    @Test("a matching folder shows collapsed unless something below it matches too")
    func matchingFolder() {
        let tree = tree()
        #expect(outlineLines(tree.searchRows(revealing: ["b"])) == ["+b"])
        #expect(outlineLines(tree.searchRows(revealing: ["a", "a/y"])) == ["-a", "  a/y"])
    }

    @Test("no matches, or identifiers not in the tree, show nothing")
    func nothing() {
        let tree = tree()
        #expect(tree.searchRows(revealing: []).isEmpty)
        #expect(tree.searchRows(revealing: ["nope"]).isEmpty)
        #expect(outlineLines(tree.searchRows(revealing: ["nope", "hit"])) == ["hit"])
    }

    @Test("one match among a hundred thousand siblings is found in the sibling's order")
    func largeFolder() {
        var tree = OutlineTree<Int>(roots: [.expandable(-1)])
        tree.setChildren((0..<100_000).map { .leaf($0) }, of: -1)
        let rows = tree.searchRows(revealing: [99_999, 5, 70_000])
        #expect(rows.map(\.item) == [-1, 5, 70_000, 99_999])
    }

    @Test("every loaded item is searched, depth first in tree order, children never read are not")
    func loadedItems() {
        var tree = tree()
        tree.setChildren(outlineItems(nil, "a/", "b/", "c/", "hit"), of: nil)
        #expect(tree.loadedItems == ["a", "a/x", "a/x/hit", "a/y", "b", "b/hit", "b/z", "c", "hit"])
        #expect(Tree().loadedItems.isEmpty)
    }

    @Test("a search's rows: each item's row, and the keys only move among them")
    func searchRowsKeys() {
        let result = OutlineSearchRows(matches: ["a/x/hit", "a/y", "b/hit", "gone"], in: tree())
        #expect(outlineLines(result.rows) == ["-a", "  -a/x", "    a/x/hit", "  a/y", "-b", "  b/hit"])
        #expect(result.matches == ["a/x/hit", "a/y", "b/hit"], "an item not in the tree is no match")
        #expect(result.rowIndex(of: "b/hit") == 5)
        #expect(result.rowIndex(of: "hit") == nil)
        // Right goes to the first child shown, Left to the parent shown above.
        #expect(result.keyAction(for: .right, atRow: 0) == .moveCursor(toRow: 1))
        #expect(result.keyAction(for: .right, atRow: 2) == .nothing, "a match without shown children")
        #expect(result.keyAction(for: .left, atRow: 3) == .moveCursor(toRow: 0))
        #expect(result.keyAction(for: .left, atRow: 2) == .moveCursor(toRow: 1))
        #expect(result.keyAction(for: .left, atRow: 4) == .nothing, "a root")
        #expect(result.keyAction(for: .left, atRow: 3, rightToLeft: true) == .nothing, "right to left, Left opens")
        #expect(result.keyAction(for: .right, atRow: 5, rightToLeft: true) == .moveCursor(toRow: 4))
        // Expanding and collapsing mean nothing in a search's rows.
        for key in [OutlineKey.shiftRight, .shiftLeft, .plus, .minus, .asterisk] {
            #expect(result.keyAction(for: key, atRow: 0) == .nothing)
        }
        #expect(result.keyAction(for: .right, atRow: 99) == .nothing)
    }
}
