/// A key that moves or acts in a table or a pager. The keypad's keys are the same keys; the
/// bridge says which key an event is (`NavigationKey(keyval:)`).
package enum NavigationKey: Sendable, CaseIterable {
    case up, down, left, right, pageUp, pageDown, home, end, enter, space
}

/// What a navigation key asks of a view: one key map for the stack table, the recycling table
/// and the pager, so the three never disagree about a key.
package enum KeyCommand: Equatable, Sendable {
    /// One step back: the row above, or the previous page.
    case previous
    /// One step on: the row below, or the next page.
    case next
    /// A screenful back (``KeyboardPaging``).
    case previousPage
    /// A screenful on.
    case nextPage
    /// The first row or page.
    case first
    /// The last row or page.
    case last
    /// Press the cursor row, as a click does.
    case activate

    /// The command of `key` in a vertical table: Up/Down by a row, Page Up/Page Down by a
    /// screenful, Home/End to the ends, Enter and Space press; Left and Right are not the
    /// table's.
    package static func table(_ key: NavigationKey) -> KeyCommand? {
        switch key {
        case .up: .previous
        case .down: .next
        case .pageUp: .previousPage
        case .pageDown: .nextPage
        case .home: .first
        case .end: .last
        case .enter, .space: .activate
        case .left, .right: nil
        }
    }

    /// The command of `key` in a horizontal pager: Left and Page Up go back a page, Right and
    /// Page Down on, Home/End to the ends; Up, Down, Enter and Space stay with the page's own
    /// content.
    package static func pager(_ key: NavigationKey) -> KeyCommand? {
        switch key {
        case .left, .pageUp: .previous
        case .right, .pageDown: .next
        case .home: .first
        case .end: .last
        case .up, .down, .enter, .space: nil
        }
    }

    /// The command of `key` in a horizontal pager laid out in a reading direction: as
    /// ``pager(_:)``, with Left and Right swapped in a right-to-left language, where the next
    /// page is on the left (Page Up/Page Down and Home/End keep their meaning).
    package static func pager(_ key: NavigationKey, rightToLeft: Bool) -> KeyCommand? {
        guard rightToLeft else { return pager(key) }
        switch key {
        case .left: return .next
        case .right: return .previous
        default: return pager(key)
        }
    }
}
