/// The texts of values that repeat across many rows (a day, a score), each written once by its
/// formatter and then read from memory. The Table screen's million people have 9,862 joined days
/// and 1,001 scores: writing a date through GLib took 0.8 µs, more than a third of what a first
/// search spent reading a person.
///
/// Keeps at most ``limit`` texts; a value met after that is written each time. The locale is
/// the process's, set once at start, so a text written once stays right.
@MainActor
final class RepeatedTexts<Key: Hashable> {
    /// How many texts are kept at most.
    let limit: Int
    private var texts: [Key: String] = [:]
    private let write: (Key) -> String

    /// Texts written by `write`, at most `limit` of them kept.
    init(limit: Int = 20_000, write: @escaping (Key) -> String) {
        self.limit = limit
        self.write = write
    }

    /// The text of `key`: from memory when it was written before.
    func text(for key: Key) -> String {
        if let known = texts[key] { return known }
        let text = write(key)
        if texts.count < limit { texts[key] = text }
        return text
    }
}
