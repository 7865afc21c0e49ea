import CGtk
import CGtkShims

/// Emitting scroll signals as GTK would: the handlers run as for a real wheel or touchpad.
extension ScrollController {
    /// Emits `scroll` with the deltas (`dx`, `dy`) and returns whether a handler used it.
    @discardableResult
    package func emitScroll(dx: Double, dy: Double) -> Bool {
        tdk_emit_scroll(opaque, dx, dy) != 0
    }

    /// Emits `scroll-end`, as when the fingers leave a touchpad.
    package func emitScrollEnd() {
        tdk_emit_void(raw, "scroll-end")
    }
}
