#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``SortKeyTable`` seen through unsafe buffers, for the sort's comparator: comparing two
/// rows reads memory and allocates nothing, and retains nothing either. Valid only inside
/// ``SortKeyTable/withView(_:)``.
struct SortKeyView {
    let rows: Int
    let keyCount: Int
    let kinds: UnsafeBufferPointer<UInt8>
    let values: UnsafeBufferPointer<UInt64>
    let offsets: UnsafeBufferPointer<Int>
    let bytes: UnsafeBufferPointer<UInt8>
    let descending: UnsafeBufferPointer<Bool>

    /// Whether row `a` sorts before row `b`: by each key in turn, then by row, ascending.
    @inline(__always)
    func precedes(_ a: Int, _ b: Int) -> Bool {
        for key in 0..<keyCount {
            let order = compare(a, b, key: key)
            if order != 0 { return descending[key] ? order > 0 : order < 0 }
        }
        return a < b
    }

    /// The ascending order of rows `a` and `b` by key `key`: negative, zero or positive.
    @inline(__always)
    func compare(_ a: Int, _ b: Int, key: Int) -> Int {
        let indexA = key * rows + a
        let indexB = key * rows + b
        let kindA = SortKeyTable.Kind(rawValue: kinds[indexA]) ?? .missing
        let kindB = SortKeyTable.Kind(rawValue: kinds[indexB]) ?? .missing
        if kindA.group != kindB.group { return kindA.group < kindB.group ? -1 : 1 }
        switch (kindA, kindB) {
        case (.integer, .integer):
            return Self.order(Int64(bitPattern: values[indexA]), Int64(bitPattern: values[indexB]))
        case (.number, .number):
            return Self.order(Double(bitPattern: values[indexA]), Double(bitPattern: values[indexB]))
        case (.integer, .number):
            return Self.order(Int64(bitPattern: values[indexA]), Double(bitPattern: values[indexB]))
        case (.number, .integer):
            return -Self.order(Int64(bitPattern: values[indexB]), Double(bitPattern: values[indexA]))
        case (.text, .text):
            let base = key * (rows + 1)
            return compareBytes(offsets[base + a]..<offsets[base + a + 1], offsets[base + b]..<offsets[base + b + 1])
        default:
            return 0  // both missing
        }
    }

    /// Byte by byte, then the shorter first: collation keys compare as `strcoll` compares texts.
    @inline(__always)
    private func compareBytes(_ a: Range<Int>, _ b: Range<Int>) -> Int {
        let shared = min(a.count, b.count)
        if shared > 0, let base = bytes.baseAddress {
            let order = memcmp(base + a.lowerBound, base + b.lowerBound, shared)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    @inline(__always)
    private static func order<Value: Comparable>(_ a: Value, _ b: Value) -> Int {
        a < b ? -1 : (a == b ? 0 : 1)
    }

    /// An integer against a number (never NaN), exactly: no rounding of the integer to a `Double`.
    static func order(_ integer: Int64, _ number: Double) -> Int {
        // 2⁶³ is the first Double above every Int64; -2⁶³ is Int64.min, exactly.
        if number >= 0x1p63 { return -1 }
        if number < -0x1p63 { return 1 }
        let whole = number.rounded(.down)
        let wholeInteger = Int64(whole)
        if integer != wholeInteger { return integer < wholeInteger ? -1 : 1 }
        return whole < number ? -1 : 0
    }
}

extension SortKeyTable {
    /// Calls `body` with an unsafe view of the table, valid only during the call.
    func withView<Result>(_ body: (SortKeyView) -> Result) -> Result {
        kinds.withUnsafeBufferPointer { kinds in
            values.withUnsafeBufferPointer { values in
                offsets.withUnsafeBufferPointer { offsets in
                    bytes.withUnsafeBufferPointer { bytes in
                        descending.withUnsafeBufferPointer { descending in
                            body(
                                SortKeyView(
                                    rows: rows, keyCount: keyCount, kinds: kinds, values: values,
                                    offsets: offsets, bytes: bytes, descending: descending))
                        }
                    }
                }
            }
        }
    }
}
