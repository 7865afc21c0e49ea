import CGtk

/// Views laid over one another (a `GtkOverlay`), as a UIKit view's subviews lie in the order
/// they were added: a picture with a caption on it, a badge on an avatar, a gradient over a
/// photo.
///
/// The bottom view is the overlay's ``setChild(_:)``: it fills the overlay and sizes it. Each
/// ``addOverlay(_:measured:)`` puts a view over those added before it, placed by its own
/// ``Widget/horizontalAlignment``, ``Widget/verticalAlignment`` and margins: with the default
/// `.fill` it covers the whole overlay (a UIKit subview pinned to all four edges), with `.end`
/// and `.start` it sits in the top trailing corner at its natural size. Where UIKit code sets
/// frames, set alignments and margins; a layer that only decorates lets clicks through with
/// ``Widget/canTarget`` `= false`.
///
/// ```swift
/// let card = Overlay()
/// card.setChild(Picture(filePath: path, contentFit: .cover))
/// let badge = Label("New")
/// badge.horizontalAlignment = .end
/// badge.verticalAlignment = .start
/// badge.setMargins(8)
/// card.addOverlay(badge)
/// ```
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay, sinking the new widget's floating reference: the wrapper holds
    /// the one strong reference until `deinit`.
    ///
    /// The overlay is a generic container to assistive technologies, which read its views in
    /// the order they were added (GTK 4.8 would present it as a filler named after its type,
    /// "GtkOverlay").
    public init() {
        super.init(sinking: gtk_overlay_new())
        setAccessibleRole(.generic)
    }

    /// Sets the bottom view, which fills the overlay and decides its size (`nil` removes it).
    ///
    /// A view that already has another parent is refused with a warning, and the overlay keeps
    /// the bottom view it had.
    public func setChild(_ child: Widget?) {
        if let child, child.hasParent, !child.isChild(of: self) {
            Diagnostics.warn("a view given to an overlay already has a parent; the overlay keeps its bottom view")
            return
        }
        gtk_overlay_set_child(opaque, child?.widget)
    }

    /// Adds `child` over every view added before it, placed by its alignments and margins.
    ///
    /// With `measured`, the overlay also grows to fit `child` at its natural size, as a UIKit
    /// view whose constraints follow a subview; otherwise only the bottom view sizes the
    /// overlay. A view that already has a parent (this overlay included) is refused with a
    /// warning.
    public func addOverlay(_ child: Widget, measured: Bool = false) {
        guard !child.hasParent else {
            Diagnostics.warn("a view given to an overlay already has a parent; not added")
            return
        }
        gtk_overlay_add_overlay(opaque, child.widget)
        gtk_overlay_set_measure_overlay(opaque, child.widget, measured ? 1 : 0)
    }

    /// Removes `child`, a view added with ``addOverlay(_:measured:)``; a view that is not one is
    /// left alone, with a warning.
    public func removeOverlay(_ child: Widget) {
        guard child.isChild(of: self), !isMainChild(child) else {
            Diagnostics.warn("a view to remove from an overlay is not one of its overlaid views; nothing removed")
            return
        }
        gtk_overlay_remove_overlay(opaque, child.widget)
    }

    private func isMainChild(_ child: Widget) -> Bool {
        gtk_overlay_get_child(opaque) == child.widget
    }
}
