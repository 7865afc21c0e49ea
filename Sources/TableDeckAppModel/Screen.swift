/// The screens of the main window, in the order the window shows them.
public enum Screen: String, CaseIterable, Sendable {
    /// The stack table view of 1000 users.
    case users
    /// Paged tables with a page indicator.
    case carousel
    /// People grouped by first letter, headers and rows from one cell view type.
    case cells
    /// The Class detail page: a long static table with optional sections.
    case detail
    /// A directory of people in sortable, resizable columns.
    case table
    /// A real folder tree, read as it is expanded and kept up to date.
    case files

    /// The title shown in the screen switcher.
    public var title: String {
        switch self {
        case .users: "Users"
        case .carousel: "Carousel"
        case .cells: "Cells"
        case .detail: "Class"
        case .table: "Table"
        case .files: "Files"
        }
    }
}
