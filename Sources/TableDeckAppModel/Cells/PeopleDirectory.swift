import TableDeckModel

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

    /// What a person does and where, for the Cells rows' detail line ("Type designer · Lisbon"):
    /// made-up sample data, fixed for each name so a row reads the same on every run, and
    /// says something about the person rather than where the row sits.
    public static func detail(for name: String) -> String {
        // A small stable hash of the name (Swift's own hashing is seeded per process).
        let hash = name.unicodeScalars.reduce(5381) { ($0 &* 33 &+ Int($1.value)) & 0x7fff_ffff }
        let role = roles[hash % roles.count]
        let city = cities[(hash / roles.count) % cities.count]
        return "\(role) · \(city)"
    }

    /// The detail of the person at `indexPath`, or `nil` when there is no such row.
    public func detail(at indexPath: TableIndexPath) -> String? {
        name(at: indexPath).map(Self.detail(for:))
    }

    private static let roles = [
        "Compiler engineer", "Type designer", "Data scientist", "Product manager", "UX researcher",
        "Site reliability engineer", "Technical writer", "Security analyst", "Mobile developer",
        "Hardware engineer", "Teacher", "Illustrator", "Translator",
    ]

    private static let cities = [
        "Lisbon", "Istanbul", "Osaka", "Nairobi", "Montréal", "Glasgow", "Hanoi", "Lyon", "Bogotá",
        "Tallinn", "Pune", "Melbourne",
    ]

    /// The name at `indexPath`, or `nil` when there is no such row.
    public func name(at indexPath: TableIndexPath) -> String? {
        guard groups.indices.contains(indexPath.section) else { return nil }
        let names = groups[indexPath.section].names
        return names.indices.contains(indexPath.row) ? names[indexPath.row] : nil
    }
}
