import Foundation
import AccordLayout

// Two property wrappers gestures and `matchedGeometryEffect` need (added by the modifiers work;
// the property-wrapper owner may extend them).

/// State a gesture updates while it is active and resets when it ends. A still frame has no
/// active gesture: the value is the initial one. In the live preview a drag's `.updating($state)`
/// sets it while the drag lasts and it returns to its initial value when the drag ends; its
/// storage lives at the view's identity like `@State`'s (Docs/StateModel.md).
@propertyWrapper
public struct GestureState<Value>: @unchecked Sendable, GraphStoredProperty {
    let initial: Value
    let location: StateLocation<Value>
    /// Gesture state starting at `wrappedValue` (a still frame shows it; the live preview's drags change it).
    public init(wrappedValue: Value) { initial = wrappedValue; location = StateLocation(wrappedValue) }
    /// Gesture state starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Gesture state with a reset transaction (the transaction is not used).
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }
    /// Gesture state with a reset callback (not called).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: wrappedValue) }
    /// Gesture state with a reset transaction (the transaction is not used).
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }
    /// The value: the initial one unless a gesture is under way (the live preview).
    public var wrappedValue: Value { location.value }
    /// The gesture state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func attach(to graph: ViewGraph, key: StateKey) {
        let own = location
        location.connect(to: graph.location(key) { own })
    }
    /// Sets the value while a gesture is active (the live preview).
    func set(_ v: Value) { location.value = v }
    /// Back to the initial value (the gesture ended).
    func reset() { location.value = initial }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state starting as nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

/// A namespace for `matchedGeometryEffect` ids: each `@Namespace` property is a distinct one,
/// kept at its view's identity (the same id across body evaluations, as SwiftUI's).
@propertyWrapper
public struct Namespace: Sendable, GraphStoredProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0
    let location: StateLocation<ID>
    /// The namespace's identity, for `matchedGeometryEffect(id:in:)`.
    public var wrappedValue: ID { location.value }
    /// A new namespace (SwiftUI's `@Namespace var ns`).
    public init() {
        Namespace.lock.lock()
        Namespace.next += 1
        location = StateLocation(ID(value: Namespace.next))
        Namespace.lock.unlock()
    }

    func attach(to graph: ViewGraph, key: StateKey) {
        let own = location
        location.connect(to: graph.location(key) { own })
    }
}
