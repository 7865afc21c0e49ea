import Glibc
import TableDeckBridge

/// Finds the files in `Resources/` at run time: installed, or in the checkout for `swift run`.
enum ResourceLocator {
    /// The folders searched, in order: `$TABLEDECK_DATA_DIR`, `<prefix>/share/tabledeck` next to
    /// the executable's `bin/`, and the checkout's `Resources/` (for `swift run` and tests).
    static var searchPath: [String] {
        var folders: [String] = []
        if let override = getenv("TABLEDECK_DATA_DIR"), override.pointee != 0 {
            folders.append(String(cString: override))
        }
        if let executable = executablePath() {
            let binFolder = parentFolder(of: executable)
            folders.append(parentFolder(of: binFolder) + "/share/tabledeck")
        }
        // #filePath is this file in the checkout: Sources/tabledeck/ResourceLocator.swift.
        let checkout = parentFolder(of: parentFolder(of: parentFolder(of: #filePath)))
        folders.append(checkout + "/Resources")
        return folders
    }

    /// The full path of resource `name`, or `nil` when no folder on the search path has it.
    static func path(of name: String) -> String? {
        searchPath.lazy.map { "\($0)/\(name)" }.first(where: TextFile.exists)
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
