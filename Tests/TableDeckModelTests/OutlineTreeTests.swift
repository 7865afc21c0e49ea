import TableDeckModel
import Testing

private typealias Tree = OutlineTree<String>

/// A tree with roots `docs/`, `music/` and `notes.txt`.
private func sample() -> Tree {
    Tree(roots: outlineItems(nil, "docs/", "music/", "notes.txt"))
}

@Suite("Outline tree: rows, lazy loading, expand and collapse")
struct OutlineTreeTests {
    @Test("an empty tree has no rows, and no row out of range")
    func empty() {
        let tree = Tree()
        #expect(tree.rowCount == 0)
        #expect(tree.visibleRows.isEmpty)
        #expect(tree.row(at: 0) == nil)
        #expect(tree.row(at: -1) == nil)
        #expect(tree.rowIndex(of: "a") == nil)
        #expect(tree.children(of: nil) == .loaded([]))
        #expect(tree.children(of: "a") == nil)
    }

    @Test("roots show collapsed at level 0, folders with an arrow, in the order given")
    func roots() {
        let tree = sample()
        #expect(outlineLines(tree.visibleRows) == ["+docs", "+music", "notes.txt"])
        #expect(tree.row(at: 1) == OutlineRow(item: "music", kind: .item, level: 0, isExpandable: true, isExpanded: false))
        #expect(tree.rowIndex(of: "notes.txt") == 2)
        #expect(tree.children(of: nil) == .loaded(["docs", "music", "notes.txt"]))
        #expect(tree.children(of: "docs") == .notRequested)
        #expect(tree.children(of: "notes.txt") == .notRequested)
        #expect(tree.level(of: "music") == 0)
        #expect(tree.parent(of: "music") == nil)
        #expect(tree.itemCount == 3)
        #expect(OutlineChecks.lookupProblems(tree).isEmpty)
    }

    @Test("expanding a folder never read asks for its children and shows Loading… below it")
    func expandRequests() {
        var tree = sample()
        let change = OutlineChecks.mutate(&tree) { $0.expand("docs") }
        #expect(change.childRequests == ["docs"])
        #expect(change.inserted == [1..<2])
        #expect(change.reloaded == [0])
        #expect(change.removed.isEmpty)
        #expect(tree.children(of: "docs") == .loading)
        #expect(outlineLines(tree.visibleRows) == ["-docs", "  (loading)", "+music", "notes.txt"])
        #expect(tree.row(at: 1) == OutlineRow(item: "docs", kind: .loading, level: 1, isExpandable: false, isExpanded: false))
        // Expanding again neither asks again nor changes a row.
        #expect(OutlineChecks.mutate(&tree) { $0.expand("docs") } == OutlineChange())
    }

