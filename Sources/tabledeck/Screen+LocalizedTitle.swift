import TableDeckBridge
import TableDeckModel

extension Screen {
    /// The title shown in the screen switcher and the shortcuts window, in the user's language.
    /// A new screen adds one case here (the literal must be written out for `xgettext`).
    var localizedTitle: String {
        switch self {
        case .users: L10n.text("Users")
        }
    }

    /// The keys this screen understands, for the shortcuts window: `(accelerators, what they do)`.
    /// A new screen adds one case here; the carousel's will list Left/Right, Page Up/Down and
    /// Home/End.
    var localizedKeys: [(accelerators: String, title: String)] {
        switch self {
        case .users:
            [
                ("Up Down", L10n.text("Move to the previous or next user")),
                ("Home End", L10n.text("Move to the first or last user")),
                ("Return space", L10n.text("Press the focused user")),
            ]
        }
    }
}
