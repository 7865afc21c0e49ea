/// A line TableDeck prints on stdout. Stdout is a machine interface: these lines and nothing else.
public enum StdoutEvent: Equatable, Sendable {
    /// The main window drew its first frame, `milliseconds` after the process started.
    case ready(milliseconds: Int)
    /// A row of a stack table was pressed.
    case itemPressed(index: Int)
    /// The Carousel screen's current page changed (also for the first page shown); `page` is 1-based.
    case page(Int, of: Int)

    /// The exact line, without the newline.
    public var line: String {
        switch self {
        case .ready(let milliseconds): "Ready in \(milliseconds) ms"
        case .itemPressed(let index): "Item pressed at index \(index)"
        case .page(let page, let count): "Page \(page) of \(count)"
        }
    }
}
