/// Where a plain-style table's pinned section header sits (UIKit's plain `UITableView`): the
/// header of the section at the top of the list stays at the top while its rows scroll under
/// it, and the next section's header pushes it up as it arrives.
///
/// Positions are in the list's content coordinates (0 at the top of the first row), as the
/// scroll offset is.
package enum PinnedHeaderLayout {
    /// A section's header, where it is laid out.
    package struct Header: Equatable, Sendable {
        /// The section the header leads.
        package var section: Int
        /// The top of the header in content coordinates.
        package var top: Double

        /// A header of `section` at `top`.
        package init(section: Int, top: Double) {
            self.section = section
            self.top = top
        }
    }

    /// The pinned header: which section's, and how far above the top of the list it is drawn.
    package struct Pin: Equatable, Sendable {
        /// The section whose header is pinned.
        package var section: Int
        /// The header's top relative to the top of the visible part: 0, or less while the
        /// next header pushes it up.
        package var offset: Double

        /// The header of `section` pinned `offset` from the top.
        package init(section: Int, offset: Double) {
            self.section = section
            self.offset = offset
        }
    }

    /// The pinned header for the list scrolled to `scrollOffset`.
    ///
    /// - Parameters:
    ///   - sectionAtTop: the section of the row or header at the top edge of the visible part.
    ///   - hasHeader: whether that section has a header (no header, nothing is pinned).
    ///   - headers: headers laid out now (a recycling list lays out only those near the screen);
    ///     any order.
    ///   - headerHeight: the pinned header's height.
    /// - Returns: `nil` when nothing needs pinning: the section has no header, or its own
    ///   header is wholly in its place (its top at or below the top of the visible part).
    package static func pin(
        scrollOffset: Double, sectionAtTop: Int, hasHeader: Bool, headers: [Header], headerHeight: Double
    ) -> Pin? {
        guard hasHeader, scrollOffset.isFinite, headerHeight.isFinite else { return nil }
        if let own = headers.first(where: { $0.section == sectionAtTop }), own.top >= scrollOffset {
            return nil
        }
        let height = max(0, headerHeight)
        // The nearest header below the pinned one pushes it up once it is closer than a header.
        let next = headers.filter { $0.section > sectionAtTop && $0.top >= scrollOffset }.map(\.top).min()
        var offset = 0.0
        if let next {
            offset = min(0, next - scrollOffset - height)
        }
        return Pin(section: sectionAtTop, offset: max(offset, -height))
    }
}
