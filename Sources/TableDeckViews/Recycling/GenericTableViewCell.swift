import TableDeckBridge

/// A cell that hosts one ``CellViewBinder`` view edge to edge, the counterpart of a
/// UIKit `GenericTableViewCell<View>`.
///
/// Dequeue it with ``RecyclingTableView/dequeueCell(_:)`` and configure ``customView``; the same
/// view type may also serve as a section header.
@MainActor
public final class GenericTableViewCell<View: CellViewBinder>: TableViewCell where View.ContentView == View {
    /// The hosted view, made once with `View.contentView()` and kept for the cell's life.
    public let customView: View

    /// Creates a cell around a new `View`, under `View.identifier`.
    public init() {
        customView = View.contentView()
        super.init(reuseIdentifier: View.identifier)
        setContent(customView)
    }
}
