import TableDeckBridge
import TableDeckModel
import TestSupport
import XCTest

@testable import TableDeckViews

/// A folder tree in memory: "a" holds "a/1" and "a/2" ("a/2" holds "a/2/x"), "b" is a leaf, "c"
/// cannot be read. Replies come at once, or are held until `release()` (a slow disk).
@MainActor
private final class TreeSource: OutlineViewDataSource, OutlineViewDelegate {
    var children: [String?: [OutlineEntry]] = [
        nil: [.init(id: "a", isExpandable: true), .init(id: "b", isExpandable: false), .init(id: "c", isExpandable: true)],
        "a": [.init(id: "a/1", isExpandable: false), .init(id: "a/2", isExpandable: true)],
        "a/2": [.init(id: "a/2/x", isExpandable: false)],
    ]
    var asked: [String?] = []
    var holdsReplies = false
    var held: [() -> Void] = []
    var events: [String] = []

    func outlineView(_ outlineView: OutlineView, loadChildrenOf item: String?, reply: @escaping @MainActor (OutlineLoadResult) -> Void) {
        asked.append(item)
        let answer: OutlineLoadResult = item == "c" ? .failure("Permission denied") : .children(children[item] ?? [])
        if holdsReplies { held.append { reply(answer) } } else { reply(answer) }
    }

    func release() {
        let replies = held
        held = []
        for reply in replies { reply() }
    }

    func makeRowContent(for outlineView: OutlineView) -> Widget { Label("") }

    func outlineView(_ outlineView: OutlineView, bind content: Widget, to item: String) {
        (content as? Label)?.text = item.split(separator: "/").last.map(String.init) ?? item
    }

    func outlineView(_ outlineView: OutlineView, textFor item: String) -> String? { item }

    func outlineView(_ outlineView: OutlineView, didPress item: String, atRow row: Int) { events.append("press \(item) \(row)") }
    func outlineView(_ outlineView: OutlineView, didExpand item: String) { events.append("expand \(item)") }
    func outlineView(_ outlineView: OutlineView, didCollapse item: String) { events.append("collapse \(item)") }
}

/// An outline over `source`, shown and laid out.
@MainActor
private func presented(_ source: TreeSource) -> OutlineView {
    let outline = OutlineView()
    outline.dataSource = source
    outline.delegate = source
    outline.reloadData()
    GTKTestCase.windowsToClose.append(present(outline, width: 300, height: 300))
    waitOnMainLoop("the first row bound") { outline.table.boundCell(for: .row(TableIndexPath(row: 0, section: 0))) != nil }
    return outline
}

/// The rows shown, as their items (placeholders as "…item" and "!item").
@MainActor
private func rows(_ outline: OutlineView) -> [String] {
    (0..<outline.numberOfRows).compactMap { index in
        guard let row = outline.tree.row(at: index) else { return nil }
        switch row.kind {
        case .item: return row.item
        case .loading: return "…" + row.item
        case .failure: return "!" + row.item
        }
    }
}

/// The outline view: lazy children, the keys, failures, live changes and what screen readers hear.
final class OutlineViewTests: GTKTestCase {
    func testChildrenAreAskedForWhenFirstExpandedAndTheKeysOpenAndClose() {
        MainActor.assumeIsolated {
            let source = TreeSource()
            let outline = presented(source)
            XCTAssertEqual(rows(outline), ["a", "b", "c"])
            XCTAssertEqual(source.asked, [nil], "only the roots, at first")
            XCTAssertTrue(outline.table.focusRow(0, section: 0))
            // Right expands "a" (its children asked for now), Right again goes to its first child.
            XCTAssertTrue(outline.handleOutlineKey(KeyValue.right.rawValue, modifiers: []))
            XCTAssertEqual(source.asked, [nil, "a"])
            XCTAssertEqual(rows(outline), ["a", "a/1", "a/2", "b", "c"])
            XCTAssertEqual(outline.table.numberOfPositions, 5, "the table shows the new rows")
            XCTAssertTrue(outline.handleOutlineKey(KeyValue.right.rawValue, modifiers: []))
            waitOnMainLoop("a/1 focused") { outline.table.focusedIndexPath?.row == 1 }
            // Right on a leaf does nothing; Left goes to the parent, Left again collapses it.
            XCTAssertTrue(outline.handleOutlineKey(KeyValue.right.rawValue, modifiers: []))
            XCTAssertEqual(rows(outline).count, 5)
            XCTAssertTrue(outline.handleOutlineKey(KeyValue.left.rawValue, modifiers: []))
            waitOnMainLoop("a focused") { outline.table.focusedIndexPath?.row == 0 }
            XCTAssertTrue(outline.handleOutlineKey(KeyValue.left.rawValue, modifiers: []))
            XCTAssertEqual(rows(outline), ["a", "b", "c"])
            // `*` expands everything below, children asked for as they come.
            XCTAssertTrue(outline.handleOutlineKey(UInt32(UInt8(ascii: "*")), modifiers: []))
            XCTAssertEqual(rows(outline), ["a", "a/1", "a/2", "a/2/x", "b", "c"])
            XCTAssertEqual(source.events, ["expand a", "collapse a", "expand a"])
            // Enter presses the cursor item, by its row as shown.
            XCTAssertTrue(outline.table.focusRow(3, section: 0))
            XCTAssertTrue(outline.table.handleKey(.returnKey))
            XCTAssertEqual(source.events.last, "press a/2/x 3")
            // Keys faster than the focus: each acts on the cursor the one before left.
            for _ in 0..<4 { XCTAssertTrue(outline.handleOutlineKey(KeyValue.left.rawValue, modifiers: [])) }
            XCTAssertEqual(rows(outline), ["a", "b", "c"], "to a/2, closed, to a, closed")
            XCTAssertEqual(source.events.suffix(2), ["collapse a/2", "collapse a"])
        }
    }

