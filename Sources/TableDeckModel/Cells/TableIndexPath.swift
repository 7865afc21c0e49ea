/// A row of a sectioned table: its section and its row within that section (UIKit's
/// `IndexPath`, named apart from Foundation's).
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, counted from 0.
    public var section: Int
    /// The row within ``section``, counted from 0.
    public var row: Int

    /// Creates the index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Orders by section, then by row: the order the table shows them in.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section S row R`, as printed in events and messages.
    public var description: String { "section \(section) row \(row)" }
}

/// One item of a sectioned table once flattened into a single list: a section's header, a row,
/// or a section's footer.
public enum TableItem: Hashable, Sendable {
    /// The header of a section.
    case header(section: Int)
    /// A row.
    case row(TableIndexPath)
    /// The footer of a section, after its rows.
    case footer(section: Int)

    /// The row's index path; `nil` for a header or a footer.
    package var rowIndexPath: TableIndexPath? {
        if case .row(let indexPath) = self { return indexPath }
        return nil
    }

    /// The section the item belongs to.
    public var section: Int {
        switch self {
        case .header(let section), .footer(let section): section
        case .row(let indexPath): indexPath.section
        }
    }
}
