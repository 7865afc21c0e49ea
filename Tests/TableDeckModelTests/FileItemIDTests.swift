import TableDeckAppModel
import Testing

@Suite("Files screen: row identifiers and the order of a folder's entries")
struct FileItemIDTests {
    @Test("a UTF-8 name is its own identifier; % and bytes that are not UTF-8 are escaped")
    func components() {
        #expect(FileItemID.component(Array("Ä.png".utf8)) == "Ä.png")
        #expect(FileItemID.component(Array("100%.txt".utf8)) == "100%25.txt")
        #expect(FileItemID.component(Array("bad".utf8) + [0xFF] + Array("name".utf8)) == "bad%FFname")
        // A lone lead byte, a truncated sequence and an overlong encoding are bytes, not text.
        #expect(FileItemID.component([0xC3]) == "%C3")
        #expect(FileItemID.component([0xE2, 0x82]) == "%E2%82")
        #expect(FileItemID.component([0xC0, 0xAF]) == "%C0%AF")
        #expect(FileItemID.component(Array("é%".utf8) + [0x80]) == "é%25%80")
    }

    @Test("the bytes come back exactly, and different names never share an identifier")
    func roundTrip() {
        let names: [[UInt8]] = [
            Array("plain".utf8), Array("%FF".utf8), [0xFF], Array("ü".utf8), [0xC3, 0xBC, 0xFF], Array("a%25".utf8), [0x25, 0x32, 0x35],
        ]
        let ids = names.map(FileItemID.component)
        #expect(Set(ids).count == names.count)
        #expect(ids.map(FileItemID.bytes(of:)) == names)
        let nested = FileItemID.child([0xFF], of: FileItemID.child(Array("dir%".utf8), of: nil))
        #expect(nested == "dir%25/%FF")
        #expect(FileItemID.bytes(of: nested) == Array("dir%/".utf8) + [0xFF])
    }

    @Test("a path on disk is the root's, then the identifier's bytes")
    func paths() {
        #expect(FileItemID.path(of: nil, under: Array("/srv".utf8)) == Array("/srv".utf8))
        #expect(FileItemID.path(of: "a/%FF", under: Array("/srv".utf8)) == Array("/srv/a/".utf8) + [0xFF])
        #expect(FileItemID.path(of: "a", under: Array("/".utf8)) == Array("/a".utf8))
    }

    @Test("parents follow the path's components")
    func parents() {
        #expect(FileItemID.parent(of: "a/b/c") == "a/b")
        #expect(FileItemID.parent(of: "a") == nil)
    }

    @Test("folders first, then the sort key, then the name's bytes")
    func order() {
        struct Entry: Equatable {
            var name: String
            var folder: Bool
            var key: String
        }
        let entries = [
            Entry(name: "b.txt", folder: false, key: "b"), Entry(name: "Zeta", folder: true, key: "zeta"),
            Entry(name: "a.txt", folder: false, key: "a"), Entry(name: "alpha", folder: true, key: "alpha"),
            Entry(name: "A.txt", folder: false, key: "a"),
        ]
        let sorted = FileOrder.sorted(entries, isFolder: \.folder, key: { Array($0.key.utf8) }, name: { Array($0.name.utf8) })
        #expect(sorted.map(\.name) == ["alpha", "Zeta", "A.txt", "a.txt", "b.txt"])
    }
}
