import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Table screen: a directory of made-up people in sortable, resizable, movable columns
/// (Name, Email, City, Joined, Score), from `--seed` with `--rows` people. A press prints
/// `Item pressed at index N` (N the person's index in the data, whatever the sort), a sort
/// `Sorted by COLUMN ascending` or `… descending`. Dates and scores are written as the
/// user's locale writes them.
@MainActor
final class TableScreen: ScreenController, ColumnTableViewDataSource, ColumnTableViewDelegate {
    /// The people made when `--seed` is not given: the same directory on every launch.
    static let defaultSeed: UInt64 = 0

    private let box = Box(.vertical)
    var root: Widget { box }
    /// The table (tests and the benchmark reach it).
    let table: ColumnTableView
    /// The people shown, in data order (the benchmark's people check reads them).
    let people: SeededPeopleDirectory
    /// Each column's English title, by identifier, for the stdout lines.
    private var englishTitles: [String: String] = [:]

    /// Shows `rowCount` people made from `seed`.
    init(rowCount: Int, seed: UInt64) {
        let people = SeededPeopleDirectory(seed: seed, count: rowCount)
        self.people = people
        let columns = Self.makeColumns(people)
        table = ColumnTableView(columns: columns.map(\.column), emptyText: L10n.text("No people"))
        englishTitles = Dictionary(uniqueKeysWithValues: columns.map { ($0.column.identifier, $0.english) })
        table.expandsVertically = true
        table.allowsMultipleSelection = true
        table.setAccessibleName(L10n.text("People"))
        box.append(table)
        table.dataSource = self
        table.delegate = self
        table.reloadData()
    }

    /// The columns, each with its English title.
    private static func makeColumns(_ people: SeededPeopleDirectory) -> [(column: TableColumn, english: String)] {
        let name = TableColumn(
            "name", title: L10n.text("Name"), width: ColumnWidth(.expanding, minimum: 120),
            text: { people.person(at: $0)?.name ?? "" },
            // Sorting reads a million names: the name alone, not the whole record (its email).
            sortKey: { row in people.name(at: row).map { .text($0) } ?? .missing })
        let email = TableColumn(
            "email", title: L10n.text("Email"), width: ColumnWidth(.natural, minimum: 120, maximum: 320),
            text: { people.person(at: $0)?.email ?? "" })
        let city = TableColumn(
            "city", title: L10n.text("City"), width: ColumnWidth(.natural, minimum: 80, maximum: 220),
            text: { people.person(at: $0)?.city ?? "" })
        let joined = TableColumn(
            // TRANSLATORS: the column of the dates the people joined (signed up).
            "joined", title: L10n.text("Joined"), width: ColumnWidth(.natural, minimum: 90),
            text: { row in people.person(at: row).map(joinedText) ?? "" },
            sortKey: { row in people.joinedDaysSinceEpoch(at: row).map { .integer($0) } ?? .missing })
        let score = TableColumn(
            // TRANSLATORS: the column of each person's score, a number from 0 to 100.
            "score", title: L10n.text("Score"), alignment: .trailing, width: ColumnWidth(.natural, minimum: 70),
            text: { row in people.person(at: row).map(scoreText) ?? "" },
            sortKey: { row in people.score(at: row).map { .number($0) } ?? .missing })
        return [(name, "Name"), (email, "Email"), (city, "City"), (joined, "Joined"), (score, "Score")]
    }

    var search: TableSearch? { table.search }

    /// The day `person` joined, as the user's locale writes a date.
    private static func joinedText(_ person: PersonRecord) -> String {
        joinedText(person.joined)
    }

    /// A day, as the user's locale writes a date.
    private static func joinedText(_ day: CalendarDay) -> String {
        joinedTexts.text(for: day)
    }

    /// Each joined day's text.
    private static let joinedTexts = RepeatedTexts<CalendarDay> { day in
        LocaleFormat.date(year: day.year, month: day.month, day: day.day)
    }

    /// `person`'s score, as the user's locale writes a number, to a tenth.
    private static func scoreText(_ person: PersonRecord) -> String {
        scoreText(person.score)
    }

    /// A score, as the user's locale writes a number, to a tenth.
    private static func scoreText(_ score: Double) -> String {
        scoreTexts.text(for: Int((score * 10).rounded()))
    }

    /// Each score's text, by tenths.
    private static let scoreTexts = RepeatedTexts<Int> { tenths in LocaleFormat.decimal(Double(tenths) / 10, fractionDigits: 1) }

    /// What a search looks in: every cell's text, written into one string (the columns' own
    /// texts would make the record once per column).
    func tableView(_ tableView: ColumnTableView, searchTextForRow row: Int) -> String? {
        people.searchText(at: row, joined: Self.joinedText, score: Self.scoreText)
    }

    func didAppear() {
        table.takeKeyboardFocus()
    }

    func numberOfRows(in tableView: ColumnTableView) -> Int { people.count }

    func tableView(_ tableView: ColumnTableView, didPressRow row: Int) {
        Diagnostics.printEvent(StdoutEvent.itemPressed(index: row).line)
    }

    func tableView(_ tableView: ColumnTableView, didSortBy sortOrder: ColumnSortOrder) {
        guard let primary = sortOrder.primary else { return }
        let title = englishTitles[primary.column] ?? primary.column
        Diagnostics.printEvent(StdoutEvent.sorted(column: title, ascending: primary.direction == .ascending).line)
    }

    func tableView(_ tableView: ColumnTableView, contextMenuActionsForRow row: Int) -> [RowAction] {
        guard let person = people.person(at: row) else { return [] }
        return [
            RowAction(title: L10n.text("Copy Name")) { Clipboard.setText(person.name) },
            RowAction(title: L10n.text("Copy Email")) { Clipboard.setText(person.email) },
        ]
    }
}
