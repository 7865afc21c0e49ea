import CGtk
import CGtkShims

/// A table's content with the buttons a swipe reveals (the C `TdkSwipeLayer`): the content fills
/// the layer and sizes it; a *strip* of buttons is drawn over it only inside the part of a row
/// that a swipe has uncovered, so the buttons look and act as if they lay behind the row, and
/// come after the content in Tab order.
@MainActor
package final class SwipeLayer: Widget {
    /// A layer over `content`, which must have no parent; sinks the new widget's floating
    /// reference (the layer takes the content's).
    package init(content: Widget) {
        super.init(sinking: tdk_swipe_layer_new(content.widget))
    }

    private var layer: OpaquePointer { OpaquePointer(widget) }

    /// The strip shown now, if any.
    package private(set) var strip: Widget?

    /// Shows `strip` (with no parent) in place of the current one (`nil`: none).
    package func setStrip(_ strip: Widget?) {
        tdk_swipe_layer_set_strip(layer, strip?.widget)
        self.strip = strip
    }

    /// Uncovers `bounds` (in the layer's coordinates); the strip keeps to its right edge when
    /// `alignRight`, else its left edge.
    package func reveal(_ bounds: WidgetBounds, alignRight: Bool) {
        tdk_swipe_layer_set_reveal(layer, bounds.x, bounds.y, bounds.width, bounds.height, alignRight ? 1 : 0)
    }
}

extension RowsBox {
    /// Draws `child` `slide` pixels to the right (left when negative) without moving the other
    /// rows; one child slides at a time, and 0 puts it back.
    package func setSlide(of child: Widget, _ slide: Double) {
        tdk_rows_box_set_slide(OpaquePointer(widget), child.widget, slide)
    }
}

extension MotionLayout {
    /// Draws the child `slide` pixels to the right (left when negative); 0 is at rest.
    package func set(slide: Double) {
        guard let layout = layoutPointer else { return }
        tdk_motion_layout_set_slide(layout, slide)
    }
}

extension Widget {
    /// How far a press must move to be a drag (`gtk-dnd-drag-threshold`), in pixels.
    package static var dragThreshold: Double {
        Double(tdk_settings_get_drag_threshold())
    }
}

extension DragGesture {
    /// Gives up the current sequence, so the other gestures keep it (a drag that is not this
    /// gesture's kind).
    package func deny() {
        gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_DENIED)
    }
}

extension ClickGesture {
    /// Claims the current sequence, so other gestures (a row's click) stop seeing it.
    package func claim() {
        gtk_gesture_set_state(opaque, GTK_EVENT_SEQUENCE_CLAIMED)
    }
}

extension MotionController {
    /// Calls `handler` on `motion` with the pointer's position in the widget's coordinates.
    @discardableResult
    package func onMotion(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalHandlerID {
        connectDoublePair("motion", handler)
    }
}
