/// Where Tab and Shift+Tab go among a row and its editing controls in a table's editing mode:
/// from the cursor row to its editing control, then to its reorder handle, then out of the
/// table; Shift+Tab back the same way. Controls a row does not have are passed over.
package enum EditingFocusStep: Equatable, Sendable {
    /// The row itself.
    case row
    /// The row's delete or insert control.
    case editControl
    /// The row's reorder handle.
    case reorderHandle

    /// Where the focus goes from `self` by Tab (`backward`: Shift+Tab) when the row has an
    /// editing control (`hasEditControl`) and a reorder handle (`hasHandle`): the next of the
    /// row's steps in that direction (a control that hid meanwhile counts at its place); `nil`
    /// when it leaves the row for the next widget outside the table (or, backward from the row,
    /// the one before).
    package func next(backward: Bool, hasEditControl: Bool, hasHandle: Bool) -> EditingFocusStep? {
        let order: [EditingFocusStep] = [.row, .editControl, .reorderHandle]
        let shown = { (step: EditingFocusStep) in
            switch step {
            case .row: true
            case .editControl: hasEditControl
            case .reorderHandle: hasHandle
            }
        }
        guard let position = order.firstIndex(of: self) else { return nil }
        let ahead = backward ? Array(order[..<position].reversed()) : Array(order[(position + 1)...])
        return ahead.first(where: shown)
    }
}
