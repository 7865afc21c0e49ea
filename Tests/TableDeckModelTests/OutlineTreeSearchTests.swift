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
}
