/// The words the Table screen's people are made of: names from many cultures, several with
/// letters beyond ASCII (to exercise collation and the email folding), and world cities.
package enum PeopleNames {
    package static let firstNames = [
        "Ada", "Aiko", "Akira", "Alejandro", "Amara", "Ananya", "Anders", "Aoi", "Astrid", "Ayşe",
        "Björn", "Camille", "Carlos", "Chen", "Chiara", "Chloé", "Dmitri", "Elena", "Éloïse", "Emre",
        "Fatima", "Femi", "François", "Hana", "Haruto", "Ingrid", "Isabela", "Jamal", "João", "Jürgen",
        "Kenji", "Kwame", "Lars", "Leilani", "Łukasz", "Mateus", "Mei", "Nadia", "Noor", "Olga",
        "Oluwaseun", "Paulo", "Priya", "Ren", "Rosa", "Sakura", "Siobhán", "Søren", "Sofía", "Tamar",
        "Tariq", "Thandiwe", "Tomás", "Wei", "Yara", "Yūki", "Zainab", "Zoë", "Zsófia", "Ömer",
    ]

    package static let lastNames = [
        "Adeyemi", "Ångström", "Banda", "Çelik", "Chen", "Cohen", "Dąbrowski", "Demir", "Dubois", "Ferreira",
        "Fischer", "García", "Gonçalves", "Haddad", "Hansen", "Hernández", "Horváth", "Ivanova", "Jensen",
        "Johansson", "Kim", "Kobayashi", "Kovács", "Kowalski", "Li", "Lindqvist", "López", "MacLeod",
        "Mensah", "Müller", "Mwangi", "Nakamura", "Nguyen", "Novák", "Ñúñez", "O'Brien", "Okafor",
        "Özdemir", "Papadopoulos", "Patel", "Pérez", "Petrov", "Rossi", "Şahin", "Satō", "Schmidt",
        "Silva", "Singh", "Smith", "Suzuki", "Tanaka", "van Dijk", "Virtanen", "Wang", "Watanabe",
        "Wiśniewski", "Yamamoto", "Yılmaz", "Zhang", "Østergaard",
    ]

    /// ``firstNames`` and ``lastNames`` as ``asciiFolded(_:)`` writes them, by the same index:
    /// folded once, not for each of a million emails (a search reads every person's).
    package static let foldedFirstNames = firstNames.map(asciiFolded)
    package static let foldedLastNames = lastNames.map(asciiFolded)

    package static let cities = [
        "Accra", "Athens", "Auckland", "Bogotá", "Buenos Aires", "Cairo", "Cape Town", "Casablanca",
        "Chicago", "Dubai", "Düsseldorf", "Glasgow", "Hanoi", "Helsinki", "İstanbul", "Jakarta",
        "Kraków", "Lagos", "Lima", "Lisbon", "Lyon", "Malmö", "Manila", "Melbourne", "Mexico City",
        "Montréal", "Nairobi", "Osaka", "Oslo", "Prague", "Pune", "Reykjavík", "São Paulo", "Seoul",
        "Tallinn", "Tokyo", "Toronto", "Vancouver", "Vienna", "Zürich",
    ]

    /// `name` in lower-case ASCII letters and digits, for an email address: accented and other
    /// Latin letters lose their marks (`Ç` → `c`, `Ø` → `o`, `ß` → `ss`), and anything else
    /// (spaces, apostrophes, letters of other scripts) is left out.
    package static func asciiFolded(_ name: String) -> String {
        var folded: [UInt8] = []
        folded.reserveCapacity(name.utf8.count)
        for character in name {
            // ASCII by arithmetic (a million emails are made for a search); the rest lower-cased
            // and looked up.
            if let ascii = character.asciiValue {
                appendLetterOrDigit(ascii, to: &folded)
                continue
            }
            for lowered in character.lowercased() {
                if let ascii = lowered.asciiValue {
                    appendLetterOrDigit(ascii, to: &folded)
                } else if let replacement = latinFolding[lowered] {
                    folded += replacement.utf8
                }
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// Appends `ascii` lower-cased if it is a letter or a digit.
    private static func appendLetterOrDigit(_ ascii: UInt8, to folded: inout [UInt8]) {
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): folded.append(ascii + 32)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): folded.append(ascii)
        default: break
        }
    }

    /// Lower-case Latin letters with marks, and the ASCII they fold to.
    private static let latinFolding: [Character: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("æ", "ae"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"),
            ("ĝğġģ", "g"), ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"),
            ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("œ", "oe"), ("ŕŗř", "r"), ("śŝşš", "s"), ("ß", "ss"),
            ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"), ("þ", "th"),
            ("ð", "d"),
        ]
        var table: [Character: String] = [:]
        for (letters, ascii) in groups {
            for letter in letters { table[letter] = ascii }
        }
        return table
    }()
}
