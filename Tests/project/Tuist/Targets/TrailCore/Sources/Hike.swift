import Foundation

public struct Hike: Identifiable, Sendable {
    public let id = UUID()
    public var name: String
    public var kilometres: Double
    public init(name: String, kilometres: Double) {
        self.name = name
        self.kilometres = kilometres
    }
}
