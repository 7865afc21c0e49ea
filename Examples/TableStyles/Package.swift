// swift-tools-version:6.0
// UIKit's table styles (`UITableView(frame:style:)`: plain, grouped, inset grouped) on
// TableDeckViews, as an outside package adopts the library.

import PackageDescription

let package = Package(
    name: "TableStyles",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "TableStyles",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
