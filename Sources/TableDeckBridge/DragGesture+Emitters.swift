import CGtk
import CGtkShims

/// Emitting drag signals as GTK would: the handlers run as for a real drag.
extension DragGesture {
    /// Emits `drag-begin` at (`x`, `y`) in widget coordinates.
    package func emitBegin(x: Double, y: Double) {
        tdk_emit_drag(opaque, "drag-begin", x, y)
    }

    /// Emits `drag-update` with the offset (`dx`, `dy`) from the start point.
    package func emitUpdate(dx: Double, dy: Double) {
        tdk_emit_drag(opaque, "drag-update", dx, dy)
    }

    /// Emits `drag-end` with the final offset (`dx`, `dy`) from the start point.
    package func emitEnd(dx: Double, dy: Double) {
        tdk_emit_drag(opaque, "drag-end", dx, dy)
    }

    /// Emits `cancel` for the pointer's (`NULL`) sequence, as when another gesture claims it.
    package func emitCancel() {
        tdk_emit_gesture_sequence(opaque, "cancel", nil)
    }
}
