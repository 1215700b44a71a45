import Foundation
import AccordLayout

// Source compatibility for SwiftUI's data-flow types. Accord renders still frames: there is no
// run loop and nothing is observed; these hold values so that views written with them compile
// and lay out with their initial state. (`@Observable` is Swift's own macro, from the Observation
// module Accord re-exports; the live preview tracks it: State/ViewGraph+Observation.swift.)

/// A binding to a property of an object (what `$model.property` gives).
func objectBinding<O: AnyObject, T>(_ object: O, _ keyPath: ReferenceWritableKeyPath<O, T>) -> Binding<T> {
    Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
}

/// A class whose changes SwiftUI would observe (Combine's `ObservableObject`): its
/// `objectWillChange` publisher is an `ObservableObjectPublisher` unless the class declares its
/// own (then `ObjectWillChangePublisher` is that type, as in Combine).
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange`.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

// `@Published` is in Combine.swift (its `$` projection is a publisher).

/// Where a `@StateObject`'s object lives: made on first use, once per identity (as SwiftUI
/// evaluates the autoclosure once for the view's lifetime).
final class StateObjectStorage<ObjectType: AnyObject>: @unchecked Sendable {
    private let make: () -> ObjectType
    private var made: ObjectType?
    private var forward: StateObjectStorage<ObjectType>?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let f = forward { return f.object }
        if let o = made { return o }
        let o = make()
        made = o
        return o
    }
    func connect(to storage: StateObjectStorage<ObjectType>) {
        if storage !== self { forward = storage }
    }
}

/// An object a view owns: created once per view identity and kept across `body` evaluations.
@propertyWrapper @dynamicMemberLookup
/// An observable object a view creates and owns, kept per view identity (SwiftUI's `@StateObject`).
public struct StateObject<ObjectType: AnyObject>: @unchecked Sendable, GraphStoredProperty, ObjectHolding {
    let storage: StateObjectStorage<ObjectType>
    /// An object made once by `thunk`, the first time the view is built.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = StateObjectStorage(thunk) }
    /// The object.
    public var wrappedValue: ObjectType { storage.object }
    /// The property wrapper itself, for `$model.property` bindings.
    public var projectedValue: StateObject<ObjectType> { self }
    /// A binding to a property of the object: `$model.name`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
        objectBinding(wrappedValue, keyPath)
    }

    func attach(to graph: ViewGraph, key: StateKey) {
        let own = storage
        storage.connect(to: graph.location(key) { own })
    }

    var heldObject: AnyObject? { storage.object }
}

/// An object a view is given.
@propertyWrapper @dynamicMemberLookup
/// An observable object passed in from outside (SwiftUI's `@ObservedObject`).
public struct ObservedObject<ObjectType: AnyObject>: @unchecked Sendable, ObjectHolding {
    var heldObject: AnyObject? { wrappedValue }
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue` (SwiftUI's older spelling).
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    /// The property wrapper itself, for `$model.property` bindings.
    public var projectedValue: ObservedObject<ObjectType> { self }
    /// A binding to a property of the object: `$model.name`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
        objectBinding(wrappedValue, keyPath)
    }
}

/// Bindings to the properties of an observable object (`@Bindable`).
@propertyWrapper @dynamicMemberLookup
/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`).
public struct Bindable<Value: AnyObject>: @unchecked Sendable, ObjectHolding {
    var heldObject: AnyObject? { wrappedValue }
    /// The object.
    public var wrappedValue: Value
    /// Bindable access to `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindable access to `value` (`Bindable(model)`).
    public init(_ value: Value) { self.wrappedValue = value }
    /// The property wrapper itself, for `$model.property` bindings.
    public var projectedValue: Bindable<Value> { self }
    /// A binding to a property of the object: `$model.name`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, T>) -> Binding<T> {
        objectBinding(wrappedValue, keyPath)
    }
}

struct EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

/// An object from the environment (`.environmentObject(_:)`).
@propertyWrapper @dynamicMemberLookup
/// An observable object an ancestor put in the environment with `environmentObject(_:)` (SwiftUI's `@EnvironmentObject`); a missing one stops the preview with a message naming the type, as SwiftUI does.
public struct EnvironmentObject<ObjectType: AnyObject>: @unchecked Sendable {
    /// Reads the object of its type from the environment.
    public init() {}
    /// The object found in the environment.
    public var wrappedValue: ObjectType {
        guard let o = EnvironmentValues.current[EnvironmentObjectsKey.self][ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No \(ObjectType.self) found in the environment: add .environmentObject(_:) above this view")
        }
        if !isObserved(o) { Invalidation.active?.untrackedModels = true }
        return o
    }
    /// The property wrapper itself, for `$model.property` bindings.
    public var projectedValue: EnvironmentObject<ObjectType> { self }
    /// A binding to a property of the object: `$model.name`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
        objectBinding(wrappedValue, keyPath)
    }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside, for `@EnvironmentObject` (SwiftUI's `environmentObject(_:)`).
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        transformEnvironment { $0[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object }
    }
    /// iOS 17's `.environment(object)` for `@Observable` classes.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        transformEnvironment { env in if let object { env[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object } }
    }
}

extension Environment where Value: AnyObject {
    /// iOS 17's `@Environment(Model.self)`.
    public init(_ type: Value.Type) {
        self.init(read: { env in
            guard let o = env[EnvironmentObjectsKey.self][ObjectIdentifier(type)] as? Value else {
                fatalError("No \(Value.self) found in the environment: add .environment(_:) above this view")
            }
            if !isObserved(o) { Invalidation.active?.untrackedModels = true }
            return o
        })
    }
}
