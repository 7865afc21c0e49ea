import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Prefix sums: running sums, locating an offset, changing a count")
struct PrefixSumTreeTests {
    @Test("sums before an index, values and the total")
    func sums() {
        let tree = PrefixSumTree([3, 1, 4, 1, 5])
        #expect(tree.count == 5)
        #expect(tree.total == 14)
        #expect((0...5).map(tree.sum(before:)) == [0, 3, 4, 8, 9, 14])
        #expect((0..<5).map(tree.value(at:)) == [3, 1, 4, 1, 5])
        #expect(tree.sum(before: 99) == 14)
        #expect(tree.sum(before: -3) == 0)
        #expect(tree.value(at: 5) == 0)
    }

    @Test("counts appended one at a time make the tree built from them all")
    func append() {
        let values = (0..<100).map { ($0 * 7) % 5 }
        var tree = PrefixSumTree()
        for value in values { tree.append(value) }
        #expect(tree == PrefixSumTree(values))
        #expect(tree.total == values.reduce(0, +))
        #expect((0..<100).map(tree.value(at:)) == values)
    }

    @Test("an offset is located in the entry that holds it, skipping empty entries")
    func locate() {
        let tree = PrefixSumTree([2, 0, 3])
        let found = (0..<5).compactMap { tree.locate($0) }
        #expect(found.map(\.index) == [0, 0, 2, 2, 2])
        #expect(found.map(\.offset) == [0, 1, 0, 1, 2])
        #expect(tree.locate(5) == nil)
        #expect(tree.locate(-1) == nil)
        #expect(PrefixSumTree().locate(0) == nil)
        #expect(PrefixSumTree(repeating: 1, count: 0).total == 0)
    }

    @Test("random counts and changes agree with plain arrays", arguments: 0..<20)
    func random(seed: UInt64) {
        var generator = SeededGenerator(seed: seed + 1)
        var values = (0..<generator.nextInt(in: 1..<70)).map { _ in generator.nextInt(in: 0..<5) }
        var tree = PrefixSumTree(values)
        for _ in 0..<40 {
            let index = generator.nextInt(in: 0..<values.count)
            let delta = generator.nextInt(in: -values[index]..<6)
            values[index] += delta
            tree.add(delta, at: index)
        }
        #expect(tree.total == values.reduce(0, +))
        var running = 0
        for (index, value) in values.enumerated() {
            #expect(tree.sum(before: index) == running)
            for offset in running..<(running + value) {
                let found = tree.locate(offset)
                #expect(found?.index == index && found?.offset == offset - running)
            }
            running += value
        }
        #expect(tree == PrefixSumTree(values))
    }
}
