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
}
