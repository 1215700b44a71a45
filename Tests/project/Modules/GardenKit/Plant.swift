import Foundation

public struct Plant: Identifiable, Sendable {
    public let id = UUID()
    public var name: String
    public var category: Category
    public init(name: String, category: Category) {
        self.name = name
        self.category = category
    }
}
