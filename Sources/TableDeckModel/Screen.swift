/// The screens of the main window, in the order the window shows them.
public enum Screen: String, CaseIterable, Sendable {
    /// The stack table view of 1000 users (seeds 000 and 002).
    case users
    /// Paged tables with a page indicator (seed 001).
    case carousel

    /// The title shown in the screen switcher.
    public var title: String {
        switch self {
        case .users: "Users"
        case .carousel: "Carousel"
        }
    }
}
