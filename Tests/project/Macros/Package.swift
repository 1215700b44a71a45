// swift-tools-version: 5.9
// A package with its own Swift macro (written for Tests/project/macros.sh): `@Metrics(width:)`
// adds `static var width: Double` to a type. The macro target is a compiler plugin built with
// swift-syntax, as SwiftPM builds it.
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Chips",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Chips", targets: ["Chips"])],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0")
    ],
    targets: [
        .macro(
            name: "ChipMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax")
            ]
        ),
        .target(name: "Chips", dependencies: ["ChipMacros"]),
        .target(name: "ChipViews", dependencies: ["Chips"])
    ]
)
