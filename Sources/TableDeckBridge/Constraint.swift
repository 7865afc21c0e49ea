import CGtk

/// A `GtkConstraint`: one linear relation on a widget's attribute, for a ``ConstraintLayout``.
@MainActor
public final class Constraint: Object {
    /// The attribute of a widget a constraint is about (UIKit's layout anchors).
    public enum Attribute: Sendable {
        /// The width.
        case width
        /// The height.
        case height
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: left, or right in a right-to-left locale.
        case leading
        /// The trailing edge: right, or left in a right-to-left locale.
        case trailing
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY

        var gtk: GtkConstraintAttribute {
            switch self {
            case .width: GTK_CONSTRAINT_ATTRIBUTE_WIDTH
            case .height: GTK_CONSTRAINT_ATTRIBUTE_HEIGHT
            case .top: GTK_CONSTRAINT_ATTRIBUTE_TOP
            case .bottom: GTK_CONSTRAINT_ATTRIBUTE_BOTTOM
            case .leading: GTK_CONSTRAINT_ATTRIBUTE_START
            case .trailing: GTK_CONSTRAINT_ATTRIBUTE_END
            case .centerX: GTK_CONSTRAINT_ATTRIBUTE_CENTER_X
            case .centerY: GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y
            }
        }
    }

    /// How the attribute relates to the constant.
    public enum Relation {
        /// At most the constant.
        case lessThanOrEqual
        /// Equal to the constant.
        case equal
        /// At least the constant.
        case greaterThanOrEqual

        var gtk: GtkConstraintRelation {
            switch self {
            case .lessThanOrEqual: GTK_CONSTRAINT_RELATION_LE
            case .equal: GTK_CONSTRAINT_RELATION_EQ
            case .greaterThanOrEqual: GTK_CONSTRAINT_RELATION_GE
            }
        }
    }

    /// How hard the solver tries to satisfy the constraint.
    public enum Strength {
        /// Always satisfied.
        case required
        /// Satisfied before medium and weak ones.
        case strong
        /// Satisfied before weak ones.
        case medium
        /// Satisfied last.
        case weak

        var gtk: Int32 {
            switch self {
            case .required: Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)
            case .strong: Int32(GTK_CONSTRAINT_STRENGTH_STRONG.rawValue)
            case .medium: Int32(GTK_CONSTRAINT_STRENGTH_MEDIUM.rawValue)
            case .weak: Int32(GTK_CONSTRAINT_STRENGTH_WEAK.rawValue)
            }
        }
    }

    /// Creates `attribute` of `target` `relation` `constant` at `strength`, such as "the width
    /// of the button ≥ 80, required". A constraint is not floating: the wrapper adopts the
    /// `(transfer full)` reference the constructor returns, its one strong reference until
    /// `deinit`; `nil` when GTK makes none.
    public init?(_ attribute: Attribute, of target: Widget, _ relation: Relation, _ constant: Double, strength: Strength) {
        guard let pointer = gtk_constraint_new_constant(target.raw, attribute.gtk, relation.gtk, constant, strength.gtk)
        else { return nil }
        super.init(UnsafeMutableRawPointer(pointer), ownership: .adopt)
    }

    /// Creates "`attribute` of `target` `relation` `sourceAttribute` of `source` × `multiplier`
    /// + `constant`", such as "the centre X of the badge = the centre X of the container": UIKit's
    /// `badge.centerXAnchor.constraint(equalTo: view.centerXAnchor)`. A `nil` target or source
    /// is the widget the layout lays out (UIKit's superview). A constraint is not floating: the
    /// wrapper adopts the `(transfer full)` reference the constructor returns, its one strong
    /// reference until `deinit`; `nil` when GTK makes none.
    public init?(
        _ attribute: Attribute, of target: Widget?, _ relation: Relation, _ sourceAttribute: Attribute,
        of source: Widget?, multiplier: Double = 1, constant: Double = 0, strength: Strength = .required
    ) {
        guard
            let pointer = gtk_constraint_new(
                target?.raw, attribute.gtk, relation.gtk, source?.raw, sourceAttribute.gtk, multiplier, constant,
                strength.gtk)
        else { return nil }
        super.init(UnsafeMutableRawPointer(pointer), ownership: .adopt)
    }

    /// Whether the constraint is part of a layout now.
    public var isAttached: Bool { gtk_constraint_is_attached(opaque) != 0 }
}
