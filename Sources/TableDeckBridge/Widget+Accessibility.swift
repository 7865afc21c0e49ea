import CGtk
import CGtkShims

/// Checking what assistive technologies are told about a widget.
extension Widget {
    /// Whether the widget's accessible label is exactly `label`, as GTK's test accessibility
    /// backend reads it (`GTK_A11Y=test`).
    package func hasAccessibleLabel(_ label: String) -> Bool {
        tdk_accessible_label_is(opaque, label) != 0
    }

    /// Whether the widget is hidden from assistive technologies (its hidden state set), as
    /// GTK's test accessibility backend reads it.
    package var isHiddenFromAssistiveTechnologies: Bool {
        tdk_accessible_is_hidden(opaque) != 0
    }

    /// Whether the widget's selected state (``Widget/setAccessibleSelected(_:)``) is set to
    /// `selected`, as GTK's test accessibility backend reads it.
    package func hasAccessibleState(selected: Bool) -> Bool {
        tdk_accessible_selected_is(opaque, selected ? 1 : 0) != 0
    }

    /// Whether the widget's accessible role is `role`.
    package func hasAccessibleRole(_ role: AccessibleRole) -> Bool {
        gtk_test_accessible_has_role(opaque, role.gtk) != 0
    }

    /// Tells assistive technologies the level of the heading this widget is (1 for the top).
    package func setAccessibleHeadingLevel(_ level: Int) {
        tdk_accessible_set_level(opaque, gint(max(1, level)))
    }

    /// The accessible label last set with ``Widget/setAccessibleLabel(_:)``, if any (a label's
    /// own text is not included): a container names the row around it with its content's.
    package var accessibleLabel: String? {
        tdk_accessible_get_label(opaque).map { String(cString: $0) }
    }

    /// Makes the widget a list item to assistive technologies (a row of a list, as GTK's list
    /// views make theirs), unless it is in a window now: GTK 4.8 fixes a shown widget's role.
    /// Returns whether the widget is a list item now.
    @discardableResult
    package func makeListItemForAssistiveTechnologies() -> Bool {
        tdk_widget_set_accessible_role_if_unshown(widget, GTK_ACCESSIBLE_ROLE_LIST_ITEM) != 0
    }

    /// Whether assistive technologies are told the widget is a list item.
    package var isListItemForAssistiveTechnologies: Bool {
        gtk_test_accessible_has_role(opaque, GTK_ACCESSIBLE_ROLE_LIST_ITEM) != 0
    }
}
