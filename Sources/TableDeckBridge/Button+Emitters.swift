import CGtkShims

/// Emitting button signals as GTK would: the handlers run as for a real click.
extension Button {
    /// Emits `clicked`, as a click or Space on the focused button does.
    package func emitClicked() {
        tdk_emit_void(raw, "clicked")
    }
}
