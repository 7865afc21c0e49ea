extension ScalarFolder {
    /// Where `query` (folded, ``fold(_:)``) occurs in `text`, as ranges of `text`'s own
    /// characters: what a row highlights. Folding is per scalar, so each match maps back to the
    /// scalars it came from; ranges do not overlap, in order.
    package func matchRanges(of query: [UInt8], in text: String) -> [Range<String.Index>] {
        guard !query.isEmpty else { return [] }
        var bytes: [UInt8] = []
        // For each folded byte, the index of the scalar it came from.
        var owners: [String.Index] = []
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let before = bytes.count
            append(String(text.unicodeScalars[index]), to: &bytes)
            owners.append(contentsOf: repeatElement(index, count: bytes.count - before))
            index = text.unicodeScalars.index(after: index)
        }
        var ranges: [Range<String.Index>] = []
        var start = 0
        while start + query.count <= bytes.count {
            guard bytes[start] == query[0], Array(bytes[start..<(start + query.count)]) == query else {
                start += 1
                continue
            }
            let first = owners[start]
            let lastOwner = owners[start + query.count - 1]
            let end = text.unicodeScalars.index(after: lastOwner)
            ranges.append(first..<end)
            start += query.count
        }
        return ranges
    }
}
