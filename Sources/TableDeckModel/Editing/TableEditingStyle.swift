/// What a row's editing control does in a table's editing mode, named as UIKit's
/// `UITableViewCell.EditingStyle` is: a red delete control, which asks for confirmation (a red
/// Delete button) before the table's delegate is told to commit the deletion, a green insert
/// control, which tells it at once, or none.
public enum TableEditingStyle: Sendable, CaseIterable {
    /// No editing control: the row is not indented for one.
    case none
    /// The delete control (a red minus): a press asks for confirmation, then commits `.delete`.
    case delete
    /// The insert control (a green plus): a press commits `.insert`.
    case insert
}
