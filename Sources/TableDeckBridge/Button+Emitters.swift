import CGtkShims

/// Real signal emissions on a button, for tests: the handlers run as for a person's click.
extension Button {
    /// Emits `clicked`.
    package func emitClicked() {
        tdk_emit_void(raw, "clicked")
    }
}
