import TableDeckViews

extension VisualFormatView {
    /// The `addConstraints(withFormat:views:)` helper UIKit code often writes: `views` are named
    /// `v0`, `v1` … in order.
    ///
    /// As in UIKit, each call names its views afresh: `v0` may be another view in the next call.
    ///
    /// Unlike `NSLayoutConstraint.constraints(withVisualFormat:)`, which raises an exception on
    /// a bad line, GTK reports the error; the lines here are fixed in code, so one is a mistake
    /// to report, not to trap on.
    func addConstraints(withFormat format: String, views: [Widget]) {
        for (index, view) in views.enumerated() {
            add(view, named: "v\(index)")
        }
        do {
            try addConstraints([format])
        } catch {
            Diagnostics.warn("layout '\(format)': \(error)")
        }
    }
}
