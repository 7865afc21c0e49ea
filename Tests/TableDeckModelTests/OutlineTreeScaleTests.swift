import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Outline tree: large folders, deep trees and random operations")
struct OutlineTreeScaleTests {
    @Test("a hundred thousand children expand, and every row and item is found in both directions")
    func hundredThousandChildren() {
        var tree = OutlineTree<Int>(roots: [.expandable(-1), .expandable(-2), .leaf(-3)])
        let requests = tree.expand(-1).childRequests
        #expect(requests == [-1])
        let files = (0..<100_000).map { OutlineItem($0, isExpandable: $0 % 1000 == 0) }
        let loaded = tree.setChildren(files, of: -1)
        #expect(loaded.removed == [1..<2])
        #expect(loaded.inserted == [1..<100_001])
        #expect(tree.rowCount == 100_003)
        for index in 0..<100_000 {
            guard tree.rowIndex(of: index) == index + 1, tree.row(at: index + 1)?.item == index else {
                Issue.record("child \(index) is not at row \(index + 1)")
                break
            }
        }
        #expect(tree.row(at: 100_001)?.item == -2)
        // Collapsing and expanding again are one range each.
        #expect(tree.collapse(-1).removed == [1..<100_001])
        #expect(tree.expand(-1).inserted == [1..<100_001])
        // A monitor removes a thousand files and adds ten: the change names only them.
        let kept = files.filter { $0.id % 100 != 7 } + (0..<10).map { OutlineItem(200_000 + $0, isExpandable: false) }
        let old = tree.visibleRows
        let change = tree.setChildren(kept, of: -1)
        #expect(change.removedCount == 1000)
        #expect(change.insertedCount == 10)
        #expect(change.inserted == [99_001..<99_011])
        #expect(OutlineChecks.problems(applying: change, from: old, to: tree.visibleRows).isEmpty)
        #expect(OutlineChecks.lookupProblems(tree, sample: 997).isEmpty)
    }

    @Test("three large folders open at once: a few hundred thousand rows, lookups anywhere")
    func severalLargeFolders() {
        var tree = OutlineTree<Int>(roots: (0..<3).map { .expandable(-1 - $0) })
        for folder in 0..<3 {
            let id = -1 - folder
            tree.expand(id)
            tree.setChildren((0..<100_000).map { .leaf((folder + 1) * 1_000_000 + $0) }, of: id)
        }
        #expect(tree.rowCount == 300_003)
        #expect(tree.rowIndex(of: 3_099_999) == 300_002)
        #expect(tree.row(at: 200_003)?.item == 3_000_000)
        // Collapsing the first folder moves everything after it up, at no cost per row.
        #expect(tree.collapse(-1).removed == [1..<100_001])
        #expect(tree.rowIndex(of: 3_099_999) == 200_002)
        #expect(tree.row(at: 2)?.item == 2_000_000)
        #expect(tree.keyAction(for: .left, atRow: 200_002) == .moveCursor(toRow: 100_002))
        #expect(OutlineChecks.lookupProblems(tree, sample: 1009).isEmpty)
    }

    @Test("a chain two thousand folders deep expands all, collapses all and is looked up without recursion")
    func deepChain() {
        var tree = OutlineTree<Int>(roots: [.expandable(0)])
        for depth in 0..<2000 {
            tree.setChildren([.expandable(depth + 1)], of: depth)
        }
        let change = tree.expandAll(below: 0)
        #expect(change.inserted == [1..<2002])
        #expect(change.childRequests == [2000])
        #expect(tree.rowIndex(of: 2000) == 2000)
        #expect(tree.row(at: 2001)?.kind == .loading)
        #expect(tree.row(at: 2001)?.level == 2001)
        #expect(tree.collapseAll(below: nil).removed == [1..<2002])
        #expect(tree.invariantViolations().isEmpty)
        tree.setRoots([])
        #expect(tree.itemCount == 0)
    }

