import CGtk

/// A `GError` turned into a Swift error.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    /// The error domain's name, such as `gtk-constraint-vfl-parser-error-quark`.
    public let domain: String
    /// The domain-specific code.
    public let code: Int
    /// GLib's message.
    public let message: String

    /// Creates an error from its parts.
    public init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Takes ownership of `error`, frees it and returns its Swift form; `nil` for no error.
    package static func take(_ error: UnsafeMutablePointer<GError>?) -> GLibError? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        let domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "unknown"
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        return GLibError(domain: domain, code: Int(error.pointee.code), message: message)
    }

    /// Calls `body` with a `GError **` and throws what it reports.
    package static func check<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T) throws -> T {
        var error: UnsafeMutablePointer<GError>?
        let result = body(&error)
        if let swiftError = take(error) { throw swiftError }
        return result
    }

    /// GLib's message, without the domain and code (``message``).
    public var description: String { message }
}
