import TableDeckBridge

/// Keeps each child of a ``ConstraintLayout`` at least its minimum size and, unless the lines
/// say otherwise, at its natural size.
///
/// GTK 4.8's constraint layout adds these size constraints only while it *measures* and takes
/// them out again before it *allocates*, so at allocation a child whose size the lines leave
/// open can come out any size (a button stretched over half the cell, an entry squeezed to a
/// stub). These constraints stay: the width at least the minimum (required) and equal to the
/// natural width (medium strength, so lines can stretch it), and the height equal to the
/// natural height (required: at any weaker strength GTK's solver left a label at a stale
/// height). Lines therefore place children vertically but do not stretch them. They are refreshed
/// when a child's measurements change, which requires the layout to be attached to a window.
@MainActor
final class ChildSizeConstraints {
    private struct Entry {
        var sizes: [Int]
        var constraints: [Constraint]
    }

    private let layout: ConstraintLayout
    private var entries: [ObjectIdentifier: Entry] = [:]

    init(layout: ConstraintLayout) {
        self.layout = layout
    }

    /// Measures `children` and replaces the constraints of those whose sizes changed; returns
    /// whether any did.
    func update(_ children: [Widget]) -> Bool {
        var changed = false
        for child in children {
            let width = child.measureWidth(forHeight: -1)
            let height = child.measureHeight(forWidth: -1)
            let sizes = [width.minimum, width.natural, height.minimum, height.natural]
            let key = ObjectIdentifier(child)
            if entries[key]?.sizes == sizes { continue }
            for constraint in entries[key]?.constraints ?? [] where constraint.isAttached {
                layout.remove(constraint)
            }
            let made: [Constraint] = [
                (Constraint.Attribute.width, Constraint.Relation.greaterThanOrEqual, width.minimum, Constraint.Strength.required),
                (.width, .equal, width.natural, .medium),
                (.height, .greaterThanOrEqual, height.minimum, .required),
                (.height, .equal, height.natural, .required),
            ].compactMap { attribute, relation, value, strength in
                guard let constraint = Constraint(attribute, of: child, relation, Double(value), strength: strength)
                else { return nil }
                // The layout holds its own reference; this one lets the constraint be removed later.
                layout.add(constraint)
                return constraint
            }
            entries[key] = Entry(sizes: sizes, constraints: made)
            changed = true
        }
        return changed
    }
}
