import TableDeckBridge
import TableDeckModel

extension Screen {
    /// The title shown in the screen switcher and the shortcuts window, in the user's language.
    /// A new screen adds one case here (the literal must be written out for `xgettext`).
    var localizedTitle: String {
        switch self {
        case .users: L10n.text("Users")
        case .carousel: L10n.text("Carousel")
        }
    }

    /// The keys this screen understands, for the shortcuts window: `(accelerators, what they do)`.
    /// A new screen adds one case here.
    var localizedKeys: [(accelerators: String, title: String)] {
        switch self {
        case .users:
            [
                ("Up Down", L10n.text("Move to the previous or next user")),
                ("Home End", L10n.text("Move to the first or last user")),
                ("Return space", L10n.text("Press the focused user")),
            ]
        case .carousel:
            [
                ("Left Right", L10n.text("Show the previous or next page")),
                ("Page_Up Page_Down", L10n.text("Show the previous or next page")),
                ("Home End", L10n.text("Show the first or last page")),
            ]
        }
    }
}
