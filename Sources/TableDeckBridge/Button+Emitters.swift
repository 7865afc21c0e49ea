import CGtkShims

/// Emitting button signals as GTK would, for tests.
extension Button {
    /// Emits `clicked`, as a click or Space on the focused button does.
    package func emitClicked() {
        tdk_emit_void(raw, "clicked")
    }
}
