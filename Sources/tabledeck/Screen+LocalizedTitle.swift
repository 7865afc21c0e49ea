import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

extension Screen {
    /// The title shown in the screen switcher and the shortcuts window, in the user's language.
    /// A new screen adds one case here (the literal must be written out for `xgettext`).
    var localizedTitle: String {
        switch self {
        case .users: L10n.text("Users")
        case .carousel: L10n.text("Carousel")
        case .cells: L10n.text("Cells")
        // TRANSLATORS: the screen showing one class (a course someone can book), not a programming class.
        case .detail: L10n.text("Class")
        // TRANSLATORS: the screen showing people in columns (a table of rows and columns).
        case .table: L10n.text("Table")
        // TRANSLATORS: the screen showing a folder tree (files and folders on the disk).
        case .files: L10n.text("Files")
        }
    }

    /// The keys this screen understands, for the shortcuts window: `(accelerators, what they do)`.
    /// A new screen adds one case here.
    var localizedKeys: [(accelerators: String, title: String)] {
        switch self {
        case .users:
            [
                // One row per command: the window must fit a screen 800 px tall (ShortcutsColumns).
                ("Up Down Page_Up Page_Down", L10n.text("Move by one user or by a screenful")),
                ("Home End", L10n.text("Move to the first or last user")),
                ("Return space", L10n.text("Press the focused user")),
                // TRANSLATORS: type-ahead: typing "12" moves the cursor to the row "12. User".
                ("0...9", L10n.text("Type a user’s number to move to that user")),
                ("<Control>space", L10n.text("Select or deselect the focused user")),
                ("<Shift>Up <Shift>Down", L10n.text("Extend the selection to the previous or next user")),
                ("<Control>a Escape", L10n.text("Select all users, or none")),
                (UsersCommand.deleteAccelerator, L10n.text("Delete the selected users")),
                (UsersCommand.undoAccelerator, L10n.text("Undo the last change")),
                (UsersCommand.newUserAccelerator, L10n.text("Add a user after the focused one")),
                ("Menu <Shift>F10", L10n.text("Open the focused user’s menu")),
                ("<Alt>Up <Alt>Down", L10n.text("Move the focused user up or down")),
                // Not listed, for the 800 px: Tab and Escape on a row swiped open with the pointer
                // (they reach its buttons and close them; the README says so), as a keyboard user
                // reaches the same actions through the menu above.
            ]
        case .carousel:
            [
                // One row per command: the window must fit a screen 800 px tall (ShortcutsColumns).
                ("Left Right Page_Up Page_Down", L10n.text("Show the previous or next page")),
                ("Home End", L10n.text("Show the first or last page")),
                ("space", L10n.text("Pause or play the slideshow (on the page indicator)")),
            ]
        case .cells:
            [
                ("Up Down Page_Up Page_Down", L10n.text("Move by one person or by a screenful")),
                ("Home End", L10n.text("Move to the first or last person")),
                ("Return space", L10n.text("Press the focused person")),
                // TRANSLATORS: type-ahead: typing "ken" moves the cursor to the first person named Ken….
                ("a...z", L10n.text("Type a name’s first letters to move to that person")),
            ]
        case .detail:
            [
                // Tab and Shift+Tab between the controls, as in every GTK window, are not listed:
                // the window must fit a screen 800 px tall (DesktopAppTests measures it).
                ("Return space", L10n.text("Press the focused button")),
                ("Left Right Home End", L10n.text("Scroll the editor’s picks by a class or to an end")),
            ]
        case .table:
            [
                ("Up Down Page_Up Page_Down", L10n.text("Move by one person or by a screenful")),
                ("<Shift>Tab", L10n.text("Go to the column headers")),
                ("Return space", L10n.text("Sort by the focused column, or reverse its order")),
                ("<Control>Left <Control>Right", L10n.text("Make the focused column narrower or wider")),
                ("<Alt>Left <Alt>Right", L10n.text("Move the focused column left or right")),
                ("Menu <Shift>F10", L10n.text("Hide or show columns (on a column header)")),
            ]
        case .files:
            [
                // One row: the window must fit a screen 800 px tall (ShortcutsColumns); the other
                // keys are the lists' own, as on Users.
                ("Right Left", L10n.text("Open or close a folder; * and - do all below it"))
            ]
        }
    }
}
