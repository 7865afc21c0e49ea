/// Input an ``OutlineTree`` refused, in whole or in part. Nothing here traps: the tree stays as
/// it was for what was refused, and the change says what it did.
package enum OutlineProblem<ID: Hashable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    /// The item is not in the tree (it was removed, say, while its children loaded): ignored.
    case unknownItem(ID)
    /// The item cannot have children, so it cannot be expanded or given children: ignored.
    case notExpandable(ID)
    /// A child list names this item more than once (the same name twice): the first is kept.
    case duplicateChild(ID)
    /// A child list names an item that is already in the tree under another parent (a symlink
    /// loop, the parent itself, or an item moved before its old parent was updated): dropped
    /// from the list, so the tree never holds an item twice nor a cycle.
    case alreadyInTree(ID)
    /// Children were added to an item whose children were never given: ignored.
    case notLoaded(ID)

    package var description: String {
        switch self {
        case .unknownItem(let id): "item \(id) is not in the outline"
        case .notExpandable(let id): "item \(id) cannot have children"
        case .duplicateChild(let id): "item \(id) is named twice among the children; the first is kept"
        case .alreadyInTree(let id): "item \(id) is already elsewhere in the outline; it is left out here"
        case .notLoaded(let id): "item \(id) has no children to add to; give them first"
        }
    }
}
