// swift-tools-version:6.0
// UIKit's CellViewBinder and GenericTableViewCell<View> sample on TableDeckViews, as an outside
// package adopts the library.

import PackageDescription

let package = Package(
    name: "GenericCells",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "GenericCells",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
