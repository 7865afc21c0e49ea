/// One visible row of an ``OutlineTree``: an item, or a placeholder standing for an expanded
/// item's children while they load or after they failed to.
package struct OutlineRow<ID: Hashable & Sendable>: Equatable, Sendable {
    /// What a row shows.
    package enum Kind: Equatable, Sendable {
        /// The item ``OutlineRow/item``.
        case item
        /// "Loading…": the children of ``OutlineRow/item`` were asked for and have not arrived.
        case loading
        /// The children of ``OutlineRow/item`` could not be read, for this reason.
        case failure(String)
    }

    /// The item the row shows, or for a placeholder the item whose children it stands for.
    package var item: ID
    /// What the row shows.
    package var kind: Kind
    /// How deep the row is: roots are at level 0, their children at 1 (indentation, and the
    /// level a screen reader announces, which counts from 1).
    package var level: Int
    /// Whether the row shows a disclosure arrow: an item that can have children. Never for a
    /// placeholder.
    package var isExpandable: Bool
    /// Whether the arrow points down (the rows of the item's children follow).
    package var isExpanded: Bool

    /// A row with every field given.
    package init(item: ID, kind: Kind, level: Int, isExpandable: Bool, isExpanded: Bool) {
        self.item = item
        self.kind = kind
        self.level = level
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    /// Whether the row is a "Loading…" or failure row rather than an item.
    package var isPlaceholder: Bool { kind != .item }
}
