import CGtk
import CGtkShims

/// A container that reports its one child's height at the width the child actually got, as a
/// constant size (the C shim `TdkWrapBin`): a wrapping label inside a constraint layout then
/// gets exactly its text's height instead of its height at its minimum width.
///
/// `open`: views built around such a bin (the Visual Format view) extend it.
@MainActor
open class WrapBin: Widget {
    /// Creates a bin around `child` (which must have no parent), sinking the new widget's
    /// floating reference: the wrapper holds the one strong reference until `deinit`.
    public init(child: Widget) {
        super.init(sinking: tdk_wrap_bin_new(child.widget))
    }

    /// Sets the narrowest width the bin asks for, whatever its child's minimum width.
    public func setMinimumWidth(_ width: Int) {
        tdk_wrap_bin_set_minimum_width(opaque, gint(width))
    }

    /// Makes the bin report `height` as its minimum and natural height instead of its child's
    /// (`nil`: the child's again), for a child whose own measurement is stale: a GTK 4.8
    /// constraint layout whose children may stretch reports its last allocated height.
    package func setMeasuredHeight(_ height: Int?) {
        tdk_wrap_bin_set_measured_height(opaque, gint(height ?? -1))
    }
}
