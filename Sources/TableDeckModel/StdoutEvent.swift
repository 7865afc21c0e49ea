/// A line TableDeck prints on stdout. Stdout is a machine interface: these lines and nothing else.
public enum StdoutEvent: Equatable, Sendable {
    /// The main window drew its first frame, `milliseconds` after the process started.
    case ready(milliseconds: Int)
    /// A row of a stack table was pressed.
    case itemPressed(index: Int)
    /// A row of a sectioned table was pressed.
    case cellPressed(TableIndexPath)

    /// The exact line, without the newline.
    public var line: String {
        switch self {
        case .ready(let milliseconds): "Ready in \(milliseconds) ms"
        case .itemPressed(let index): "Item pressed at index \(index)"
        case .cellPressed(let indexPath): "Item pressed at section \(indexPath.section) row \(indexPath.row)"
        }
    }
}
