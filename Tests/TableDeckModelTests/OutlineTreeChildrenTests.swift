import TableDeckModel
import Testing

private typealias Tree = OutlineTree<String>

/// `home/` expanded with `a/` (expanded, holding `x` and `y`), `b`, `c/` and `d`.
private func home() -> Tree {
    var tree = Tree(roots: outlineItems(nil, "home/", "tmp/"))
    tree.expand("home")
    tree.setChildren(outlineItems("home", "a/", "b", "c/", "d"), of: "home")
    tree.expand("home/a")
    tree.setChildren(outlineItems("home/a", "x", "y"), of: "home/a")
    return tree
}

@Suite("Outline tree: children replaced by a file monitor, failures and bad input")
struct OutlineTreeChildrenTests {
    @Test("the home fixture shows what the other tests expect")
    func fixture() {
        #expect(
            outlineLines(home().visibleRows) == [
                "-home", "  -home/a", "    home/a/x", "    home/a/y", "  home/b", "  +home/c", "  home/d", "+tmp",
            ])
    }

    @Test("a file created is one inserted row at its place; expanded survivors keep their rows")
    func fileCreated() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "a/", "b", "bb", "c/", "d"), of: "home") }
        #expect(change.removed.isEmpty)
        #expect(change.inserted == [5..<6])
        #expect(tree.isExpanded("home/a"))
        #expect(tree.children(of: "home/a") == .loaded(["home/a/x", "home/a/y"]))
    }

    @Test("a file deleted is one removed row")
    func fileDeleted() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "a/", "c/", "d"), of: "home") }
        #expect(change.removed == [4..<5])
        #expect(change.inserted.isEmpty)
        #expect(!tree.contains("home/b"))
    }

    @Test("a folder deleted while expanded removes its row and all its rows below in one range, and its items")
    func expandedFolderDeleted() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "b", "c/", "d"), of: "home") }
        #expect(change.removed == [1..<4])
        #expect(change.inserted.isEmpty)
        #expect(!tree.contains("home/a"))
        #expect(!tree.contains("home/a/x"))
        #expect(tree.itemCount == 5)
        // A late answer for the deleted folder is refused.
        #expect(tree.setChildren(outlineItems("home/a", "z"), of: "home/a").problems == [.unknownItem("home/a")])
        #expect(tree.setFailure("Gone", of: "home/a").problems == [.unknownItem("home/a")])
        #expect(OutlineChecks.lookupProblems(tree).isEmpty)
    }

    @Test("a deleted folder that comes back is a new item: collapsed, never read")
    func folderRecreated() {
        var tree = home()
        tree.setChildren(outlineItems("home", "b", "c/", "d"), of: "home")
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "a/", "b", "c/", "d"), of: "home") }
        #expect(change.inserted == [1..<2])
        #expect(!tree.isExpanded("home/a"))
        #expect(tree.children(of: "home/a") == .notRequested)
    }

    @Test("a rename is a removal and an insertion; one that re-sorts moves the item's rows with it")
    func rename() {
        var tree = home()
        // b renamed to bee: same place.
        let same = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "a/", "bee", "c/", "d"), of: "home") }
        #expect(same.removed == [4..<5])
        #expect(same.inserted == [4..<5])
        // a renamed to e, so it sorts last: a new item, collapsed.
        let resorted = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "bee", "c/", "d", "e/"), of: "home") }
        #expect(resorted.removed == [1..<4])
        #expect(resorted.inserted == [4..<5])
        #expect(outlineLines(tree.visibleRows) == ["-home", "  home/bee", "  +home/c", "  home/d", "  +home/e", "+tmp"])
    }

    @Test("survivors that change order keep their state; the fewest rows move (the rest stay)")
    func reorder() {
        var tree = home()
        // a (3 rows) moves to the end: only its rows are removed and inserted, b, c and d stay.
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "b", "c/", "d", "a/"), of: "home") }
        #expect(change.removed == [1..<4])
        #expect(change.inserted == [4..<7])
        #expect(tree.isExpanded("home/a"))
        #expect(
            outlineLines(tree.visibleRows) == [
                "-home", "  home/b", "  +home/c", "  home/d", "  -home/a", "    home/a/x", "    home/a/y", "+tmp",
            ])
        // Reversed: the longest run kept in place is one item.
        let reversed = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "a/", "d", "c/", "b"), of: "home") }
        #expect(reversed.removedCount == 6 - 1)
        #expect(reversed.insertedCount == 6 - 1)
    }

    @Test("a file that becomes a folder, or a folder a file, is a new item: its subtree goes")
    func kindChanged() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home", "a", "b/", "c/", "d"), of: "home") }
        #expect(change.removed == [1..<5])
        #expect(change.inserted == [1..<3])
        #expect(!tree.contains("home/a/x"))
        #expect(!tree.isExpandable("home/a"))
        #expect(tree.isExpandable("home/b"))
    }

    @Test("the roots are replaced the same way")
    func replaceRoots() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.setRoots(outlineItems(nil, "etc/", "home/")) }
        #expect(change.removed == [7..<8])
        #expect(change.inserted == [0..<1])
        #expect(tree.isExpanded("home"))
        #expect(tree.rootItems == ["etc", "home"])
        let cleared = OutlineChecks.mutate(&tree) { $0.setRoots([]) }
        #expect(cleared.removed == [0..<8])
        #expect(tree.itemCount == 0)
    }

    @Test("children of a failed, expanded folder replace its failure row")
    func childrenAfterFailure() {
        var tree = home()
        tree.expand("home/c")
        tree.setFailure("Permission denied", of: "home/c")
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home/c", "p", "q"), of: "home/c") }
        #expect(change.removed == [6..<7])
        #expect(change.inserted == [6..<8])
    }

    @Test("a loaded folder that fails loses its children: their rows go, one failure row comes")
    func loadedFolderFails() {
        var tree = home()
        let change = OutlineChecks.mutate(&tree) { $0.setFailure("Permission denied", of: "home/a") }
        #expect(change.removed == [2..<4])
        #expect(change.inserted == [2..<3])
        #expect(!tree.contains("home/a/x"))
        #expect(tree.children(of: "home/a") == .failed("Permission denied"))
        // Collapsed, a failure changes no row.
        tree.collapse("home")
        #expect(!OutlineChecks.mutate(&tree) { $0.setFailure("x", of: "home/c") }.changesRows)
    }

    @Test("setChildren and setFailure on an unknown item or a file are refused and change nothing")
    func refusedParents() {
        var tree = home()
        let before = tree.visibleRows
        #expect(OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("nope", "z"), of: "nope") }.problems == [.unknownItem("nope")])
        #expect(
            OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("home/b", "z"), of: "home/b") }.problems == [.notExpandable("home/b")]
        )
        #expect(OutlineChecks.mutate(&tree) { $0.setFailure("x", of: "home/b") }.problems == [.notExpandable("home/b")])
        #expect(tree.visibleRows == before)
        #expect(!tree.contains("nope/z"))
    }

    @Test("a child named twice is kept once, the first time, and reported")
    func duplicates() {
        var tree = home()
        let items = outlineItems("home/c", "p", "q", "p/", "r") + outlineItems("home/c", "q")
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(items, of: "home/c") }
        #expect(change.problems == [.duplicateChild("home/c/p"), .duplicateChild("home/c/q")])
        #expect(tree.children(of: "home/c") == .loaded(["home/c/p", "home/c/q", "home/c/r"]))
        #expect(!tree.isExpandable("home/c/p"))
    }

    @Test("a child already elsewhere in the tree (the parent, an ancestor, a cousin) is left out: no cycle")
    func cycles() {
        var tree = home()
        let items = [
            OutlineItem("home/a", isExpandable: true), OutlineItem("home", isExpandable: true),
            OutlineItem("home/b", isExpandable: false), OutlineItem("home/a/x", isExpandable: false),
            OutlineItem("tmp", isExpandable: true), OutlineItem("new", isExpandable: false),
        ]
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(items, of: "home/a") }
        #expect(
            change.problems == [
                .alreadyInTree("home/a"), .alreadyInTree("home"), .alreadyInTree("home/b"), .alreadyInTree("tmp"),
            ])
        // x survives (it is a child already); y goes; new arrives.
        #expect(tree.children(of: "home/a") == .loaded(["home/a/x", "new"]))
        #expect(tree.parent(of: "home") == nil)
        #expect(tree.parent(of: "tmp") == nil)
        // The roots cannot take a nested item either.
        let roots = OutlineChecks.mutate(&tree) {
            $0.setRoots(outlineItems(nil, "home/", "tmp/") + [OutlineItem("home/b", isExpandable: false)])
        }
        #expect(roots.problems == [.alreadyInTree("home/b")])
        // A long walk over the whole tree ends: every item is reached once.
        #expect(tree.invariantViolations().isEmpty)
        #expect(OutlineProblem<String>.alreadyInTree("x").description.contains("already elsewhere"))
    }

    @Test("a symlink loop: each level names a fresh identifier, so it nests only as deep as it is opened")
    func symlinkLoopByPath() {
        var tree = Tree(roots: outlineItems(nil, "loop/"))
        var path = "loop"
        for _ in 0..<50 {
            tree.expand(path)
            tree.setChildren(outlineItems(path, "loop/"), of: path)
            path += "/loop"
        }
        #expect(tree.rowCount == 51)
        #expect(tree.level(of: path) == 50)
        #expect(OutlineChecks.lookupProblems(tree).isEmpty)
    }
}
