import Foundation

/// Where a `@State` value lives. A view value's `State` makes one when it is created; when the
/// view is built inside a hosted tree the graph connects it to the location kept at the view's
/// identity (`forward`), so a view rebuilt at the same identity reads its previous value.
final class StateLocation<Value>: @unchecked Sendable {
    private var stored: Value
    private var forward: StateLocation<Value>?
    /// Writes that per-view invalidation cannot follow (focus: the focused field is found by
    /// building everything).
    var untrackedWrites = false

    init(_ value: Value) { stored = value }

    /// The location actually holding the value.
    private var target: StateLocation<Value> { forward ?? self }

    /// The value; reads and writes are seen by per-view invalidation (ViewGraph+Invalidation.swift).
    var value: Value {
        get {
            let t = target
            Invalidation.read(t)
            return t.stored
        }
        set {
            let t = target
            t.stored = newValue
            Invalidation.write(t)
            if t.untrackedWrites { Invalidation.noteUntrackedChange() }
        }
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
public struct State<Value>: @unchecked Sendable, GraphStoredProperty, ObjectHolding {
    let location: StateLocation<Value>
    /// State with an initial value (`@State var count = 0`), kept per view identity across updates.
    public init(wrappedValue: Value) { location = StateLocation(wrappedValue) }
    /// State with an initial value (SwiftUI's older `init(initialValue:)`).
    public init(initialValue: Value) { location = StateLocation(initialValue) }
    /// The current value; setting it updates the view (in a live preview).
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }
    /// A binding to the value, for a child view (`$count`).
    public var projectedValue: Binding<Value> {
        let l = location
        return Binding(get: { l.value }, set: { l.value = $0 })
    }

    func attach(to graph: ViewGraph, key: StateKey) {
        let own = location
        location.connect(to: graph.location(key) { own })
    }

    var heldObject: AnyObject? { Value.self is AnyClass ? location.value as AnyObject : nil }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as nil (`@State var selection: Item?`).
    public init() { self.init(wrappedValue: nil) }
}
