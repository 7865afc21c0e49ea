import CGtk

/// The role assistive technologies are told a widget plays (a subset of `GtkAccessibleRole`).
public enum AccessibleRole: Sendable {
    /// Static text.
    case label
    /// A button.
    case button
    /// A list.
    case list
    /// A group of related widgets.
    case group
    /// A widget with no more specific role.
    case generic
    /// The title of a section, at a level (``Label/init(_:headingLevel:)``).
    case heading
    /// A control whose value is picked from a range (a page indicator's current page).
    case slider
    /// The header of a table's column, which may sort it.
    case columnHeader

    var gtk: GtkAccessibleRole {
        switch self {
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .list: GTK_ACCESSIBLE_ROLE_LIST
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .generic: GTK_ACCESSIBLE_ROLE_GENERIC
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        case .slider: GTK_ACCESSIBLE_ROLE_SLIDER
        case .columnHeader: GTK_ACCESSIBLE_ROLE_COLUMN_HEADER
        }
    }
}
