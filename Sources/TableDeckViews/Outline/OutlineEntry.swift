/// An item of an ``OutlineView``, as its data source gives it: an identifier unique in the
/// outline (a path, a key) and whether it can have children (a folder, even an empty one).
public struct OutlineEntry: Equatable, Hashable, Sendable {
    /// The item's identifier, unique in the outline.
    public var id: String
    /// Whether the item shows a disclosure arrow and can be expanded.
    public var isExpandable: Bool

    /// An item `id` that can (`isExpandable`) or cannot have children.
    public init(id: String, isExpandable: Bool) {
        self.id = id
        self.isExpandable = isExpandable
    }
}

/// What a data source answers when an ``OutlineView`` asks for an item's children.
public enum OutlineLoadResult: Equatable, Sendable {
    /// The children, in the order to show them.
    case children([OutlineEntry])
    /// They could not be read: the reason, shown as a row under the item ("Permission denied").
    case failure(String)
}
