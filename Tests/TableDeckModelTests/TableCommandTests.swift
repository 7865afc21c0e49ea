import TableDeckModel
import Testing

/// The one key vocabulary of every table: each key and modifier decoded once.
@Suite("One key vocabulary for every table")
struct TableCommandTests {
    private func decode(
        _ key: TableKeyPress.Key, shift: Bool = false, control: Bool = false, alt: Bool = false, superKey: Bool = false,
        typing: Bool = false
    )
        -> TableCommand?
    {
        TableCommand.decode(TableKeyPress(key, shift: shift, control: control, alt: alt, superKey: superKey), typeAheadActive: typing)
    }

    @Test("the moving keys move; with Shift they extend the selection; Left and Right are not the table's")
    func moves() {
        #expect(decode(.navigation(.down)) == .move(.next))
        #expect(decode(.navigation(.up)) == .move(.previous))
        #expect(decode(.navigation(.pageDown)) == .move(.nextPage))
        #expect(decode(.navigation(.home)) == .move(.first))
        #expect(decode(.navigation(.end)) == .move(.last))
        #expect(decode(.navigation(.down), shift: true) == .extendSelection(.next))
        #expect(decode(.navigation(.up), shift: true) == .extendSelection(.previous))
        #expect(decode(.navigation(.end), shift: true) == .extendSelection(.last))
        #expect(decode(.navigation(.pageDown), shift: true) == .extendSelection(.nextPage))
        #expect(decode(.navigation(.left)) == nil && decode(.navigation(.right)) == nil)
        #expect(decode(.navigation(.left), shift: true) == nil)
    }

    @Test("Ctrl or Super with a moving key is the window's, on every table alike")
    func windowShortcuts() {
        #expect(decode(.navigation(.down), control: true) == nil)
        #expect(decode(.navigation(.down), superKey: true) == nil)
        #expect(decode(.navigation(.home), control: true) == nil)
        #expect(decode(.text("z"), control: true) == nil)
        #expect(decode(.text("n"), alt: true) == nil)
    }

    @Test("Enter and Space press; Ctrl+Space toggles; Space is a letter while a search goes on")
    func activation() {
        #expect(decode(.navigation(.enter)) == .activate)
        #expect(decode(.navigation(.space)) == .activate)
        #expect(decode(.navigation(.enter), shift: true) == .activate)
        #expect(decode(.navigation(.space), control: true) == .toggleSelection)
        #expect(decode(.navigation(.space), typing: true) == .type(" "))
        #expect(decode(.navigation(.space), control: true, typing: true) == .toggleSelection)
    }

    @Test("Ctrl+A selects all, in either case; A alone types")
    func selectAll() {
        #expect(decode(.text("a"), control: true) == .selectAll)
        #expect(decode(.text("A"), control: true) == .selectAll)
        #expect(decode(.text("a"), shift: true, control: true) == nil)
        #expect(decode(.text("a")) == .type("a"))
        #expect(decode(.text("A"), shift: true) == .type("A"))
    }

    @Test("Escape, the Menu key, Shift+F10, Alt+Up/Down and Tab")
    func rowActions() {
        #expect(decode(.escape) == .escape)
        #expect(decode(.escape, control: true) == nil)
        #expect(decode(.menu) == .openContextMenu)
        #expect(decode(.menu, shift: true) == nil)
        #expect(decode(.f10, shift: true) == .openContextMenu)
        #expect(decode(.f10) == nil)
        #expect(decode(.f10, shift: true, control: true) == nil)
        #expect(decode(.navigation(.up), alt: true) == .moveRow(up: true))
        #expect(decode(.navigation(.down), alt: true) == .moveRow(up: false))
        #expect(decode(.navigation(.down), shift: true, alt: true) == nil)
        #expect(decode(.navigation(.home), alt: true) == nil)
        #expect(decode(.tab) == .tab(backward: false))
        #expect(decode(.tab, shift: true) == .tab(backward: true))
        #expect(decode(.tab, control: true) == nil)
        #expect(decode(.other) == nil)
    }
}
