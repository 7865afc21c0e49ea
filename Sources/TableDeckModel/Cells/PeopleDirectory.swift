/// The Cells screen's data: people grouped into sections by the first letter of their name.
public struct PeopleDirectory: Equatable, Sendable {
    /// One section: a letter and the names that start with it, sorted.
    public struct Group: Equatable, Sendable {
        /// The letter shared by the names, upper-cased.
        public let letter: String
        /// The names, in alphabetical order.
        public let names: [String]
    }

    /// The sections, in alphabetical order of their letter; no empty ones.
    public let groups: [Group]

    /// Groups `names` by their first letter (upper-cased); empty names are left out.
    public init(names: [String]) {
        var byLetter: [String: [String]] = [:]
        for name in names {
            guard let first = name.first else { continue }
            byLetter[String(first).uppercased(), default: []].append(name)
        }
        groups = byLetter.keys.sorted().map { letter in
            Group(letter: letter, names: byLetter[letter, default: []].sorted())
        }
    }

    /// The people the Cells screen shows.
    public static let sample = PeopleDirectory(names: [
        "Ada", "Alan", "Alice", "Amara", "Anders", "Barbara", "Bjarne", "Brian", "Camille", "Carlos",
        "Chen", "Claude", "Dennis", "Dmitri", "Donald", "Edsger", "Elena", "Emma", "Farah", "Fatima",
        "Frances", "Grace", "Guido", "Hannah", "Hedy", "Ingrid", "Ivan", "James", "Jean", "John",
        "Katherine", "Ken", "Kenji", "Larry", "Leslie", "Linus", "Lucia", "Margaret", "Mateo", "Mei",
        "Niklaus", "Noor", "Olga", "Oscar", "Priya", "Radia", "Rob", "Ruth", "Sofia", "Sophie",
        "Tim", "Tomas", "Ursula", "Valentina", "Whitfield", "Xavier", "Yukihiro", "Zainab", "Zoe",
    ])

    /// The name at `indexPath`, or `nil` when there is no such row.
    public func name(at indexPath: TableIndexPath) -> String? {
        guard groups.indices.contains(indexPath.section) else { return nil }
        let names = groups[indexPath.section].names
        return names.indices.contains(indexPath.row) ? names[indexPath.row] : nil
    }
}
