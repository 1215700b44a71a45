import Foundation

/// A key for a value that a view hands to the `Layout` of its container
/// (`.layoutValue(key:value:)`, read as `subview[Key.self]`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view carries up to its container: its layout priority and `LayoutValueKey`
/// values. Modifiers keep their content's traits, so `.layoutPriority(1).padding()` still has
/// priority 1 in the stack.
package struct LayoutTraits: @unchecked Sendable {
    package var priority: Double = 0
    package var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    package subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// Properties a layout declares about itself.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if any. A `Spacer` directly inside
    /// takes space along this axis only.
    public var stackOrientation: Axis?
    public init() {}
}
