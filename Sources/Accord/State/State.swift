import Foundation

/// Where a `@State` value lives. A view value's `State` makes one when it is created; when the
/// view is built inside a hosted tree the graph connects it to the location kept at the view's
/// identity (`forward`), so a view rebuilt at the same identity reads its previous value.
final class StateLocation<Value>: @unchecked Sendable {
    private var stored: Value
    private var forward: StateLocation<Value>?

    init(_ value: Value) { stored = value }

    /// The location actually holding the value.
    private var target: StateLocation<Value> { forward ?? self }

    var value: Value {
        get { target.stored }
        set { target.stored = newValue }
    }

    func connect(to location: StateLocation<Value>) {
        if location !== self { forward = location.target }
    }
}

/// A value a view owns, as SwiftUI's `@State`: it lives at the view's identity in the hosted
/// tree, so it survives `body` being evaluated again (Accord's update rounds after preferences
/// change state) and starts over where the identity is new (an `if` that flipped, a new `.id`).
/// Outside a hosted tree it is a plain box holding its initial value.
@propertyWrapper
public struct State<Value>: @unchecked Sendable, GraphStoredProperty {
    let location: StateLocation<Value>
    public init(wrappedValue: Value) { location = StateLocation(wrappedValue) }
    public init(initialValue: Value) { location = StateLocation(initialValue) }
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let l = location
        return Binding(get: { l.value }, set: { l.value = $0 })
    }

    func attach(to graph: ViewGraph, key: StateKey) {
        let own = location
        location.connect(to: graph.location(key) { own })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}
