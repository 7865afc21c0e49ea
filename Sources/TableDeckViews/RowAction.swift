/// One thing a user can do to a row: an item of the row's context menu, or a button that a swipe
/// reveals behind the row. UIKit's `UIAction` and `UIContextualAction` in one type, since both are
/// a title, a style and what to do.
///
/// A delegate makes the actions when the table asks for them (right before a menu opens or a
/// swipe starts), so a handler may capture the row's index. The table keeps that capture honest:
/// if the rows change while a menu or a swipe is open, the table closes it, and a handler is only
/// ever called for the row it was made for.
///
/// ```swift
/// func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction] {
///     [RowAction(title: "Delete", style: .destructive) { [weak self] in self?.deleteUser(at: index) }]
/// }
/// ```
@MainActor
public struct RowAction {
    /// How an action looks, and how careful the user should be with it.
    public enum Style: Sendable, Equatable {
        /// An ordinary action.
        case normal
        /// An action that destroys something (delete, remove): shown in the theme's destructive
        /// colour, as GNOME's HIG and UIKit both have it.
        case destructive
    }

    /// What the menu item or the swipe button says: a short verb, already translated.
    public let title: String
    /// How the action looks.
    public let style: Style
    /// What the action does, called once on the main thread when the user picks it.
    public let handler: @MainActor () -> Void

    /// An action titled `title`, doing `handler` when picked.
    ///
    /// - Parameters:
    ///   - title: what the menu item or button says. An empty title is shown as it is and warned
    ///     about, since a screen reader would read nothing.
    ///   - style: ``Style/normal`` unless the action destroys something.
    ///   - handler: what picking it does.
    public init(title: String, style: Style = .normal, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
