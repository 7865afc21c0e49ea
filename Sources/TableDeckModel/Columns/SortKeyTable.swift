/// The sort keys of every row, read once from the key closures and laid out flat for a sort
/// that allocates nothing while it compares: per key and row a kind byte and a 64-bit value,
/// and one contiguous buffer of collation keys with their offsets for text.
///
/// Key `k` of row `r` is at `k * rows + r` in ``kinds`` and ``values``; its collation key is
/// `bytes[offsets[k * (rows + 1) + r] ..< offsets[k * (rows + 1) + r + 1]]` (empty unless text).
struct SortKeyTable {
    /// What a key holds; the raw value orders nothing, ``group`` does.
    enum Kind: UInt8 {
        case integer = 0
        case number = 1
        case text = 2
        case missing = 3

        /// The rank of the kind's group, ascending: numbers (both kinds), text, missing.
        var group: UInt8 {
            switch self {
            case .integer, .number: 0
            case .text: 1
            case .missing: 2
            }
        }
    }

    /// How many rows, each with one key per column.
    let rows: Int
    /// How many keys each row has.
    let keyCount: Int
    /// Each key's ``Kind`` raw value.
    private(set) var kinds: [UInt8]
    /// An integer's bit pattern, a number's bit pattern (`-0.0` made `0.0`), else 0.
    private(set) var values: [UInt64]
    /// Where each text key's collation key starts in ``bytes``, one more per column for the end.
    private(set) var offsets: [Int]
    /// Every text key's collation key, one after the other.
    private(set) var bytes: [UInt8] = []
    /// Whether each key sorts descending.
    let descending: [Bool]

    /// Reads every key of `rows` rows: each closure is called once per row, in row order.
    init(rows: Int, keys: [(direction: ColumnSortDirection, key: (Int) -> ColumnSortKey)]) {
        self.rows = rows
        keyCount = keys.count
        descending = keys.map { $0.direction == .descending }
        kinds = [UInt8](repeating: Kind.missing.rawValue, count: rows * keys.count)
        values = [UInt64](repeating: 0, count: rows * keys.count)
        offsets = []
        offsets.reserveCapacity((rows + 1) * keys.count)
        var writer = CollationKeyWriter()
        for (column, key) in keys.enumerated() {
            let base = column * rows
            for row in 0..<rows {
                offsets.append(bytes.count)
                let (kind, value) = Self.kindAndValue(of: key.key(row), writer: &writer, bytes: &bytes)
                kinds[base + row] = kind.rawValue
                values[base + row] = value
            }
            offsets.append(bytes.count)
        }
    }

    private static func kindAndValue(
        of key: ColumnSortKey, writer: inout CollationKeyWriter, bytes: inout [UInt8]
    ) -> (Kind, UInt64) {
        switch key {
        case .integer(let integer):
            return (.integer, UInt64(bitPattern: integer))
        case .number(let number) where number.isNaN:
            return (.missing, 0)
        case .number(let number):
            // -0.0 == 0.0: one bit pattern for both, so neither the prefix nor a compare tells them apart.
            return (.number, (number == 0 ? 0.0 : number).bitPattern)
        case .text(let text):
            writer.append(text, to: &bytes)
            return (.text, 0)
        case .missing:
            return (.missing, 0)
        }
    }

    /// A 64-bit word per row that orders rows as their first key does, ties aside: when one
    /// row's word is below another's, its first key sorts first; equal words need
    /// ``SortKeyView/precedes(_:_:)``. The group in the top two bits, then the value: a
    /// number's order-preserving bits (an integer as the nearest `Double`), or the first bytes
    /// of the collation key; complemented when the key is descending.
    func leadingWords() -> [UInt64] {
        var words = [UInt64](repeating: 0, count: rows)
        let descending = self.descending.first ?? false
        for row in 0..<rows {
            let kind = Kind(rawValue: kinds[row]) ?? .missing
            let payload: UInt64
            switch kind {
            case .integer: payload = Self.orderedBits(Double(Int64(bitPattern: values[row])))
            case .number: payload = Self.orderedBits(Double(bitPattern: values[row]))
            case .text: payload = prefix(of: offsets[row]..<offsets[row + 1])
            case .missing: payload = 0
            }
            let word = UInt64(kind.group) << 62 | payload >> 2
            words[row] = descending ? ~word : word
        }
        return words
    }

    /// The bits of `number` as an unsigned integer that orders as the numbers do.
    private static func orderedBits(_ number: Double) -> UInt64 {
        let bits = number.bitPattern
        return bits >> 63 == 1 ? ~bits : bits | 1 << 63
    }

    /// The first eight bytes of a collation key, big-endian, zero-padded (a key has no zero byte).
    private func prefix(of range: Range<Int>) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<8 {
            word <<= 8
            if index < range.count { word |= UInt64(bytes[range.lowerBound + index]) }
        }
        return word
    }
}
