/// The sections of the Class detail screen, in the order the screen shows them.
///
/// Each section owns the space above it and none below it, so leaving an optional section out
/// never doubles or loses a gap: the gap above any section is always the one it declares.
public enum DetailSection: String, CaseIterable, Sendable {
    /// Title, teacher and rating.
    case header
    /// A short description of the class.
    case summary
    /// Whether seats are free, with a "See availability" button.
    case availability
    /// About the teacher.
    case aboutTeacher
    /// Where the class takes place.
    case address
    /// A promotion-code entry; only for classes that have a promotion.
    case promotion
    /// "Is that a gift?"
    case gift
    /// How the course materials are shipped.
    case shipping
    /// A sideways-scrolling row of other classes.
    case editorsPicks
    /// What students said.
    case reviews

    /// The space in pixels between the section above (or the top of the page) and this one.
    public var topSpacing: Int {
        switch self {
        case .header: 24
        case .summary: 16
        case .availability: 36
        case .aboutTeacher: 36
        case .address: 28
        case .promotion: 36
        // The widest gap: it sets the gift question apart from the promotion field above it
        // (or from the address, for a class without a promotion).
        case .gift: 54
        case .shipping: 28
        case .editorsPicks: 40
        case .reviews: 40
        }
    }

    /// Whether a class may leave this section out.
    public var isOptional: Bool {
        self == .promotion
    }
}
