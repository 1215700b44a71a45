import Foundation
import AccordLayout

// Two property wrappers gestures and `matchedGeometryEffect` need (added by the modifiers work;
// the property-wrapper owner may extend them).

/// State a gesture updates while it is active and resets when it ends. A still frame has no
/// active gesture: the value is always the initial one.
@propertyWrapper
public struct GestureState<Value>: @unchecked Sendable {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
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
    public let wrappedValue: ID
    public init() {
        Namespace.lock.lock()
        Namespace.next += 1
        wrappedValue = ID(value: Namespace.next)
        Namespace.lock.unlock()
    }
}
