import CGtk
import CGtkShims

/// Our `TdkIndexModel`: a lazy `GListModel` of `count` positions that stores nothing per item.
@MainActor
package final class IndexListModel: Object {
    /// Creates an empty model; adopts the `(transfer full)` reference `tdk_index_model_new` returns.
    package init() {
        super.init(UnsafeMutableRawPointer(tdk_index_model_new()), ownership: .adopt)
    }

    /// How many positions the model has.
    package var count: Int { Int(tdk_index_model_get_count(opaque)) }

    /// Replaces every position with `count` new ones (0 or more), in one `items-changed`.
    package func reset(count: Int) {
        tdk_index_model_reset(opaque, guint(clamping: max(0, count)))
    }

    /// Shows the positions in `ranges` as selected and every other one as not (the model is
    /// also the list's selection model; GTK's own clicks never change it). Positions beyond the
    /// model are ignored. The list is told, and GTK 4.8 rebinds the rows in the span that
    /// changed.
    package func setSelection(_ ranges: [Range<Int>]) {
        let limit = count
        let clamped = ranges.map { $0.clamped(to: 0..<limit) }.filter { !$0.isEmpty }
        let starts = clamped.map { guint($0.lowerBound) }
        let lengths = clamped.map { guint($0.count) }
        tdk_index_model_set_selection(opaque, starts, lengths, guint(clamped.count))
    }

    /// Removes `removed` positions at `position` and adds `added` there, in one `items-changed`
    /// (GTK keeps the rows before and after, so they are not rebound). Out-of-range values are
    /// clamped to the model.
    package func splice(at position: Int, removed: Int, added: Int) {
        let start = min(max(0, position), count)
        let removing = min(max(0, removed), count - start)
        tdk_index_model_splice(opaque, guint(start), guint(removing), guint(clamping: max(0, added)))
    }
}
