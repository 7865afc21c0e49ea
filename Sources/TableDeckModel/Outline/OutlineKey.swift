/// A key an outline handles on its cursor row, as pressed (Left is the key marked Left, whatever
/// the reading direction; ``OutlineTree/keyAction(for:atRow:rightToLeft:)`` applies it).
///
/// | key | left to right | right to left |
/// |---|---|---|
/// | Right | expand; on an expanded item, to its first child | collapse; else to the parent |
/// | Left | collapse; else to the parent | expand; else to the first child |
/// | Shift+Right | expand all below | collapse all below |
/// | Shift+Left | collapse all below | expand all below |
/// | `+` | expand | expand |
/// | `-` | collapse | collapse |
/// | `*` | expand all below | expand all below |
package enum OutlineKey: Equatable, Sendable, CaseIterable {
    /// The Right arrow.
    case right
    /// The Left arrow.
    case left
    /// Shift+Right.
    case shiftRight
    /// Shift+Left.
    case shiftLeft
    /// `+` (the keypad's too).
    case plus
    /// `-` (the keypad's too).
    case minus
    /// `*` (the keypad's too).
    case asterisk

    /// The outline key of `press`, or `nil` when it is not one (a table's own key, or one with
    /// Ctrl, Alt or Super). An outline asks this before ``TableCommand/decode(_:typeAheadActive:)``;
    /// while a type-ahead search goes on (`typeAheadActive`), `+`, `-` and `*` are letters of the
    /// search, not outline keys.
    package init?(_ press: TableKeyPress, typeAheadActive: Bool) {
        guard press.atMostShift else { return nil }
        switch press.key {
        case .navigation(.right): self = press.shift ? .shiftRight : .right
        case .navigation(.left): self = press.shift ? .shiftLeft : .left
        case .text(let text) where !typeAheadActive:
            switch text {
            case "+": self = .plus
            case "-": self = .minus
            case "*": self = .asterisk
            default: return nil
            }
        default: return nil
        }
    }
}

/// What an ``OutlineKey`` on the cursor row asks for
/// (``OutlineTree/keyAction(for:atRow:rightToLeft:)``); ``OutlineTree/perform(_:)`` does it.
package enum OutlineKeyAction<ID: Hashable & Sendable>: Equatable, Sendable {
    /// Expand the item.
    case expand(ID)
    /// Collapse the item.
    case collapse(ID)
    /// Expand the item and everything below it (``OutlineTree/expandAll(below:)``).
    case expandAll(ID)
    /// Collapse the item and everything below it (``OutlineTree/collapseAll(below:)``).
    case collapseAll(ID)
    /// Move the cursor to this row (the first child, or the parent); the tree does not change.
    case moveCursor(toRow: Int)
    /// Nothing: Right on a file, Left on a collapsed root. The table may beep, or let the key
    /// go on to its own handling.
    case nothing
}

/// What an ``OutlineKey`` means once the reading direction is applied: the tree's rows and a
/// search's rows (``OutlineSearchRows``) read it the same way.
enum OutlineKeyMeaning {
    /// Expand, or go to the first child.
    case open
    /// Collapse, or go to the parent.
    case close
    case expand, collapse, expandAll, collapseAll

    /// What `key` means in a layout read left to right or (`rightToLeft`) right to left.
    init(_ key: OutlineKey, rightToLeft: Bool) {
        switch key {
        case .right: self = rightToLeft ? .close : .open
        case .left: self = rightToLeft ? .open : .close
        case .shiftRight: self = rightToLeft ? .collapseAll : .expandAll
        case .shiftLeft: self = rightToLeft ? .expandAll : .collapseAll
        case .plus: self = .expand
        case .minus: self = .collapse
        case .asterisk: self = .expandAll
        }
    }
}
