import TableDeckModel

/// Editing mode, as UIKit's table has it, on either backend.
extension StackTableView {
    /// Whether the table is in editing mode (UIKit's `isEditing`): each row the delegate lets
    /// edit shows a delete or insert control at its leading edge
    /// (``StackTableViewDelegate/stackTableView(_:editingStyleForItemAt:)``) and each row it lets
    /// move a reorder handle at its trailing edge; swipe actions are off. A delete control asks
    /// for confirmation (a red Delete button) before the delegate commits it
    /// (``StackTableViewDelegate/stackTableView(_:commit:forItemAt:)``). Tab goes from the cursor
    /// row to its controls; a focused handle moves its row with Up and Down. Setting it does not
    /// animate; ``setEditing(_:animated:)`` does.
    public var isEditing: Bool {
        get { core.editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off (UIKit's `setEditing(_:animated:)`); with `animated`, the
    /// controls slide in or out (unless the desktop turned animations off). Turning it on closes
    /// open swipe buttons and a row's menu, and puts a lifted row back.
    public func setEditing(_ editing: Bool, animated: Bool) {
        core.editing.setEditing(editing, animated: animated)
    }
}
