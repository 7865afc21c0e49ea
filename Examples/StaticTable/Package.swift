// swift-tools-version:6.0
// UIKit's static UITableViewController item-detail sample on TableDeckViews, as an outside package
// adopts the library.

import PackageDescription

let package = Package(
    name: "StaticTable",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "StaticTable",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
