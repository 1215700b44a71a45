import Foundation

/// Spacing tokens of the design system (points).
public enum Spacing {
    public static let card: Double = 12
    /// Internal: the app cannot see it.
    static let hairline: Double = 1
}
