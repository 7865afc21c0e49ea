/// What a key press asks of a table: the one key vocabulary of every table engine. Keys are
/// decoded once (``decode(_:typeAheadActive:)``), so no two tables can disagree about a key.
///
/// | keys | command |
/// |---|---|
/// | Up, Down, Page Up, Page Down, Home, End | ``move(_:)`` |
/// | Shift with those | ``extendSelection(_:)`` (a plain move where nothing can be selected) |
/// | Enter, Space | ``activate`` (press the cursor row, as a click does) |
/// | Ctrl+Space | ``toggleSelection`` |
/// | Ctrl+A | ``selectAll`` |
/// | Ctrl+F | ``find`` (open the search bar) |
/// | Escape | ``escape`` (put a lifted row back, close swipe buttons, or clear the selection) |
/// | Menu, Shift+F10 | ``openContextMenu`` |
/// | Alt+Up, Alt+Down | ``moveRow(up:)`` |
/// | Tab, Shift+Tab | ``tab(backward:)`` (through open swipe buttons) |
/// | a key that types text, no Ctrl, Alt or Super | ``type(_:)`` (type-ahead; Space only while a search goes on) |
///
/// Ctrl or Alt with any other key is the window's (Ctrl+Z, Ctrl+N …): no command.
package enum TableCommand: Equatable, Sendable {
    /// Move the cursor as the key says (never ``KeyCommand/activate``).
    case move(KeyCommand)
    /// Move the cursor and select from the selection's anchor to the new cursor row.
    case extendSelection(KeyCommand)
    /// Press the cursor row.
    case activate
    /// Select the cursor row, or deselect it if it is selected.
    case toggleSelection
    /// Select every row.
    case selectAll
    /// Open the table's search bar.
    case find
    /// Undo what is under way: a lifted row, open swipe buttons, then the selection.
    case escape
    /// Open the cursor row's context menu.
    case openContextMenu
    /// Move the cursor row one place up or down.
    case moveRow(up: Bool)
    /// Move the focus through open swipe buttons.
    case tab(backward: Bool)
    /// Type text into the type-ahead search.
    case type(String)

    /// What `press` asks of a table; `typeAheadActive` says whether a type-ahead search is
    /// going on (text was typed less than a second ago), which makes Space a letter. `nil` for
    /// a key that is not the table's.
    package static func decode(_ press: TableKeyPress, typeAheadActive: Bool) -> TableCommand? {
        switch press.key {
        case .navigation(let key):
            return decodeNavigation(key, press, typeAheadActive: typeAheadActive)
        case .escape:
            return press.atMostShift && !press.shift ? .escape : nil
        case .menu:
            return press.atMostShift && !press.shift ? .openContextMenu : nil
        case .f10:
            return press.atMostShift && press.shift ? .openContextMenu : nil
        case .tab:
            return press.atMostShift ? .tab(backward: press.shift) : nil
        case .text(let text):
            if press.control && !press.shift && !press.alt && !press.superKey {
                switch text.lowercased() {
                case "a": return .selectAll
                case "f": return .find
                default: break
                }
            }
            return press.atMostShift ? .type(text) : nil
        case .other:
            return nil
        }
    }

    private static func decodeNavigation(_ key: NavigationKey, _ press: TableKeyPress, typeAheadActive: Bool) -> TableCommand? {
        if press.superKey { return nil }
        if key == .space {
            if press.control && !press.shift && !press.alt { return .toggleSelection }
            if typeAheadActive && press.atMostShift { return .type(" ") }
        }
        if press.alt {
            guard !press.control, !press.shift, key == .up || key == .down else { return nil }
            return .moveRow(up: key == .up)
        }
        guard !press.control, let command = KeyCommand.table(key) else { return nil }
        if command == .activate { return .activate }
        return press.shift ? .extendSelection(command) : .move(command)
    }
}
