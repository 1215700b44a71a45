import Foundation

/// A named value produced by views and read by their ancestors, as SwiftUI's `PreferenceKey`.
///
/// Values flow up the laid-out tree: a view's value is its children's values combined in tree
/// order by `reduce` (only the children that produce one take part; none gives `defaultValue`),
/// replaced by `.preference(key:value:)` where one is written. Readers see them after layout:
/// `onPreferenceChange` (then the tree is updated again with any state it changed), and
/// `overlayPreferenceValue` / `backgroundPreferenceValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's (`nextValue`), in view-tree
    /// order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for optional values.
    public static var defaultValue: Value { nil }
}
