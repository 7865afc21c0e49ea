import TableDeckAppModel
import TableDeckModel
import Testing

private struct PersonView {}
private final class Wrapper<Content> {}
private enum Outer {
    struct Inner {}
}

@Suite("Reuse identifiers and pool")
struct ReuseTests {
    @Test("the default identifier is the type's name, generic arguments included")
    func identifiers() {
        #expect(ReuseIdentifier.name(of: PersonView.self) == "PersonView")
        #expect(ReuseIdentifier.name(of: Wrapper<PersonView>.self) == "Wrapper<PersonView>")
        #expect(ReuseIdentifier.name(of: Outer.Inner.self) == "Inner")
        #expect(ReuseIdentifier.name(of: Int.self) != ReuseIdentifier.name(of: String.self))
    }

    @Test("the pool hands back only elements kept under the same identifier")
    func byIdentifier() {
        var pool = ReusePool<Int>(capacityPerIdentifier: 4)
        pool.enqueue(1, identifier: "a")
        pool.enqueue(2, identifier: "b")
        #expect(pool.dequeue(identifier: "c") == nil)
        #expect(pool.dequeue(identifier: "b") == 2)
        #expect(pool.dequeue(identifier: "b") == nil)
        #expect(pool.dequeue(identifier: "a") == 1)
        #expect(pool.totalCount == 0)
    }

    @Test("the pool keeps at most its capacity per identifier")
    func capacity() {
        var pool = ReusePool<Int>(capacityPerIdentifier: 2)
        let kept = [
            pool.enqueue(1, identifier: "a"), pool.enqueue(2, identifier: "a"), pool.enqueue(3, identifier: "a"),
            pool.enqueue(4, identifier: "b"),
        ]
        #expect(kept == [true, true, false, true])
        #expect(pool.count(identifier: "a") == 2)
        #expect(pool.totalCount == 3)
        #expect(pool.dequeue(identifier: "a") == 2, "most recently kept first")
        pool.removeAll()
        #expect(pool.totalCount == 0)
        #expect(ReusePool<Int>(capacityPerIdentifier: -3).capacityPerIdentifier == 0)
    }

    @Test("people are grouped by first letter, sorted, without empty names")
    func people() {
        let people = PeopleDirectory(names: ["bob", "Ada", "", "Alan", "Carl"])
        #expect(people.groups.map(\.letter) == ["A", "B", "C"])
        #expect(people.groups[0].names == ["Ada", "Alan"])
        #expect(people.name(at: TableIndexPath(row: 0, section: 1)) == "bob")
        #expect(people.name(at: TableIndexPath(row: 5, section: 1)) == nil)
        #expect(people.name(at: TableIndexPath(row: 0, section: 9)) == nil)
        #expect(PeopleDirectory(names: []).groups.isEmpty)
        #expect(PeopleDirectory.sample.groups.count > 10)
    }

    @Test("each person has a made-up role and city, the same every run")
    func peopleDetails() {
        let people = PeopleDirectory.sample
        var details: [String] = []
        for (section, group) in people.groups.enumerated() {
            for row in group.names.indices {
                let path = TableIndexPath(row: row, section: section)
                let detail = people.detail(at: path) ?? ""
                #expect(detail.contains(" · "), "\(detail)")
                #expect(!detail.contains("Section"), "\(detail)")
                #expect(detail == PeopleDirectory.detail(for: people.name(at: path) ?? ""))
                details.append(detail)
            }
        }
        #expect(Set(details).count > details.count / 2, "people differ")
        #expect(PeopleDirectory.detail(for: "Ada") == PeopleDirectory.detail(for: "Ada"))
        #expect(people.detail(at: TableIndexPath(row: 99, section: 0)) == nil)
    }
}
