// swift-tools-version:6.0
// UIKit's paging UIScrollView and UIPageControl sample on TableDeckViews, as an outside package
// adopts the library.

import PackageDescription

let package = Package(
    name: "Carousel",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Carousel",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
