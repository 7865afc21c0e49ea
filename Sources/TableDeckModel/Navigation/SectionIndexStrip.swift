/// The titles a section index strip shows and which title a point on it means.
///
/// Each shown entry is a target at least ``minimumTargetHeight`` tall (WCAG 2.2's 24 px).
/// When the strip is too short for every title at that height, titles are folded as UIKit's
/// index folds them: the first and last titles stay, evenly spread titles between them stay,
/// and each run of titles left out is shown as one "•" whose height is shared among them, so
/// a drag along the strip still passes every section.
package struct SectionIndexStrip: Equatable, Sendable {
    /// The smallest height of one entry, in pixels.
    package static let minimumTargetHeight = 24.0
    /// What a folded run of titles shows.
    package static let foldMark = "•"

    /// One entry of the strip.
    package struct Entry: Equatable, Sendable {
        /// The text shown: a title, or ``SectionIndexStrip/foldMark``.
        package var label: String
        /// The indexes of the titles the entry stands for (one for a title shown; the folded
        /// run for a "•").
        package var titles: Range<Int>
        /// Whether the entry stands for titles left out (a "•").
        package var isFold: Bool
    }

    /// The entries, top to bottom.
    package let entries: [Entry]
    /// The strip's height the entries share.
    package let height: Double

    /// Lays out `titles` in a strip `height` pixels tall.
    package init(titles: [String], height: Double) {
        let height = height.isFinite ? max(0, height) : 0
        self.height = height
        let count = titles.count
        let fitting = max(1, Int(height / Self.minimumTargetHeight))
        guard count > fitting else {
            entries = titles.indices.map { Entry(label: titles[$0], titles: $0..<($0 + 1), isFold: false) }
            return
        }
        // Title, fold, title …, title: an odd number of entries.
        let slots = fitting % 2 == 1 ? fitting : fitting - 1
        let shownCount = (slots + 1) / 2
        guard shownCount > 1 else {
            entries = [Entry(label: titles[0], titles: 0..<count, isFold: false)]
            return
        }
        let shown = (0..<shownCount).map { ($0 * (count - 1) + (shownCount - 1) / 2) / (shownCount - 1) }
        var entries: [Entry] = []
        for (step, index) in shown.enumerated() {
            if step > 0, let previous = entries.last?.titles.upperBound, previous < index {
                entries.append(Entry(label: Self.foldMark, titles: previous..<index, isFold: true))
            }
            entries.append(Entry(label: titles[index], titles: index..<(index + 1), isFold: false))
        }
        self.entries = entries
    }

    /// Each entry's height: the strip shared equally.
    package var entryHeight: Double {
        entries.isEmpty ? 0 : height / Double(entries.count)
    }

    /// The entry at `y` (0 at the top of the strip), clamped to the strip: a drag that leaves
    /// it above or below keeps meaning the first or last entry.
    package func entry(atY y: Double) -> Int? {
        guard !entries.isEmpty else { return nil }
        guard y.isFinite, entryHeight > 0 else { return 0 }
        return min(entries.count - 1, max(0, Int(y / entryHeight)))
    }

    /// The title at `y`: the entry's own, or, on a "•", the folded title at that point of it.
    package func title(atY y: Double) -> Int? {
        guard let index = entry(atY: y) else { return nil }
        let entry = entries[index]
        guard entry.titles.count > 1, entryHeight > 0, y.isFinite else { return entry.titles.lowerBound }
        let within = min(max((y - Double(index) * entryHeight) / entryHeight, 0), 0.999_999)
        return entry.titles.lowerBound + Int(within * Double(entry.titles.count))
    }
}
