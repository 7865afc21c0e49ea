import TableDeckBridge

/// Keeps each child of a ``ConstraintLayout`` at least its minimum size and, unless the lines
/// say otherwise, at its natural size; and measures the height the children need.
///
/// GTK 4.8's constraint layout adds these size constraints only while it *measures* and takes
/// them out again before it *allocates*, so at allocation a child whose size the lines leave
/// open can come out any size (a button stretched over half the cell, an entry squeezed to a
/// stub). These constraints stay: the width and the height at least the minimum (required) and
/// equal to the natural size (medium strength), so lines that pin a child to both edges
/// stretch it, as Auto Layout does (`V:|[child]|` in a taller view), and lines that leave its
/// size open keep it natural.
///
/// With natural sizes that can give, GTK 4.8's solver measures the layout's height as the
/// height it was last allocated (it leaves the height where it was instead of settling it
/// again): a view that once grew would never shrink. So ``naturalHeight(of:forWidth:)``
/// measures with every natural height required for the moment, where the solver's answer is
/// exact, and the view reports that height itself.
///
/// The constraints are refreshed when a child's measurements change, which requires the
/// layout to be attached to a window.
@MainActor
final class ChildSizeConstraints {
    private struct Entry {
        var sizes: [Int]
        var constraints: [Constraint]
        /// The child's natural height.
        var naturalHeight: Int
    }

    private let layout: ConstraintLayout
    private var entries: [ObjectIdentifier: (child: Widget, entry: Entry)] = [:]

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
            if entries[key]?.entry.sizes == sizes { continue }
            for constraint in entries[key]?.entry.constraints ?? [] where constraint.isAttached {
                layout.remove(constraint)
            }
            let made = [
                Constraint(.width, of: child, .greaterThanOrEqual, Double(width.minimum), strength: .required),
                Constraint(.width, of: child, .equal, Double(width.natural), strength: .medium),
                Constraint(.height, of: child, .greaterThanOrEqual, Double(height.minimum), strength: .required),
                Constraint(.height, of: child, .equal, Double(height.natural), strength: .medium),
            ].compactMap { $0 }
            // The layout holds its own references; these let the constraints be removed later.
            made.forEach(layout.add)
            entries[key] = (child, Entry(sizes: sizes, constraints: made, naturalHeight: height.natural))
            changed = true
        }
        return changed
    }

    /// The height `host` (the widget whose layout manager is the layout) needs at `width` with
    /// every child at its natural height: measured with those heights required for the moment.
    func naturalHeight(of host: Widget, forWidth width: Int) -> Int {
        let pinned = entries.values.compactMap { child, entry in
            Constraint(.height, of: child, .equal, Double(entry.naturalHeight), strength: .required)
        }
        pinned.forEach(layout.add)
        defer {
            for constraint in pinned where constraint.isAttached {
                layout.remove(constraint)
            }
        }
        return host.measureHeight(forWidth: width).minimum
    }
}
