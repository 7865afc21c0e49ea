import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Cells screen: people grouped by the first letter of their name in a
/// recycling table, where the section headers and the rows are the same ``PersonView`` type.
/// A press prints `Item pressed at section S row R` and shows it under the table. The header of
/// the section at the top stays pinned ("A", "5 people"), an A–Z index at the trailing edge jumps
/// to a letter, and typing a name's first letters moves the cursor to it.
@MainActor
final class CellsScreen: ScreenController, RecyclingTableViewDataSource, RecyclingTableViewDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    private let table: RecyclingTableView
    private let status = Label(L10n.text("Click a person, or move with Up and Down and press Enter"))
    private let people: PeopleDirectory

    /// Shows `people` in a table drawn in `style` (`--style`).
    init(people: PeopleDirectory = .sample, style: TableStyle = .plain) {
        self.people = people
        table = RecyclingTableView(emptyText: L10n.text("No people"), style: style)
        table.expandsVertically = true
        table.setAccessibleName(L10n.text("People"))
        status.addCSSClass("tabledeck-status")
        status.xAlign = 0
        // One line, ellipsized when narrow, so the screen shrinks to 400 px.
        status.ellipsizesAtEnd = true
        box.append(table)
        box.append(status)
        table.register(PersonView.self)
        table.dataSource = self
        table.delegate = self
        table.reloadData()
    }

    /// Puts the keyboard in the table, on the row it was on (or the first row on screen),
    /// without scrolling: the list stays where the user left it.
    var search: TableSearch? { table.search }

    func didAppear() {
        table.takeKeyboardFocus()
    }

    func numberOfSections(in tableView: RecyclingTableView) -> Int {
        people.groups.count
    }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        people.groups.indices.contains(section) ? people.groups[section].names.count : 0
    }

    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { true }

    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        guard people.groups.indices.contains(section) else { return nil }
        let group = people.groups[section]
        let cell = tableView.dequeueCell(PersonView.self)
        let count = group.names.count
        cell.customView.configure(
            title: group.letter,
            detail: L10n.plural(
                "%d person", "%d people", count: count,
                shownAs: DigitGrouping.grouped(count, language: L10n.catalogLanguage)),
            badge: group.letter)
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueCell(PersonView.self)
        let name = people.name(at: indexPath) ?? ""
        // A detail about the person (made-up sample data, as the names are), not the row's place.
        cell.customView.configure(
            title: name, detail: people.detail(at: indexPath) ?? "", badge: String(name.prefix(1)))
        return cell
    }

    /// The A–Z index: every letter, also those no name starts with (the table sends a letter
    /// without people to the next letter that has some).
    func sectionIndexTitles(for tableView: RecyclingTableView) -> [String]? {
        Self.indexLetters
    }

    func tableView(_ tableView: RecyclingTableView, indexTitleForSection section: Int) -> String? {
        people.groups.indices.contains(section) ? people.groups[section].letter : nil
    }

    func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String? {
        people.name(at: indexPath)
    }

    /// A to Z.
    private static let indexLetters = (0..<26).compactMap { Unicode.Scalar(65 + $0).map { String(Character($0)) } }

    /// The table of people.
    var tableView: RecyclingTableView { table }

    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        // Stdout stays English (a machine interface); the status line is for the user.
        Diagnostics.printEvent(StdoutEvent.cellPressed(indexPath).line)
        status.text = L10n.text("Item pressed at section %d row %d", indexPath.section, indexPath.row)
    }
}
