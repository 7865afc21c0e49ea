/// Keyboard shortcuts that switch screens, derived from the order of ``Screen/allCases``: the
/// first screen is Ctrl+1, the second Ctrl+2 and so on, so a new screen gets its shortcut by
/// being added to the enum.
extension Screen {
    /// The digit typed with Ctrl to show this screen (1 for the first), `nil` past the ninth.
    public var shortcutDigit: Int? {
        guard let position = Screen.allCases.firstIndex(of: self) else { return nil }
        let digit = Screen.allCases.distance(from: Screen.allCases.startIndex, to: position) + 1
        return digit <= 9 ? digit : nil
    }

    /// The accelerator in GTK's syntax, such as `<Control>1`, or `nil` past the ninth screen.
    public var accelerator: String? {
        shortcutDigit.map { "<Control>\($0)" }
    }

    /// The screen Ctrl+`digit` shows, `nil` when no screen has that digit.
    public init?(shortcutDigit digit: Int) {
        guard let screen = Screen.allCases.first(where: { $0.shortcutDigit == digit }) else { return nil }
        self = screen
    }
}
