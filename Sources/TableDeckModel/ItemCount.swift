/// Turns the item count a delegate reports into one a view can show.
///
/// Delegates are code the view did not write: a count may be negative or larger than the view
/// can honestly build. Views show the sanitized count and print the problem as a warning.
package struct ItemCount: Equatable, Sendable {
    /// The count to show: never negative, never above the maximum.
    package let value: Int
    /// What was wrong with the reported count, for a warning; `nil` when nothing was.
    package let problem: String?

    /// Sanitizes `reported` for a view that shows at most `maximum` items; `source` names the
    /// delegate in the message (e.g. "the stack table's delegate").
    package init(reported: Int, maximum: Int, source: String) {
        if reported < 0 {
            value = 0
            problem = "\(source) returned \(reported) items; showing none"
        } else if reported > maximum {
            value = maximum
            problem = "\(source) returned \(reported) items, more than the \(maximum) this view can show; showing the first \(maximum)"
        } else {
            value = reported
            problem = nil
        }
    }
}
