import ProjectDescription
import ProjectDescriptionHelpers

// The app target is spelled out; the feature modules come from a helper (Targets/<Name>/Sources).
let project = Project(
    name: "Trail",
    targets: [
        .target(
            name: "trail-app",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.trail",
            sources: ["App/Sources/**"],
            resources: ["App/Resources/**"],
            dependencies: [.target(name: "TrailUI")]
        ),
    ] + Module.all.map(\.target)
)
