import ProjectDescription

public struct Module {
    public let name: String
    public static let all = [Module(name: "TrailCore"), Module(name: "TrailUI")]
    public var target: Target {
        .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "org.example.\(name)",
                sources: ["Targets/\(name)/Sources/**"])
    }
}