    @Test("random operations: every change turns the old rows into the new, and every load is asked for", arguments: 0..<25)
    func randomOperations(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 7919 &+ 3)
        var tree = OutlineTree<String>()
        var nextName = 0
        var outstanding = Set<String>()
        func newItem() -> OutlineItem<String> {
            nextName += 1
            return OutlineItem("n\(nextName)", isExpandable: random.nextInt(in: 0..<3) > 0)
        }
        func allItems() -> [String] {
            var items: [String] = []
            var stack = tree.rootItems
            while let id = stack.popLast() {
                items.append(id)
                if case .loaded(let children) = tree.children(of: id) { stack += children }
            }
            return items.sorted()
        }
        func pick(_ items: [String]) -> String? {
            items.isEmpty ? nil : items[random.nextInt(in: 0..<items.count)]
        }
        /// A new child list for `parent`: some of its children in a slightly shuffled order,
        /// some new ones, and now and then a duplicate or an item from elsewhere.
        func childList(of parent: String?) -> [OutlineItem<String>] {
            var list: [OutlineItem<String>] = []
            if case .loaded(let old) = tree.children(of: parent) {
                for id in old where random.nextInt(in: 0..<4) > 0 {
                    let flip = random.nextInt(in: 0..<12) == 0
                    list.append(OutlineItem(id, isExpandable: tree.isExpandable(id) != flip))
                }
            }
            for _ in 0..<random.nextInt(in: 0..<5) {
                list.insert(newItem(), at: random.nextInt(in: 0..<(list.count + 1)))
            }
            if list.count > 1 && random.nextInt(in: 0..<3) == 0 {
                list.swapAt(random.nextInt(in: 0..<list.count), random.nextInt(in: 0..<list.count))
            }
            if let duplicate = pick(list.map(\.id)), random.nextInt(in: 0..<6) == 0 {
                list.append(OutlineItem(duplicate, isExpandable: false))
            }
            if let elsewhere = pick(allItems()), random.nextInt(in: 0..<6) == 0 {
                list.append(OutlineItem(elsewhere, isExpandable: true))
            }
            return list
        }
        tree.setRoots((0..<4).map { _ in newItem() })
        for _ in 0..<150 {
            let items = allItems()
            let folders = items.filter(tree.isExpandable)
            let loading = folders.filter { tree.children(of: $0) == .loading }.sorted()
            let change: OutlineChange<String>
            switch random.nextInt(in: 0..<11) {
            case 0, 1:
                guard let id = pick(folders) else { continue }
                change = OutlineChecks.mutate(&tree) { $0.expand(id) }
            case 2:
                guard let id = pick(items) else { continue }
                change = OutlineChecks.mutate(&tree) { $0.collapse(id) }
            case 3:
                guard let id = pick(items) else { continue }
                change = OutlineChecks.mutate(&tree) { $0.toggle(id) }
            case 4:
                let id = random.nextInt(in: 0..<4) == 0 ? nil : pick(folders)
                change = OutlineChecks.mutate(&tree) { $0.expandAll(below: id) }
            case 5:
                let id = random.nextInt(in: 0..<4) == 0 ? nil : pick(folders)
                change = OutlineChecks.mutate(&tree) { $0.collapseAll(below: id) }
            case 6, 7, 8:
                // Answer a request, or refresh a loaded folder (a monitor), or the roots.
                let id = pick(loading) ?? (random.nextInt(in: 0..<5) == 0 ? nil : pick(folders))
                let list = childList(of: id)
                change = OutlineChecks.mutate(&tree) { $0.setChildren(list, of: id) }
                if let id { outstanding.remove(id) }
            case 9:
                guard let id = pick(loading) ?? pick(folders) else { continue }
                change = OutlineChecks.mutate(&tree) { $0.setFailure("failed \(id)", of: id) }
                outstanding.remove(id)
            default:
                guard let id = pick(items) else { continue }
                let action = tree.keyAction(
                    for: OutlineKey.allCases[random.nextInt(in: 0..<OutlineKey.allCases.count)],
                    atRow: tree.rowIndex(of: id) ?? 0, rightToLeft: random.nextInt(in: 0..<2) == 0)
                change = OutlineChecks.mutate(&tree) { $0.perform(action) }
            }
            for id in change.childRequests {
                #expect(tree.children(of: id) == .loading)
                outstanding.insert(id)
            }
            // Every folder left loading was asked for, and not answered yet.
            for id in allItems() where tree.children(of: id) == .loading && !outstanding.contains(id) {
                Issue.record("\(id) is loading but was never requested")
            }
        }
    }
}
