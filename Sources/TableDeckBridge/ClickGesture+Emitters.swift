import CGtk
import CGtkShims

/// Real signal emissions on a click gesture: the handlers run as for a person's click.
extension ClickGesture {
    /// Emits `pressed` with `count` presses at (`x`, `y`) of the gesture's widget.
    package func emitPressed(x: Double, y: Double, count: Int = 1) {
        tdk_emit_click(opaque, "pressed", gint(clamping: count), x, y)
    }

    /// Emits `released` with `count` presses at (`x`, `y`) of the gesture's widget.
    package func emitReleased(x: Double, y: Double, count: Int = 1) {
        tdk_emit_click(opaque, "released", gint(clamping: count), x, y)
    }

    /// Emits `stopped`.
    package func emitStopped() {
        tdk_emit_void(raw, "stopped")
    }
}
