import TableDeckModel
import Testing

private typealias Tree = OutlineTree<String>

/// Rows: 0 `-docs`, 1 `docs/a` (folder, collapsed), 2 `docs/b.txt`, 3 `-music` (loading),
/// 4 `(loading)`, 5 `+pics`, 6 `notes.txt`.
private func tree() -> Tree {
    var tree = Tree(roots: outlineItems(nil, "docs/", "music/", "pics/", "notes.txt"))
    tree.expand("docs")
    tree.setChildren(outlineItems("docs", "a/", "b.txt"), of: "docs")
    tree.expand("music")
    return tree
}

@Suite("Outline tree: the keyboard on the cursor row")
struct OutlineTreeKeyboardTests {
    @Test("the fixture's rows")
    func fixture() {
        #expect(
            outlineLines(tree().visibleRows) == [
                "-docs", "  +docs/a", "  docs/b.txt", "-music", "  (loading)", "+pics", "notes.txt",
            ])
    }

    @Test("Right expands a collapsed folder, moves into an expanded one, and does nothing on a file")
    func right() {
        let tree = tree()
        #expect(tree.keyAction(for: .right, atRow: 5) == .expand("pics"))
        #expect(tree.keyAction(for: .right, atRow: 1) == .expand("docs/a"))
        #expect(tree.keyAction(for: .right, atRow: 0) == .moveCursor(toRow: 1))
        #expect(tree.keyAction(for: .right, atRow: 2) == .nothing)
        #expect(tree.keyAction(for: .right, atRow: 6) == .nothing)
        // Only Loading… below: nowhere to go.
        #expect(tree.keyAction(for: .right, atRow: 3) == .nothing)
        #expect(tree.keyAction(for: .right, atRow: 4) == .nothing)
    }

    @Test("Right on an expanded empty folder does nothing (the next row is not its child)")
    func rightOnEmptyFolder() {
        var tree = tree()
        tree.expand("docs/a")
        tree.setChildren([], of: "docs/a")
        #expect(tree.keyAction(for: .right, atRow: 1) == .nothing)
    }

    @Test("Left collapses an expanded folder, goes to the parent from a child, and does nothing on a collapsed root")
    func left() {
        let tree = tree()
        #expect(tree.keyAction(for: .left, atRow: 0) == .collapse("docs"))
        #expect(tree.keyAction(for: .left, atRow: 1) == .moveCursor(toRow: 0))
        #expect(tree.keyAction(for: .left, atRow: 2) == .moveCursor(toRow: 0))
        #expect(tree.keyAction(for: .left, atRow: 3) == .collapse("music"))
        #expect(tree.keyAction(for: .left, atRow: 4) == .moveCursor(toRow: 3))
        #expect(tree.keyAction(for: .left, atRow: 5) == .nothing)
        #expect(tree.keyAction(for: .left, atRow: 6) == .nothing)
    }

    @Test("right to left, Left and Right swap, and so do Shift+Left and Shift+Right")
    func rightToLeft() {
        let tree = tree()
        for row in 0..<tree.rowCount {
            #expect(tree.keyAction(for: .left, atRow: row, rightToLeft: true) == tree.keyAction(for: .right, atRow: row))
            #expect(tree.keyAction(for: .right, atRow: row, rightToLeft: true) == tree.keyAction(for: .left, atRow: row))
            #expect(tree.keyAction(for: .shiftLeft, atRow: row, rightToLeft: true) == tree.keyAction(for: .shiftRight, atRow: row))
            #expect(tree.keyAction(for: .shiftRight, atRow: row, rightToLeft: true) == tree.keyAction(for: .shiftLeft, atRow: row))
            for key in [OutlineKey.plus, .minus, .asterisk] {
                #expect(tree.keyAction(for: key, atRow: row, rightToLeft: true) == tree.keyAction(for: key, atRow: row))
            }
        }
        #expect(tree.keyAction(for: .left, atRow: 5, rightToLeft: true) == .expand("pics"))
        #expect(tree.keyAction(for: .right, atRow: 1, rightToLeft: true) == .moveCursor(toRow: 0))
    }

    @Test("Shift+Right and * expand all, Shift+Left collapses all, + and - only expand and collapse")
    func otherKeys() {
        let tree = tree()
        #expect(tree.keyAction(for: .shiftRight, atRow: 0) == .expandAll("docs"))
        #expect(tree.keyAction(for: .asterisk, atRow: 5) == .expandAll("pics"))
        #expect(tree.keyAction(for: .shiftLeft, atRow: 0) == .collapseAll("docs"))
        #expect(tree.keyAction(for: .asterisk, atRow: 2) == .nothing)
        #expect(tree.keyAction(for: .shiftLeft, atRow: 2) == .nothing)
        #expect(tree.keyAction(for: .plus, atRow: 5) == .expand("pics"))
        #expect(tree.keyAction(for: .plus, atRow: 0) == .nothing)
        #expect(tree.keyAction(for: .minus, atRow: 0) == .collapse("docs"))
        #expect(tree.keyAction(for: .minus, atRow: 5) == .nothing)
        #expect(tree.keyAction(for: .minus, atRow: 2) == .nothing)
        // Placeholder rows answer only Left.
        for key in OutlineKey.allCases where key != .left {
            #expect(tree.keyAction(for: key, atRow: 4) == .nothing)
        }
    }

    @Test("a row out of range does nothing")
    func outOfRange() {
        let tree = tree()
        #expect(tree.keyAction(for: .right, atRow: -1) == .nothing)
        #expect(tree.keyAction(for: .left, atRow: 7) == .nothing)
        #expect(Tree().keyAction(for: .right, atRow: 0) == .nothing)
    }

    @Test("performing an action changes the tree as the action's operation does; a cursor move changes nothing")
    func perform() {
        var tree = tree()
        let action = tree.keyAction(for: .right, atRow: 5)
        let change = OutlineChecks.mutate(&tree) { $0.perform(action) }
        #expect(change.childRequests == ["pics"])
        #expect(OutlineChecks.mutate(&tree) { $0.perform(.moveCursor(toRow: 2)) } == OutlineChange())
        #expect(OutlineChecks.mutate(&tree) { $0.perform(.nothing) } == OutlineChange())
        #expect(OutlineChecks.mutate(&tree) { $0.perform(.collapse("docs")) }.removed == [1..<3])
        #expect(OutlineChecks.mutate(&tree) { $0.perform(.expandAll("docs")) }.childRequests == ["docs/a"])
        #expect(OutlineChecks.mutate(&tree) { $0.perform(.collapseAll("docs")) }.reloaded == [0])
    }

    @Test("key presses decode to outline keys; Ctrl and Alt do not; a type-ahead search keeps + - *")
    func decode() {
        #expect(OutlineKey(TableKeyPress(.navigation(.right)), typeAheadActive: false) == .right)
        #expect(OutlineKey(TableKeyPress(.navigation(.left)), typeAheadActive: true) == .left)
        #expect(OutlineKey(TableKeyPress(.navigation(.right), shift: true), typeAheadActive: false) == .shiftRight)
        #expect(OutlineKey(TableKeyPress(.navigation(.left), shift: true), typeAheadActive: false) == .shiftLeft)
        #expect(OutlineKey(TableKeyPress(.text("*"), shift: true), typeAheadActive: false) == .asterisk)
        #expect(OutlineKey(TableKeyPress(.text("+")), typeAheadActive: false) == .plus)
        #expect(OutlineKey(TableKeyPress(.text("-")), typeAheadActive: false) == .minus)
        #expect(OutlineKey(TableKeyPress(.text("*")), typeAheadActive: true) == nil)
        #expect(OutlineKey(TableKeyPress(.text("a")), typeAheadActive: false) == nil)
        #expect(OutlineKey(TableKeyPress(.navigation(.right), control: true), typeAheadActive: false) == nil)
        #expect(OutlineKey(TableKeyPress(.navigation(.left), alt: true), typeAheadActive: false) == nil)
        #expect(OutlineKey(TableKeyPress(.navigation(.down)), typeAheadActive: false) == nil)
    }
}
