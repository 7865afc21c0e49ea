import TableDeckBridge
import TableDeckModel

/// A custom view that can serve both as a plain view (a section header, say) and as the content
/// of a table cell: the `CellViewBinder` pattern of UIKit code, where a view type names its own
/// reuse identifier.
///
/// Conform a `Widget` subclass, usually with `ContentView == Self`; ``GenericTableViewCell``
/// then hosts it edge to edge, and ``RecyclingTableView/register(_:)`` makes it dequeueable
/// under ``identifier``.
@MainActor
public protocol CellViewBinder {
    /// The view a cell hosts; usually the conforming type itself.
    associatedtype ContentView: Widget

    /// Makes a new, unconfigured content view.
    static func contentView() -> ContentView

    /// The reuse identifier cells of this view are registered and dequeued under.
    static var identifier: String { get }
}

extension CellViewBinder {
    /// The type's name (`String(describing: self)`, as UIKit code usually derives it).
    public static var identifier: String {
        ReuseIdentifier.name(of: Self.self)
    }
}
