import TableDeckBridge

/// Centring, which Visual Format lines cannot say: UIKit code writes it with layout anchors.
extension VisualFormatView {
    /// Keeps `view`'s horizontal centre on the container's (or on `other`'s), `offset` pixels
    /// to the trailing side: UIKit's
    /// `view.centerXAnchor.constraint(equalTo: superview.centerXAnchor, constant: offset)`.
    ///
    /// `view` (and `other`) must have been added with ``add(_:named:)``; one that was not is
    /// named in a warning and nothing is added. Lines still decide the other axis and, if they
    /// say so, the width; otherwise the view keeps its natural width.
    public func centerHorizontally(_ view: Widget, relativeTo other: Widget? = nil, offset: Double = 0) {
        addCentering(.centerX, of: view, relativeTo: other, offset: offset, axis: "horizontally")
    }

    /// Keeps `view`'s vertical centre on the container's (or on `other`'s), `offset` pixels
    /// lower: UIKit's
    /// `view.centerYAnchor.constraint(equalTo: superview.centerYAnchor, constant: offset)`.
    ///
    /// As ``centerHorizontally(_:relativeTo:offset:)``, on the other axis: an icon beside a
    /// label of another height is centred on it with `centerVertically(icon, relativeTo: label)`.
    public func centerVertically(_ view: Widget, relativeTo other: Widget? = nil, offset: Double = 0) {
        addCentering(.centerY, of: view, relativeTo: other, offset: offset, axis: "vertically")
    }

    private func addCentering(
        _ attribute: Constraint.Attribute, of view: Widget, relativeTo other: Widget?, offset: Double, axis: String
    ) {
        guard let placed = placedChild(for: view) else {
            Diagnostics.warn("a view to centre \(axis) is not in this Visual Format view (add it first); not centred")
            return
        }
        var source: Widget?
        if let other {
            guard let placedOther = placedChild(for: other) else {
                Diagnostics.warn(
                    "a view to centre another on \(axis) is not in this Visual Format view (add it first); not centred")
                return
            }
            source = placedOther
        }
        guard let constraint = Constraint(attribute, of: placed, .equal, attribute, of: source, constant: offset) else { return }
        layout.add(constraint)
        constraintsChanged()
    }

    /// The child that lines place for `view` (the view itself, or the bin around a wrapping
    /// label), if `view` was added.
    private func placedChild(for view: Widget) -> Widget? {
        children.first { $0.view === view }?.placed
    }
}
