import CGtk
import CGtkShims

/// Checking what assistive technologies are told about a widget.
extension Widget {
    /// Whether the widget's accessible label is exactly `label`, as GTK's test accessibility
    /// backend reads it (`GTK_A11Y=test`); for tests.
    package func hasAccessibleLabel(_ label: String) -> Bool {
        tdk_accessible_label_is(opaque, label) != 0
    }

    /// Whether the widget's accessible role is `role`; for tests.
    package func hasAccessibleRole(_ role: AccessibleRole) -> Bool {
        gtk_test_accessible_has_role(opaque, role.gtk) != 0
    }
}
