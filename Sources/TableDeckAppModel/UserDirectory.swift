/// The Users screen's data: row `i` is the user `"i. User"`.
public struct UserDirectory: Equatable, Sendable {
    /// How many users there are (never negative).
    public let count: Int

    /// Creates a directory of `count` users; a negative count is treated as zero.
    public init(count: Int) {
        self.count = max(0, count)
    }

    /// The title of the user at `index`.
    public func title(at index: Int) -> String {
        "\(index). User"
    }
}
