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

    var gtk: GtkAccessibleRole {
        switch self {
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .list: GTK_ACCESSIBLE_ROLE_LIST
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .generic: GTK_ACCESSIBLE_ROLE_GENERIC
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        }
    }
}
