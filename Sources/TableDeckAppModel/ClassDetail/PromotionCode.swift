/// Checks what a user typed in the promotion-code entry before it is applied.
public enum PromotionCode {
    /// Why a code was refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// Nothing (or only spaces) was typed.
        case empty
        /// The code holds something other than letters, digits and dashes.
        case invalidCharacters
        /// The code is longer than ``maximumLength``.
        case tooLong
    }

    /// The longest code accepted.
    public static let maximumLength = 32

    /// The code to apply (trimmed of surrounding spaces, upper-cased), or why it is refused.
    public static func validate(_ text: String) -> Result<String, Refusal> {
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let code = String(trimmed).uppercased()
        if code.isEmpty { return .failure(.empty) }
        if code.count > maximumLength { return .failure(.tooLong) }
        let allowed = code.unicodeScalars.allSatisfy { scalar in
            (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9") || scalar == "-"
        }
        return allowed ? .success(code) : .failure(.invalidCharacters)
    }
}
