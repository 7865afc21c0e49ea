/// Which section each title of a table's section index goes to (UIKit's
/// `sectionForSectionIndexTitle`), for an index that may list titles no section has (an A–Z
/// index over the letters people's names start with).
///
/// A title whose folded text (``TypeAheadFolding``) equals a section's title goes to that
/// section. A title with no section of its own goes to the section of the next title after it
/// in the index that has one ("Q" to "R"); a title with none after it goes to the last
/// section, and that is reported as a ``problems`` line, since the index then lists more than
/// the table has. Without section titles at all, title `i` goes to section `i` (UIKit's own
/// default), titles beyond the last section to the last, reported.
package struct SectionIndexMap: Equatable, Sendable {
    /// The section of each index title, in the index's order; empty when the table has no
    /// sections.
    package let sections: [Int]
    /// What did not map cleanly, one line per title, for a warning.
    package let problems: [String]

    /// Maps `titles` onto `sectionCount` sections titled `sectionTitles` (one per section,
    /// `nil` for a section without a title; an empty array for none at all), comparing with
    /// `folding`.
    package init(titles: [String], sectionTitles: [String?], sectionCount: Int, folding: TypeAheadFolding) {
        let sectionCount = max(0, sectionCount)
        guard sectionCount > 0 else {
            sections = []
            problems = titles.isEmpty ? [] : ["the section index has \(titles.count) titles but the table has no sections"]
            return
        }
        let last = sectionCount - 1
        var problems: [String] = []
        guard sectionTitles.contains(where: { $0 != nil }) else {
            sections = titles.indices.map { min($0, last) }
            for index in titles.indices where index > last {
                problems.append("the section index title '\(titles[index])' has no section \(index); it goes to the last section")
            }
            self.problems = problems
            return
        }
        var sectionByTitle: [String: Int] = [:]
        for (section, title) in sectionTitles.prefix(sectionCount).enumerated() {
            guard let title else { continue }
            let key = folding.fold(title)
            if sectionByTitle[key] == nil { sectionByTitle[key] = section }
        }
        let own = titles.map { sectionByTitle[folding.fold($0)] }
        // From the end: each title without a section takes the next one's.
        var mapped = [Int](repeating: last, count: titles.count)
        var next: Int?
        for index in titles.indices.reversed() {
            if let section = own[index] { next = section }
            if let section = next {
                mapped[index] = section
            } else {
                problems.append("the section index title '\(titles[index])' has no section and none after it; it goes to the last section")
            }
        }
        sections = mapped
        self.problems = problems.reversed()
    }

    /// The section of the title at `index`, or `nil` for an index outside the titles.
    package func section(forTitleAt index: Int) -> Int? {
        sections.indices.contains(index) ? sections[index] : nil
    }
}