    @Test("children arriving replace the Loading… row with theirs, one removed and one inserted range")
    func childrenArrive() {
        var tree = sample()
        tree.expand("docs")
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("docs", "a/", "b.txt", "c.txt"), of: "docs") }
        #expect(change.removed == [1..<2])
        #expect(change.inserted == [1..<4])
        #expect(change.reloaded.isEmpty)
        #expect(change.childRequests.isEmpty)
        #expect(outlineLines(tree.visibleRows) == ["-docs", "  +docs/a", "  docs/b.txt", "  docs/c.txt", "+music", "notes.txt"])
        #expect(tree.level(of: "docs/a") == 1)
        #expect(tree.rowIndex(of: "music") == 4)
    }

    @Test("collapsing removes one range after the row; expanding again needs no new request")
    func collapseAndExpand() {
        var tree = sample()
        tree.expand("docs")
        tree.setChildren(outlineItems("docs", "a/", "b.txt"), of: "docs")
        let collapsed = OutlineChecks.mutate(&tree) { $0.collapse("docs") }
        #expect(collapsed.removed == [1..<3])
        #expect(collapsed.inserted.isEmpty)
        #expect(collapsed.reloaded == [0])
        #expect(outlineLines(tree.visibleRows) == ["+docs", "+music", "notes.txt"])
        #expect(tree.rowIndex(of: "docs/a") == nil)
        #expect(!tree.isVisible("docs/a"))
        #expect(tree.contains("docs/a"))
        let expanded = OutlineChecks.mutate(&tree) { $0.expand("docs") }
        #expect(expanded.childRequests.isEmpty)
        #expect(expanded.inserted == [1..<3])
        // Collapsing a collapsed item, or a file, changes nothing.
        #expect(OutlineChecks.mutate(&tree) { $0.collapse("music") } == OutlineChange())
        #expect(OutlineChecks.mutate(&tree) { $0.collapse("notes.txt") } == OutlineChange())
    }

    @Test("toggle expands a collapsed item and collapses an expanded one")
    func toggle() {
        var tree = sample()
        #expect(OutlineChecks.mutate(&tree) { $0.toggle("music") }.childRequests == ["music"])
        #expect(tree.isExpanded("music"))
        #expect(OutlineChecks.mutate(&tree) { $0.toggle("music") }.removed == [2..<3])
        #expect(!tree.isExpanded("music"))
    }

    @Test("an expanded child stays expanded when its parent closes and opens again, as in Finder")
    func expandedStateSurvives() {
        var tree = sample()
        tree.expand("docs")
        tree.setChildren(outlineItems("docs", "a/", "b.txt"), of: "docs")
        tree.expand("docs/a")
        tree.setChildren(outlineItems("docs/a", "x.txt", "y.txt"), of: "docs/a")
        #expect(tree.rowCount == 7)
        let collapsed = OutlineChecks.mutate(&tree) { $0.collapse("docs") }
        #expect(collapsed.removed == [1..<5])
        #expect(tree.isExpanded("docs/a"))
        let expanded = OutlineChecks.mutate(&tree) { $0.expand("docs") }
        #expect(expanded.inserted == [1..<5])
        #expect(
            outlineLines(tree.visibleRows) == [
                "-docs", "  -docs/a", "    docs/a/x.txt", "    docs/a/y.txt", "  docs/b.txt", "+music", "notes.txt",
            ])
    }

    @Test("an item under a collapsed ancestor can be expanded: no rows change until the ancestor opens")
    func expandHidden() {
        var tree = sample()
        tree.setChildren(outlineItems("docs", "a/"), of: "docs")
        let change = OutlineChecks.mutate(&tree) { $0.expand("docs/a") }
        #expect(change.childRequests == ["docs/a"])
        #expect(!change.changesRows)
        tree.setChildren(outlineItems("docs/a", "x"), of: "docs/a")
        #expect(tree.rowCount == 3)
        #expect(OutlineChecks.mutate(&tree) { $0.expand("docs") }.inserted == [1..<3])
        #expect(outlineLines(tree.visibleRows) == ["-docs", "  -docs/a", "    docs/a/x", "+music", "notes.txt"])
    }

    @Test("children given before the item is expanded are kept, and expanding shows them without a request")
    func childrenAhead() {
        var tree = sample()
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("music", "song"), of: "music") }
        #expect(!change.changesRows)
        #expect(tree.children(of: "music") == .loaded(["music/song"]))
        let expanded = OutlineChecks.mutate(&tree) { $0.expand("music") }
        #expect(expanded.childRequests.isEmpty)
        #expect(expanded.inserted == [2..<3])
    }

    @Test("children of a collapsed loading folder are kept and shown only when it opens")
    func answerAfterCollapse() {
        var tree = sample()
        tree.expand("docs")
        tree.collapse("docs")
        #expect(tree.children(of: "docs") == .loading)
        let change = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("docs", "a", "b"), of: "docs") }
        #expect(!change.changesRows)
        #expect(OutlineChecks.mutate(&tree) { $0.expand("docs") }.inserted == [1..<3])
    }

    @Test("a failed load shows its message as a row, reloading the Loading… row; expanding again retries")
    func failure() {
        var tree = sample()
        tree.expand("music")
        let failed = OutlineChecks.mutate(&tree) { $0.setFailure("Permission denied", of: "music") }
        #expect(failed.reloaded == [2])
        #expect(failed.removed.isEmpty && failed.inserted.isEmpty)
        #expect(tree.children(of: "music") == .failed("Permission denied"))
        #expect(outlineLines(tree.visibleRows) == ["+docs", "-music", "  (failed: Permission denied)", "notes.txt"])
        #expect(tree.row(at: 2)?.kind == .failure("Permission denied"))
        // The same failure again changes nothing; another message reloads.
        #expect(OutlineChecks.mutate(&tree) { $0.setFailure("Permission denied", of: "music") } == OutlineChange())
        #expect(OutlineChecks.mutate(&tree) { $0.setFailure("Gone", of: "music") }.reloaded == [2])
        tree.collapse("music")
        let retried = OutlineChecks.mutate(&tree) { $0.expand("music") }
        #expect(retried.childRequests == ["music"])
        #expect(outlineLines(tree.visibleRows) == ["+docs", "-music", "  (loading)", "notes.txt"])
    }

    @Test("requests come in the order the folders were opened; answers may come in any order")
    func loadingOrder() {
        var tree = sample()
        var requests: [String] = []
        requests += OutlineChecks.mutate(&tree) { $0.expand("music") }.childRequests
        requests += OutlineChecks.mutate(&tree) { $0.expand("docs") }.childRequests
        #expect(requests == ["music", "docs"])
        #expect(outlineLines(tree.visibleRows) == ["-docs", "  (loading)", "-music", "  (loading)", "notes.txt"])
        let docs = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("docs", "d1", "d2"), of: "docs") }
        #expect(docs.removed == [1..<2])
        #expect(docs.inserted == [1..<3])
        let music = OutlineChecks.mutate(&tree) { $0.setChildren(outlineItems("music", "m1/"), of: "music") }
        #expect(music.removed == [4..<5])
        #expect(music.inserted == [4..<5])
        #expect(outlineLines(tree.visibleRows) == ["-docs", "  docs/d1", "  docs/d2", "-music", "  +music/m1", "notes.txt"])
    }

    @Test("an expanded folder with no children shows no row below it")
    func emptyFolder() {
        var tree = sample()
        tree.expand("docs")
        let change = OutlineChecks.mutate(&tree) { $0.setChildren([], of: "docs") }
        #expect(change.removed == [1..<2])
        #expect(change.inserted.isEmpty)
        #expect(outlineLines(tree.visibleRows) == ["-docs", "+music", "notes.txt"])
        #expect(OutlineChecks.mutate(&tree) { $0.collapse("docs") }.reloaded == [0])
    }

    @Test("expanding a file or an unknown item is refused with a problem and changes nothing")
    func refusedExpand() {
        var tree = sample()
        #expect(OutlineChecks.mutate(&tree) { $0.expand("notes.txt") }.problems == [.notExpandable("notes.txt")])
        #expect(OutlineChecks.mutate(&tree) { $0.expand("nope") }.problems == [.unknownItem("nope")])
        #expect(OutlineChecks.mutate(&tree) { $0.collapse("nope") }.problems == [.unknownItem("nope")])
        #expect(OutlineChecks.mutate(&tree) { $0.toggle("nope") }.problems == [.unknownItem("nope")])
        #expect(!tree.isExpanded("notes.txt"))
        #expect(OutlineProblem<String>.unknownItem("nope").description == "item nope is not in the outline")
    }

    @Test("a change converts to a table's row batch, which validates against the counts")
    func rowBatch() throws {
        var tree = sample()
        tree.expand("docs")
        let old = tree.rowCount
        let change = tree.setChildren(outlineItems("docs", "a", "b", "c"), of: "docs")
        let batch = change.rowBatch
        #expect(batch.deletions == [1])
        #expect(batch.insertions == [1, 2, 3])
        let (plan, problems) = batch.plan(oldCount: old, newCount: tree.rowCount)
        #expect(problems.isEmpty)
        #expect(try #require(plan).newIndex(ofOld: 2) == 4)
        #expect(change.removedCount == 1)
        #expect(change.insertedCount == 3)
    }
}
