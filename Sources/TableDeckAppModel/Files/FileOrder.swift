/// The order of the Files screen's entries in a folder: folders first, then by the locale's
/// sort key of the name (the desktop's filename order: "file9" before "file10"), then by the
/// name's bytes, so the order is total and the same on every read.
public enum FileOrder {
    /// `items` in the screen's order; `isFolder`, `key` and `name` read each one.
    public static func sorted<Item>(
        _ items: [Item], isFolder: (Item) -> Bool, key: (Item) -> [UInt8], name: (Item) -> [UInt8]
    ) -> [Item] {
        // The keys read once, not once per comparison.
        let keyed = items.map { (item: $0, folder: isFolder($0), key: key($0), name: name($0)) }
        return keyed.sorted { left, right in
            if left.folder != right.folder { return left.folder }
            if left.key != right.key { return left.key.lexicographicallyPrecedes(right.key) }
            return left.name.lexicographicallyPrecedes(right.name)
        }.map(\.item)
    }
}
