// swift-tools-version:6.0
// An AppKit NSTableView screen (planets in sortable columns) on TableDeckViews, as an outside
// package adopts the library.

import PackageDescription

let package = Package(
    name: "ColumnTable",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ColumnTable",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
