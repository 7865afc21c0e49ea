import TableDeckViews

/// A planet, as an AppKit sample's array controller would hold it.
struct Planet {
    let name: String
    let moons: Int
    let diameterKilometres: Int
    let kind: String
}

/// The planets in an `NSTableView`-like table: Name, Kind, Moons and Diameter columns that the
/// user sorts, resizes, moves and hides. A press prints the planet; a sort prints its column.
@MainActor
final class PlanetsViewController: ColumnTableViewDataSource, ColumnTableViewDelegate {
    let planets = [
        Planet(name: "Mercury", moons: 0, diameterKilometres: 4_879, kind: "Rocky"),
        Planet(name: "Venus", moons: 0, diameterKilometres: 12_104, kind: "Rocky"),
        Planet(name: "Earth", moons: 1, diameterKilometres: 12_742, kind: "Rocky"),
        Planet(name: "Mars", moons: 2, diameterKilometres: 6_779, kind: "Rocky"),
        Planet(name: "Jupiter", moons: 95, diameterKilometres: 139_820, kind: "Gas giant"),
        Planet(name: "Saturn", moons: 146, diameterKilometres: 116_460, kind: "Gas giant"),
        Planet(name: "Uranus", moons: 28, diameterKilometres: 50_724, kind: "Ice giant"),
        Planet(name: "Neptune", moons: 16, diameterKilometres: 49_244, kind: "Ice giant"),
    ]

    let tableView: ColumnTableView

    init() {
        // The columns read the planets through a copy of the array: the closures outlive `init`.
        let planets = planets
        tableView = ColumnTableView(columns: [
            // NSTableColumn(identifier: "name") with a text cell; sorts by the text.
            TableColumn("name", title: "Name", width: ColumnWidth(.expanding, minimum: 100), text: { planets[$0].name }),
            TableColumn("kind", title: "Kind", text: { planets[$0].kind }),
            // Numbers sort as numbers, not as text ("146" after "95"), and sit at the trailing edge.
            TableColumn(
                "moons", title: "Moons", alignment: .trailing, text: { String(planets[$0].moons) },
                sortKey: { .integer(Int64(planets[$0].moons)) }),
            TableColumn(
                "diameter", title: "Diameter (km)", alignment: .trailing, text: { String(planets[$0].diameterKilometres) },
                sortKey: { .integer(Int64(planets[$0].diameterKilometres)) }),
        ])
        tableView.dataSource = self  // held weak, as NSTableView's
        tableView.delegate = self
        tableView.reloadData()
    }

    func numberOfRows(in tableView: ColumnTableView) -> Int {
        planets.count
    }

    // The row is the planet's index in `planets`, whatever order the user sorted the table into.
    func tableView(_ tableView: ColumnTableView, didPressRow row: Int) {
        Diagnostics.printEvent("Pressed \(planets[row].name)")
    }

    // AppKit's tableView(_:sortDescriptorsDidChange:): the table has sorted itself already.
    func tableView(_ tableView: ColumnTableView, didSortBy sortOrder: ColumnSortOrder) {
        guard let primary = sortOrder.primary else { return }
        Diagnostics.printEvent("Sorted by \(primary.column) \(primary.direction.rawValue)")
    }
}
