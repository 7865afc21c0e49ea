import CGtk

/// A `GSettings` object for one schema: string keys read, written and watched.
///
/// The wrapper adopts the `(transfer full)` reference that `g_settings_new` returns and holds it
/// until `deinit`.
@MainActor
public final class Settings: Object {
    /// Opens the settings of `schemaID` with `key`; `nil` when the schema is not installed or
    /// lacks the key (GSettings would abort the process on either).
    public init?(schemaID: String, key: String) {
        guard Settings.schemaHasKey(schemaID, key) else { return nil }
        super.init(UnsafeMutableRawPointer(g_settings_new(schemaID)), ownership: .adopt)
    }

    /// Whether the schema `schemaID` is installed and has `key`.
    public static func schemaHasKey(_ schemaID: String, _ key: String) -> Bool {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return false }
        defer { g_settings_schema_unref(schema) }
        return g_settings_schema_has_key(schema, key) != 0
    }

    /// The string value of `key`.
    public func string(forKey key: String) -> String? {
        guard let value = g_settings_get_string(cast(GSettings.self), key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets the string value of `key`; returns whether GSettings took it.
    @discardableResult
    public func setString(_ value: String, forKey key: String) -> Bool {
        g_settings_set_string(cast(GSettings.self), key, value) != 0
    }

    /// Calls `handler` whenever `key` changes.
    @discardableResult
    public func onChanged(key: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectIgnoringArgument("changed::\(key)", handler)
    }
}
