// swift-tools-version:6.0
// An AppKit NSOutlineView screen (a project's files, folders read when first opened) on
// TableDeckViews, as an outside package adopts the library.

import PackageDescription

let package = Package(
    name: "Outline",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Outline",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
