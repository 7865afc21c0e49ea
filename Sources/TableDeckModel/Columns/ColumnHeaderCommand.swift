/// What a key press on a focused column header means (``decode(_:rightToLeft:)``): GTK-free, so
/// the header's keys are tested headless.
package enum ColumnHeaderCommand: Equatable, Sendable {
    /// Focus the header one place towards the reading direction's start (`-1`) or end (`+1`).
    case focusStep(Int)
    /// Focus the first (`false`) or the last (`true`) shown header.
    case focusEdge(last: Bool)
    /// Sort by the column, or reverse its order (Space, Enter).
    case sort
    /// Widen (`+1`) or narrow (`-1`) the column by ``ColumnWidthSolver/keyboardStep``.
    case resize(Int)
    /// Move the column one place towards the start (`-1`) or the end (`+1`) of the reading order.
    case move(Int)
    /// Open the header's menu (the Menu key, Shift+F10).
    case menu
    /// Leave the header for the rows (Down).
    case toRows

    /// The command `press` gives on a focused header; `nil` for a key the header leaves alone
    /// (Tab, letters). Left and Right follow the screen: right to left, Right goes towards the
    /// start. Ctrl with an arrow moves the column's trailing edge that way (wider when the
    /// edge moves away from the column); Alt with an arrow moves the column itself.
    package static func decode(_ press: TableKeyPress, rightToLeft: Bool) -> ColumnHeaderCommand? {
        if press.superKey { return nil }
        switch press.key {
        case .navigation(let key):
            let towardsEnd: Int
            switch key {
            case .left: towardsEnd = rightToLeft ? 1 : -1
            case .right: towardsEnd = rightToLeft ? -1 : 1
            case .enter, .space:
                return press.control || press.alt || press.shift ? nil : .sort
            case .home, .end:
                return press.control || press.alt || press.shift ? nil : .focusEdge(last: key == .end)
            case .down:
                return press.control || press.alt || press.shift ? nil : .toRows
            default:
                return nil
            }
            switch (press.control, press.alt, press.shift) {
            case (false, false, false): return .focusStep(towardsEnd)
            case (true, false, false): return .resize(towardsEnd)
            case (false, true, false): return .move(towardsEnd)
            default: return nil
            }
        case .menu:
            return press.control || press.alt ? nil : .menu
        case .f10:
            return press.shift && !press.control && !press.alt ? .menu : nil
        default:
            return nil
        }
    }
}
