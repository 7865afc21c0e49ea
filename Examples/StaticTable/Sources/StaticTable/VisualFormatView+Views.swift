import TableDeckViews

extension VisualFormatView {
    /// The `addConstraints(withFormat:views:)` helper UIKit code often writes: `views` are named
    /// `v0`, `v1` … in order.
    ///
    /// In UIKit the names hold for one line; here they are the container's, so every line of one
    /// container lists the same views in the same order (a line may leave some unused).
    ///
    /// Unlike `NSLayoutConstraint.constraints(withVisualFormat:)`, which raises an exception on
    /// a bad line, GTK reports the error; the lines here are fixed in code, so one is a mistake
    /// to report, not to trap on.
    func addConstraints(withFormat format: String, views: [Widget]) {
        for (index, view) in views.enumerated() where self.view(named: "v\(index)") !== view {
            add(view, named: "v\(index)")
        }
        do {
            try addConstraints([format])
        } catch {
            Diagnostics.warn("layout '\(format)': \(error)")
        }
    }
}
