import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Snapshots edited as UIKit's are, and user moves recorded in them")
struct SnapshotEditingTests {
    private func fruitAndVegetables() -> TableSnapshot<String, String> {
        var snapshot = TableSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Vegetables"])
        snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: "Fruit")
        snapshot.appendItems(["Carrot", "Leek"], toSection: "Vegetables")
        return snapshot
    }

    @Test("indexes, counts and the section holding an item")
    func lookups() {
        let snapshot = fruitAndVegetables()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "Vegetables") == 2)
        #expect(snapshot.numberOfItems(inSection: "Nuts") == 0)
        #expect(snapshot.indexOfItem("Carrot") == 3)
        #expect(snapshot.indexOfItem("Walnut") == nil)
        #expect(snapshot.indexOfSection("Vegetables") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "Banana") == "Fruit")
        #expect(snapshot.sectionIdentifier(containingItem: "Walnut") == nil)
    }

    @Test("moving items before and after others, across sections; a missing item moves nothing")
    func moves() {
        var snapshot = fruitAndVegetables()
        let changed1 = snapshot.moveItem("Leek", beforeItem: "Apple")
        #expect(changed1)
        #expect(snapshot.itemIdentifiers(inSection: "Fruit") == ["Leek", "Apple", "Banana", "Cherry"])
        let changed2 = snapshot.moveItem("Apple", afterItem: "Carrot")
        #expect(changed2)
        #expect(snapshot.itemIdentifiers == ["Leek", "Banana", "Cherry", "Carrot", "Apple"])
        let before = snapshot.itemIdentifiers
        let changed3 = snapshot.moveItem("Walnut", afterItem: "Carrot")
        #expect(!changed3)
        let changed4 = snapshot.moveItem("Carrot", afterItem: "Walnut")
        #expect(!changed4)
        let changed5 = snapshot.moveItem("Carrot", afterItem: "Carrot")
        #expect(!changed5)
        #expect(snapshot.itemIdentifiers == before)
    }

    @Test("sections inserted, deleted and reloaded; reconfigured items are rebuilt in place")
    func sectionsAndReloads() {
        var snapshot = fruitAndVegetables()
        let changed6 = snapshot.insertSections(["Nuts"], beforeSection: "Vegetables")
        #expect(changed6)
        let changed7 = snapshot.insertSections(["Herbs"], afterSection: "Vegetables")
        #expect(changed7)
        let changed8 = snapshot.insertSections(["Grains"], afterSection: "Sweets")
        #expect(!changed8)
        #expect(snapshot.sectionIdentifiers == ["Fruit", "Nuts", "Vegetables", "Herbs"])
        snapshot.reconfigureItems(["Banana"])
        snapshot.reloadSections(["Vegetables"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["Banana", "Carrot", "Leek"])
        snapshot.deleteSections(["Vegetables"])
        #expect(snapshot.sectionIdentifiers == ["Fruit", "Nuts", "Herbs"])
        #expect(snapshot.reloadedItemIdentifiers == ["Banana"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test("a recorded move within a section, and across sections by index or by its neighbour")
    func recordedMoves() {
        var rows = DiffableRows<String, String>()
        _ = rows.take(fruitAndVegetables(), shownRows: 0, sectionsMatter: true)
        let changed9 = rows.moveItem(fromOrdinal: 0, toOrdinal: 2, inSection: 0)
        #expect(changed9)
        #expect(rows.snapshot.itemIdentifiers(inSection: "Fruit") == ["Banana", "Cherry", "Apple"])
        // Cherry, the last fruit, becomes the first vegetable without changing its ordinal.
        let changed10 = rows.moveItem(fromOrdinal: 1, toOrdinal: 1, inSection: 1)
        #expect(changed10 == false, "ordinal 1 is not in Vegetables")
        let changed11 = rows.moveItem(fromOrdinal: 2, toOrdinal: 2, inSection: 1)
        #expect(changed11)
        #expect(rows.snapshot.itemIdentifiers(inSection: "Vegetables") == ["Apple", "Carrot", "Leek"])
        // Without a section, a row joins the section of the row it now comes before.
        let changed12 = rows.moveItem(fromOrdinal: 4, toOrdinal: 0, inSection: nil)
        #expect(changed12)
        #expect(rows.snapshot.itemIdentifiers(inSection: "Fruit") == ["Leek", "Banana", "Cherry"])
        #expect(rows.ordinal(of: "Leek") == 0 && rows.item(atOrdinal: 3) == "Apple")
        let changed13 = rows.moveItem(fromOrdinal: 9, toOrdinal: 0, inSection: nil)
        #expect(!changed13)
        let changed14 = rows.moveItem(fromOrdinal: 0, toOrdinal: 1, inSection: 7)
        #expect(!changed14)
    }

    /// The porter's side of a user move: the data the app keeps, moved as UIKit's `moveRowAt`
    /// tells it, then shown as a new snapshot.
    private static func snapshot(of sections: [[Int]]) -> TableSnapshot<Int, Int> {
        var snapshot = TableSnapshot<Int, Int>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        return snapshot
    }

    @Test("random user moves: the snapshot the app applies after each is no change at all", arguments: 0..<25)
    func userMovesThenTheAppsSnapshot(seed: UInt64) {
        var generator = SeededGenerator(seed: seed + 11)
        var data = (0..<Int.random(in: 1...4, using: &generator)).map { section in
            Array((section * 100)..<(section * 100 + Int.random(in: 0...6, using: &generator)))
        }
        var rows = DiffableRows<Int, Int>()
        _ = rows.take(Self.snapshot(of: data), shownRows: 0, sectionsMatter: true)
        for _ in 0..<30 {
            let counts = data.map(\.count)
            let total = counts.reduce(0, +)
            guard total > 0 else { break }
            // A row somewhere moves to any place of any section.
            let fromOrdinal = Int.random(in: 0..<total, using: &generator)
            var fromSection = 0
            var fromRow = fromOrdinal
            while fromRow >= counts[fromSection] {
                fromRow -= counts[fromSection]
                fromSection += 1
            }
            let item = data[fromSection].remove(at: fromRow)
            let toSection = Int.random(in: 0..<data.count, using: &generator)
            let toRow = Int.random(in: 0...data[toSection].count, using: &generator)
            data[toSection].insert(item, at: toRow)
            let toOrdinal = data[..<toSection].reduce(0) { $0 + $1.count } + toRow
            let changed15 = rows.moveItem(fromOrdinal: fromOrdinal, toOrdinal: toOrdinal, inSection: toSection)
            #expect(changed15)
            let update = rows.take(Self.snapshot(of: data), shownRows: total, sectionsMatter: true)
            #expect(update == .batch(RowBatch()), "the move was recorded: applying the app's data changes nothing")
        }
    }
}
