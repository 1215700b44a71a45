import Foundation

/// A plant category, as the garden's backend names them.
public struct Category: Hashable, Sendable {
    public let name: String
    public let iconWidth: Double
    public init(name: String, iconWidth: Double) {
        self.name = name
        self.iconWidth = iconWidth
    }
    public static let herbs = Category(name: "Herbs", iconWidth: 40)
}
