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
        var folded = ""
        for character in name.lowercased() {
            if let ascii = character.asciiValue {
                if character.isLetter || character.isNumber { folded.append(Character(Unicode.Scalar(ascii))) }
            } else if let replacement = latinFolding[character] {
                folded += replacement
            }
        }
        return folded
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