    func testSlowChildrenShowLoadingAndUnreadableOnesSayWhy() {
        MainActor.assumeIsolated {
            let source = TreeSource()
            let outline = presented(source)
            source.holdsReplies = true
            outline.expand("a")
            XCTAssertEqual(rows(outline), ["a", "…a", "b", "c"], "Loading… under a while its children come")
            source.release()
            XCTAssertEqual(rows(outline), ["a", "a/1", "a/2", "b", "c"])
            source.holdsReplies = false
            outline.expand("c")
            XCTAssertEqual(rows(outline), ["a", "a/1", "a/2", "b", "c", "!c"])
            waitOnMainLoop("the failure row bound") { outline.table.boundCell(for: .row(TableIndexPath(row: 5, section: 0))) != nil }
            let failure = outline.table.boundCell(for: .row(TableIndexPath(row: 5, section: 0))) as? OutlineRowCell
            XCTAssertEqual(failure?.rowAccessibleName, "Permission denied")
            // A reply for an outline reloaded meanwhile is dropped.
            source.holdsReplies = true
            outline.expand("a/2")
            outline.reloadData()
            source.release()
            XCTAssertEqual(rows(outline), ["a", "b", "c"], "the new roots; the old reply for a/2 dropped")
        }
    }

    func testLiveChangesKeepExpandedItemsAndScreenReadersHearLevelAndState() {
        MainActor.assumeIsolated {
            let source = TreeSource()
            let outline = presented(source)
            outline.expand("a")
            outline.expand("a/2")
            XCTAssertEqual(rows(outline), ["a", "a/1", "a/2", "a/2/x", "b", "c"])
            // A file created in "a" and "a/1" deleted: "a/2" stays expanded.
            outline.setChildren([.init(id: "a/0", isExpandable: false), .init(id: "a/2", isExpandable: true)], of: "a")
            XCTAssertEqual(rows(outline), ["a", "a/0", "a/2", "a/2/x", "b", "c"])
            XCTAssertEqual(outline.table.numberOfPositions, 6)
            // Deleted while expanded: its rows go with it.
            outline.setChildren([.init(id: "a/0", isExpandable: false)], of: "a")
            XCTAssertEqual(rows(outline), ["a", "a/0", "b", "c"])
            waitOnMainLoop("the rows bound") { outline.table.boundCell(for: .row(TableIndexPath(row: 1, section: 0))) != nil }
            let parent = outline.table.boundCell(for: .row(TableIndexPath(row: 0, section: 0))) as? OutlineRowCell
            let child = outline.table.boundCell(for: .row(TableIndexPath(row: 1, section: 0))) as? OutlineRowCell
            XCTAssertEqual(parent?.rowOutlineState?.expanded, true)
            XCTAssertEqual(parent?.rowOutlineState?.level, 1)
            XCTAssertNil(child?.rowOutlineState?.expanded, "a leaf neither expanded nor collapsed")
            XCTAssertEqual(child?.rowOutlineState?.level, 2)
            XCTAssertEqual(child?.rowAccessibleName, "a/0")
            // Duplicates and bad input are warned about, never a crash.
            let warnings = capturingStderr {
                outline.setChildren([.init(id: "z", isExpandable: false), .init(id: "z", isExpandable: false)], of: "b")
                outline.expand("nowhere")
            }
            XCTAssertTrue(warnings.contains("the outline view"), warnings)
        }
    }

    func testAHundredThousandChildrenExpandInParts() {
        MainActor.assumeIsolated {
            let source = TreeSource()
            source.children["a"] = (0..<100_000).map { OutlineEntry(id: "a/\($0)", isExpandable: false) }
            let outline = presented(source)
            outline.expand("a")
            // The first part at once, the rest while the main loop is idle, after the animation.
            XCTAssertEqual(outline.numberOfRows, 3 + OutlineView.childrenPerPart)
            XCTAssertTrue(outline.isAddingChildren)
            waitOnMainLoop("every part added", timeout: 30) { !outline.isAddingChildren }
            XCTAssertEqual(outline.numberOfRows, 100_003)
            XCTAssertEqual(outline.table.numberOfPositions, 100_003)
            XCTAssertEqual(outline.item(atRow: 100_000), "a/99999")
            XCTAssertEqual(outline.row(of: "a/50000"), 50_001)
            outline.collapse("a")
            XCTAssertEqual(outline.numberOfRows, 3)
        }
    }
}
