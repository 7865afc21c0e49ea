/// The identifiers of the Files screen's rows: a path relative to the root, in a string, that
/// names every file exactly, whatever bytes its name holds.
///
/// Each name is one component, joined by `/`. A name that is valid UTF-8 is written as it is,
/// except `%`, written `%25`; any byte that is not part of valid UTF-8 is written `%XX` (upper-
/// case hex). So two different names never share an identifier, and the bytes come back
/// exactly (``bytes(of:)``).
public enum FileItemID {
    /// The component that names `name` (bytes, as the file system stores them).
    public static func component(_ name: [UInt8]) -> String {
        if !name.contains(UInt8(ascii: "%")), let text = String(validating: name, as: UTF8.self) { return text }
        var result = ""
        var index = 0
        while index < name.count {
            let length = validSequenceLength(in: name, at: index)
            if length > 0, name[index] != UInt8(ascii: "%") {
                result += String(decoding: name[index..<(index + length)], as: UTF8.self)
                index += length
            } else {
                result += escaped(name[index])
                index += 1
            }
        }
        return result
    }

    /// The identifier of `name` inside the folder `parent` (`nil`: the root).
    public static func child(_ name: [UInt8], of parent: String?) -> String {
        guard let parent else { return component(name) }
        return parent + "/" + component(name)
    }

    /// The path's bytes relative to the root: each component's name, joined by `/`.
    public static func bytes(of id: String) -> [UInt8] {
        var result: [UInt8] = []
        let utf8 = Array(id.utf8)
        result.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
                let low = hexValue(utf8[index + 2])
            {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(utf8[index])
                index += 1
            }
        }
        return result
    }

    /// The file system's path of `id` (`nil`: the root itself) in the folder at `root`.
    public static func path(of id: String?, under root: [UInt8]) -> [UInt8] {
        guard let id else { return root }
        let base = root.last == UInt8(ascii: "/") ? root : root + [UInt8(ascii: "/")]
        return base + bytes(of: id)
    }

    /// The folder that holds `id`, `nil` for an item at the root.
    public static func parent(of id: String) -> String? {
        guard let slash = id.lastIndex(of: "/") else { return nil }
        return String(id[..<slash])
    }

    /// `%XX` for `byte`.
    private static func escaped(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, 0 when none starts there.
    private static func validSequenceLength(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil ? 0 : length
    }
}
