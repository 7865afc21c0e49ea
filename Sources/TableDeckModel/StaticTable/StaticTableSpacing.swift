/// The spacing rule of a static table: each cell owns its top spacing and has no bottom spacing.
///
/// Because the space between two cells belongs to the lower one, removing any cell leaves every
/// remaining gap as the lower cell declares it: never a doubled gap, never a missing one.
package enum StaticTableSpacing {
    /// The margins of one cell.
    package struct Margins: Equatable, Sendable {
        /// Space above the cell's content.
        package let top: Int
        /// Space below the cell's content: always 0 under this rule.
        package let bottom: Int

        /// Creates margins.
        package init(top: Int, bottom: Int) {
            self.top = top
            self.bottom = bottom
        }
    }

    /// The margins of cells that declare `topSpacings`, in order. A negative declaration is
    /// treated as 0.
    package static func margins(forTopSpacings topSpacings: [Int]) -> [Margins] {
        topSpacings.map { Margins(top: max(0, $0), bottom: 0) }
    }

    /// The gaps between consecutive cells (one fewer than cells): the bottom margin of the
    /// upper cell plus the top margin of the lower one.
    package static func gaps(forTopSpacings topSpacings: [Int]) -> [Int] {
        let margins = margins(forTopSpacings: topSpacings)
        return zip(margins, margins.dropFirst()).map { upper, lower in upper.bottom + lower.top }
    }
}
