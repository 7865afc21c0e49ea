/// An item handed to ``OutlineTree/setChildren(_:of:)``: its identifier and whether it can have
/// children (a folder can, a file cannot), which decides whether its row shows a disclosure
/// arrow. Whether it *has* children is only known once they are loaded.
package struct OutlineItem<ID: Hashable & Sendable>: Equatable, Sendable {
    /// The item's identifier, unique in the whole tree.
    package var id: ID
    /// Whether the item can have children.
    package var isExpandable: Bool

    /// An item `id` that can have children or not.
    package init(_ id: ID, isExpandable: Bool) {
        self.id = id
        self.isExpandable = isExpandable
    }

    /// An item that can have children (a folder).
    package static func expandable(_ id: ID) -> OutlineItem { OutlineItem(id, isExpandable: true) }

    /// An item that cannot have children (a file).
    package static func leaf(_ id: ID) -> OutlineItem { OutlineItem(id, isExpandable: false) }
}
