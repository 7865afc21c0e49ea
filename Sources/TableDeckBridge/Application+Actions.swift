import CGtk

extension Application {
    /// Adds `action` as `app.<name>`; the application keeps its own reference.
    public func addAction(_ action: Action) {
        g_action_map_add_action(OpaquePointer(gobject), action.opaque)
    }

    /// Binds `accelerators` (GTK syntax, such as `<Control>q`) to the detailed action name
    /// (`app.quit`, `win.screen-users`) in every window of the application.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(application, detailedAction, $0) }
    }

    /// The accelerators bound to `detailedAction`, as ``setAccelerators(_:for:)`` set them.
    package func accelerators(for detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}

/// Calls `body` with a NULL-terminated C array of `strings`, valid only during the call.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    let copies = strings.map { g_strdup($0) }
    defer { copies.forEach { g_free($0) } }
    var pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress) }
}

extension Application {
    /// Registers the application with the session without running it (emitting `startup`), so
    /// windows can be added while the caller drives the main loop itself, without ``run()``.
    ///
    /// - Throws: ``GLibError`` when registration fails.
    package func register() throws {
        _ = try GLibError.check { g_application_register(cast(GApplication.self), nil, $0) }
    }
}
