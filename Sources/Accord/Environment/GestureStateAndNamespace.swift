import Foundation
import AccordLayout

// Two property wrappers gestures and `matchedGeometryEffect` need (added by the modifiers work;
// the property-wrapper owner may extend them).

/// State a gesture updates while it is active and resets when it ends. A still frame has no
/// active gesture: the value is always the initial one.
@propertyWrapper
public struct GestureState<Value>: @unchecked Sendable {
    let initial: Value
    /// Gesture state starting at `wrappedValue` (inert: no gesture runs in a still frame, so it stays there).
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// Gesture state starting at `initialValue` (inert).
    public init(initialValue: Value) { initial = initialValue }
    /// Gesture state with a reset transaction (inert).
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// Gesture state with a reset callback (inert).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// Gesture state with a reset transaction (inert).
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// The value: always the initial one.
    public var wrappedValue: Value { initial }
    /// The gesture state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state starting as nil (inert).
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

/// A namespace for `matchedGeometryEffect` ids: each `@Namespace` property is a distinct one.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0
    /// The namespace's identity, for `matchedGeometryEffect(id:in:)`.
    public let wrappedValue: ID
    /// A new namespace (SwiftUI's `@Namespace var ns`).
    public init() {
        Namespace.lock.lock()
        Namespace.next += 1
        wrappedValue = ID(value: Namespace.next)
        Namespace.lock.unlock()
    }
}
