// swift-tools-version:6.0
// A port of a public UIKit sample, the to-do list of diogenesdauster/iOsTodoList
// (`TodoList/ChecklistViewController.swift`): to-dos in sections by priority, swipe to delete,
// and an Edit button whose editing mode deletes and reorders rows, on TableDeckViews, as an
// outside package adopts the library.

import PackageDescription

let package = Package(
    name: "Checklist",
    dependencies: [
        // An outside package would write `.package(url: "https://…/TableDeck.git", from: "…")`.
        .package(name: "TableDeck", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Checklist",
            dependencies: [.product(name: "TableDeckViews", package: "TableDeck")]
        )
    ]
)
