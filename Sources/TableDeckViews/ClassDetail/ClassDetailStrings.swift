import TableDeckModel

/// Every piece of text the Class detail page shows that is not class data, in one place, so
/// it can go through gettext later: each string passes through ``localized(_:)``, the one
/// keyword `xgettext` will be told to extract.
enum ClassDetailStrings {
    /// Looks up the translation of `text`; the English text is its own key until TableDeck
    /// ships translations.
    static func localized(_ text: String) -> String {
        text
    }

    static let promotionToggle = localized("Class has a promotion")
    static let promotionToggleHint = localized("Adds or removes the promotion code section")
    static let teacherPrefix = localized("with")
    static let reviewsSuffix = localized("reviews")
    static let perClass = localized("full course")
    static let summaryTitle = localized("About this class")
    static let availabilityTitle = localized("Availability")
    static let checking = localized("Checking…")
    static let seeAvailability = localized("See availability")
    static let aboutTeacherTitle = localized("About the teacher")
    static let addressTitle = localized("Address")
    static let promotionTitle = localized("Promotion code")
    static let promotionPlaceholder = localized("Enter a code, e.g. SPRING20")
    static let apply = localized("Apply")
    static let giftTitle = localized("Is that a gift?")
    static let giftHint = localized("We will send a gift card instead of a receipt, without the price.")
    static let shippingTitle = localized("Shipping")
    static let picksTitle = localized("Editor’s picks")
    static let picksHint = localized("Scroll sideways for more")
    static let reviewsTitle = localized("Reviews")

    /// The message under the promotion entry when a code is refused.
    static func refusal(_ refusal: PromotionCode.Refusal) -> String {
        switch refusal {
        case .empty: localized("Enter a promotion code first.")
        case .invalidCharacters: localized("A promotion code has only letters, digits and dashes.")
        case .tooLong: localized("That code is too long.")
        }
    }

    /// The message under the promotion entry once `code` is applied.
    static func applied(_ code: String) -> String {
        localized("Code %@ applied. The discount shows at checkout.").replacing("%@", with: code)
    }
}
