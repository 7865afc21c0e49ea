#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns text into its collation key in the current locale (`LC_COLLATE`): bytes that compare,
/// byte by byte, as `strcoll` compares the texts. One reusable scratch buffer; the key is
/// appended to a caller's contiguous byte buffer, so a million keys make one allocation that
/// grows, not a million.
struct CollationKeyWriter {
    /// Where `strxfrm` writes; grown when a key does not fit, then kept for the next texts.
    private var scratch = [CChar](repeating: 0, count: 256)

    /// Appends the collation key of `text` (up to its first NUL character) to `bytes` and
    /// returns the key's length.
    @discardableResult
    mutating func append(_ text: String, to bytes: inout [UInt8]) -> Int {
        // A native Swift string's storage is NUL-ended already: withCString copies nothing.
        text.withCString { source in write(source, to: &bytes) }
    }

    private mutating func write(_ source: UnsafePointer<CChar>, to bytes: inout [UInt8]) -> Int {
        var length = transform(source)
        if length >= scratch.count {
            scratch = [CChar](repeating: 0, count: length + 1)
            length = transform(source)
        }
        guard length < scratch.count else { return 0 }  // the locale answered differently twice
        scratch.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt8.self) { key in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: key[0..<length]))
            }
        }
        return length
    }

    /// `strxfrm` into the scratch buffer: the key's whole length, even when it did not fit.
    private mutating func transform(_ source: UnsafePointer<CChar>) -> Int {
        scratch.withUnsafeMutableBufferPointer { buffer in
            strxfrm(buffer.baseAddress, source, buffer.count)
        }
    }
}
