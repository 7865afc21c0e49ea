import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// Every piece of text the Class detail page shows that is not class data, in one place: each
/// string passes through ``localized(_:)``, a keyword `xgettext` extracts (po/meson.build), and
/// is translated through gettext in the app's domain (``L10n``).
enum ClassDetailStrings {
    /// The translation of `text` in the user's language (the English text is the key).
    static func localized(_ text: String) -> String {
        L10n.text(text)
    }

    static let promotionToggle = localized("Class has a promotion")
    static let promotionToggleHint = localized("Adds or removes the promotion code section")
    static let teacherPrefix =
        // TRANSLATORS: shown before the teacher's name ("with Mai Nguyen").
        localized("with")
    static let reviewsSuffix =
        // TRANSLATORS: shown after the number of reviews ("128 reviews").
        localized("reviews")
    static let perClass =
        // TRANSLATORS: shown after the price ("€49 full course").
        localized("full course")
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
    /// The picks strip's accessible description: its keys, for someone who does not see it.
    static let picksKeysHint = localized("Left and Right move one card, Home and End go to the ends")
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
        L10n.substitute(localized("Code %@ applied. The discount shows at checkout."), text: code)
    }
}
