import Foundation
import Dispatch

// The part of Combine that SwiftUI views use, for Linux (where Combine does not exist; the
// `accord` tool drops `import Combine`). Values flow synchronously: a subject's `send` reaches
// its subscribers at once, `Just` and `CurrentValueSubject` deliver on subscription, operators
// transform as they pass. Time never passes in a still frame: timers never fire, and
// `debounce`/`delay`/`throttle`/`receive(on:)` pass values straight through.

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when released.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?
    /// A cancellable that runs `cancel` when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }
    deinit { onCancel?() }
    /// Cancels the subscription (once).
    public func cancel() {
        let c = onCancel
        onCancel = nil
        c?()
    }
    /// Keeps the cancellable in `set`, alive as long as the set is.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps the cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    /// Cancellables are equal when they are the same object.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// How a stream ended.
public enum Subscribers {
    /// How a publisher ended: finished, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Delivers values over time. `_subscribe` connects a receiver (values, then maybe a completion);
/// `receive(subscriber:)` connects a `Subscriber` (Combine+Subscriber.swift). Each has a default
/// made of the other: Accord's publishers implement `_subscribe`, a user's implements
/// `receive(subscriber:)` as in Combine.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Connects `subscriber` (Combine's requirement).
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    func _subscribe(_ value: @escaping (Output) -> Void,
                    _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// A publisher of any type.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    /// A type-erased publisher wrapping `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }
    init(_ subscribe: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(value, completion)
    }
}

/// One value, then finished.
public struct Just<Output>: Publisher {
    /// `Just` never fails.
    public typealias Failure = Never
    /// The one value.
    public let output: Output
    /// A publisher of one value, then finished.
    public init(_ output: Output) { self.output = output }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        value(output)
        completion(.finished)
        return AnyCancellable {}
    }
}

/// No value; finished at once unless `completeImmediately` is false.
public struct Empty<Output, Failure: Error>: Publisher {
    let completeImmediately: Bool
    /// A publisher of no values that finishes at once (or never, when `completeImmediately` is false).
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// An empty publisher of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if completeImmediately { completion(.finished) }
        return AnyCancellable {}
    }
}

/// Fails at once.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error the publisher fails with.
    public let error: Failure
    /// A publisher that fails at once with `error`.
    public init(error: Failure) { self.error = error }
    /// A publisher of the given output type that fails at once.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        completion(.failure(error))
        return AnyCancellable {}
    }
}

/// A publisher you send values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()` to the subscribers.
    public func send() { send(()) }
}

/// The subscribers of a subject.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var receivers: [Int: ((Output) -> Void, (Subscribers.Completion<Failure>) -> Void)] = [:]
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ done: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let c = completion { lock.unlock(); done(c); return AnyCancellable {} }
        let id = next
        next += 1
        receivers[id] = (value, done)
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.receivers[id] = nil
            self.lock.unlock()
        }
    }
    func send(_ v: Output) {
        lock.lock()
        let r = completion == nil ? receivers.sorted { $0.key < $1.key }.map(\.value) : []
        lock.unlock()
        for (value, _) in r { value(v) }
    }
    func finish(_ c: Subscribers.Completion<Failure>) {
        lock.lock()
        guard completion == nil else { lock.unlock(); return }
        completion = c
        let r = receivers.values
        receivers = [:]
        lock.unlock()
        for (_, done) in r { done(c) }
    }
}

/// Sends each value to its current subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let subscribers = SubscriberList<Output, Failure>()
    /// A subject with no subscribers yet.
    public init() {}
    /// Sends `value` to the current subscribers, at once.
    public func send(_ value: Output) { subscribers.send(value) }
    /// Ends the subscribers' streams.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(value, completion)
    }
}

/// Holds a current value, delivered to each new subscriber and on each change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output
    /// A subject holding `value`.
    public init(_ value: Output) { current = value }
    /// The current value; setting it sends it.
    public var value: Output {
        get { lock.lock(); defer { lock.unlock() }; return current }
        set { send(newValue) }
    }
    /// Stores and sends `value`.
    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        Invalidation.write(self)
        subscribers.send(value)
    }
    /// Ends the subscribers' streams.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { value(self.value) }
        return subscribers.add(value, completion)
    }
}

/// What `ObservableObject.objectWillChange` is.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// An observable object's publisher sends `()`.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never
    let subscribers = SubscriberList<Void, Never>()
    /// A publisher for an observable object.
    public init() {}
    /// Sends `()`: the object is about to change (the live preview builds everything again).
    public func send() {
        Invalidation.noteUntrackedChange()
        subscribers.send(())
    }
    /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        subscribers.add(value, completion)
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for changes: nothing observes it in a still frame.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property that publishes its changes (`$property` is the publisher: current value first).
@propertyWrapper
public struct Published<Value> {
    /// What `$property` gives.
    public struct Publisher: Accord.Publisher {
        /// The published value's type.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
        public func _subscribe(_ value: @escaping (Value) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            subject._subscribe(value, completion)
        }
    }
    let subject: CurrentValueSubject<Value, Never>
    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }
    /// A published property starting at `initialValue` (older spelling).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// The value; setting it publishes it.
    public var wrappedValue: Value {
        get {
            Invalidation.read(subject)
            return subject.value
        }
        nonmutating set { subject.send(newValue) }
    }
    /// The property's publisher: `$name`.
    public var projectedValue: Publisher {
        get { Publisher(subject: subject) }
        set {}
    }
}

// MARK: - Subscribing

extension Publisher {
    /// Subscribes with closures for values and the completion; keep the returned cancellable.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, receiveCompletion)
    }
    /// Assigns each value to `object[keyPath:]`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
        where Failure == Never {
        _subscribe({ object[keyPath: keyPath] = $0 }, { _ in })
    }
    /// Republishes into a `@Published` property (`.assign(to: &$property)`).
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {
        let subject = published.subject
        let c = _subscribe({ subject.send($0) }, { _ in })
        withExtendedLifetime(c) {}
        retained.append(c)
    }
    /// The publisher, type-erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// `assign(to:)` subscriptions live as long as the process (as their `@Published` target would).
nonisolated(unsafe) private var retained: [AnyCancellable] = []

extension Publisher where Failure == Never {
    /// Subscribes with a closure for values; keep the returned cancellable.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, { _ in })
    }
}
