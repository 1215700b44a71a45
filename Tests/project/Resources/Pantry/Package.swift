// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Pantry",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Screens", targets: ["Screens"])],
    targets: [
        .target(name: "Store", resources: [.process("Model.xcdatamodeld"), .process("Data")]),
        .target(name: "Screens", dependencies: ["Store"]),
    ]
)
