import Foundation

// Combine's subscriber side: `Subscriber`, `Subscription`, `Subscribers.Demand`, the built-in
// `Subscribers.Sink` / `Subscribers.Assign`, `AnySubscriber`, and `subscribe(_:)`. Accord's
// publishers deliver through the closure hook `_subscribe` (Combine.swift); a user's subscriber is
// bridged onto it by a subscription that honours demand as Combine's do: the upstream starts at
// the first request, each value uses one unit of demand and adds the demand the subscriber
// returns, values that arrive with no demand left are dropped (as a `PassthroughSubject` drops
// them), and the completion always arrives. A user's own publisher (one that implements
// `receive(subscriber:)`) works with `sink`, `assign` and every operator: they subscribe to it
// with an unlimited demand.

/// An identifier of a subscription or subscriber (Combine's `CombineIdentifier`).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    private static let counter = NSLock()
    nonisolated(unsafe) private static var next: UInt64 = 0

    /// A new, unique identifier.
    public init() {
        CombineIdentifier.counter.lock()
        CombineIdentifier.next += 1
        value = CombineIdentifier.next | (1 << 63)
        CombineIdentifier.counter.unlock()
    }
    /// The identifier of an object: the same for as long as the object lives.
    public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj))) & ~(1 << 63) }
    /// The identifier as hexadecimal digits.
    public var description: String { "0x" + String(value, radix: 16) }
}

/// A type with a `CombineIdentifier` (classes get one from their identity).
public protocol CustomCombineIdentifierConvertible {
    /// The identifier.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identifier.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

extension Subscribers {
    /// How many more values a subscriber asks for (Combine's `Subscribers.Demand`): a number, or
    /// unlimited. Sums and products that overflow are unlimited; a difference below zero is none.
    public struct Demand: Hashable, Comparable, CustomStringConvertible, Sendable {
        /// The count; `UInt.max` is unlimited.
        let count: UInt
        init(count: UInt) { self.count = count }

        /// As many values as the publisher sends.
        public static let unlimited = Demand(count: .max)
        /// No values.
        public static let none = Demand(count: 0)
        /// At most `value` values (`value` must not be negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(count: UInt(value))
        }
        /// The number asked for, or nil when unlimited.
        public var max: Int? { self == .unlimited ? nil : Int(clamping: count) }
        /// `unlimited`, or `max(n)`.
        public var description: String { self == .unlimited ? "unlimited" : "max(\(count))" }

        /// Demands add; unlimited plus anything is unlimited.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (s, o) = lhs.count.addingReportingOverflow(rhs.count)
            return o || s == .max ? .unlimited : Demand(count: s)
        }
        /// Adds `rhs` values (a negative number subtracts).
        public static func + (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs - (-rhs) : lhs + .max(rhs) }
        /// Unlimited less anything is unlimited; anything less unlimited is none; never below none.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.count > rhs.count ? Demand(count: lhs.count - rhs.count) : .none
        }
        /// Subtracts `rhs` values (a negative number adds).
        public static func - (lhs: Demand, rhs: Int) -> Demand { rhs < 0 ? lhs + (-rhs) : lhs - .max(rhs) }
        /// Multiplies; unlimited times anything is unlimited.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "demand cannot be negative")
            if lhs == .unlimited { return .unlimited }
            let (p, o) = lhs.count.multipliedReportingOverflow(by: UInt(rhs))
            return o || p == .max ? .unlimited : Demand(count: p)
        }
        /// Adds in place.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds a number in place.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts in place.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Subtracts a number in place.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// Multiplies in place.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Unlimited is more than any number.
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.count < rhs.count }
        /// Whether the demand is exactly `rhs` values (never, when unlimited).
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs != .unlimited && rhs >= 0 && lhs.count == UInt(rhs) }
        /// Whether the demand is not exactly `rhs` values.
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        /// Whether `lhs` values are exactly the demand.
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        /// Whether `lhs` values are not exactly the demand.
        public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }
        /// Whether the demand is less than `rhs` values.
        public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs != .unlimited && lhs.count < UInt(rhs) }
        /// Whether the demand is more than `rhs` values.
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs == .unlimited || lhs.count > UInt(rhs) }
        /// Whether the demand is at most `rhs` values.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
        /// Whether the demand is at least `rhs` values.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
        /// Whether `lhs` values are fewer than the demand.
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        /// Whether `lhs` values are more than the demand.
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        /// Whether `lhs` values are at most the demand.
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        /// Whether `lhs` values are at least the demand.
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}

/// What connects a publisher to a subscriber: the subscriber asks it for values and may cancel it
/// (Combine's `Subscription`).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Receives a subscription, then values, then at most one completion (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The error it may receive.
    associatedtype Failure: Error
    /// The publisher has accepted the subscription: ask it for values.
    func receive(subscription: any Subscription)
    /// A value; answer how many more values to add to the demand.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The stream ended.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives `()`.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Subscriptions that do nothing (Combine's `Subscriptions`).
public enum Subscriptions {
    /// A subscription that ignores requests and cancellation.
    public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription, @unchecked Sendable {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

// MARK: - Publishers and subscribers meet

extension Publisher {
    /// Connects `subscriber` (Combine's `Publisher.receive(subscriber:)`; for Accord's publishers a
    /// subscription that honours demand, described at the top of this file).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = DemandSubscription(subscriber: subscriber, start: _subscribe)
        subscriber.receive(subscription: subscription)
    }
    /// Accord's subscription hook for a publisher that implements `receive(subscriber:)` (a user's
    /// own publisher): subscribes with an unlimited demand.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: completion, receiveValue: value)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
    /// Attaches `subscriber` (Combine's `subscribe(_:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
    /// Sends this publisher's values and completion through `subject`; cancel the answer to stop.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        _subscribe({ subject.send($0) }, { subject.send(completion: $0) })
    }
}

extension Subject {
    /// A subject accepts a subscription to an upstream by asking it for every value.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// Bridges a subscriber onto a publisher's closure hook, honouring the subscriber's demand.
final class DemandSubscription<S: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var subscriber: S?
    private var start: ((@escaping (S.Input) -> Void, @escaping (Subscribers.Completion<S.Failure>) -> Void) -> AnyCancellable)?
    private var demand = Subscribers.Demand.none
    private var upstream: AnyCancellable?
    private var ended = false

    init(subscriber: S,
         start: @escaping (@escaping (S.Input) -> Void, @escaping (Subscribers.Completion<S.Failure>) -> Void) -> AnyCancellable) {
        self.subscriber = subscriber
        self.start = start
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        guard !ended, more > 0 else { lock.unlock(); return }
        demand += more
        let begin = start
        start = nil
        lock.unlock()
        // The upstream starts at the first request and keeps this subscription alive (as a
        // Combine publisher keeps its subscriptions) until it ends or is cancelled.
        guard let begin else { return }
        let c = begin({ self.deliver($0) }, { self.finish($0) })
        lock.lock()
        if ended { lock.unlock(); c.cancel(); return }
        upstream = c
        lock.unlock()
    }

    private func deliver(_ value: S.Input) {
        lock.lock()
        guard !ended, demand > 0, let s = subscriber else { lock.unlock(); return }
        demand -= 1
        lock.unlock()
        let more = s.receive(value)
        lock.lock()
        if !ended { demand += more }
        lock.unlock()
    }

    private func finish(_ completion: Subscribers.Completion<S.Failure>) {
        lock.lock()
        guard !ended, let s = subscriber else { lock.unlock(); return }
        ended = true
        subscriber = nil
        let u = upstream
        upstream = nil
        lock.unlock()
        s.receive(completion: completion)
        withExtendedLifetime(u) {}
    }

    func cancel() {
        lock.lock()
        ended = true
        subscriber = nil
        start = nil
        let u = upstream
        upstream = nil
        lock.unlock()
        u?.cancel()
    }
}

// MARK: - Built-in subscribers

extension Subscribers {
    /// Calls closures with each value and the completion, asking for every value (Combine's
    /// `Subscribers.Sink`, what `sink` uses).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var cancelled = false

        /// A sink calling the closures.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }
        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard !cancelled, self.subscription == nil else { lock.unlock(); subscription.cancel(); return }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }
        /// Calls `receiveValue`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }
        /// Calls `receiveCompletion` and lets the subscription go.
        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            lock.lock()
            subscription = nil
            lock.unlock()
        }
        /// Cancels the subscription.
        public func cancel() {
            lock.lock()
            cancelled = true
            let s = subscription
            subscription = nil
            lock.unlock()
            s?.cancel()
        }
    }

    /// Assigns each value to an object's property (Combine's `Subscribers.Assign`).
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        /// It never fails.
        public typealias Failure = Never
        /// The object assigned to (released when the stream ends or is cancelled).
        public private(set) var object: Root?
        /// The property assigned.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// Assigns to `object[keyPath:]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }
        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil else { subscription.cancel(); return }
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        /// Assigns the value.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }
        /// Lets the object and the subscription go.
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }
        /// Cancels the subscription and lets the object go.
        public func cancel() {
            let s = subscription
            subscription = nil
            object = nil
            s?.cancel()
        }
    }
}

/// A subscriber of any type, or made of closures (Combine's `AnySubscriber`).
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The wrapped subscriber's identifier (a new one for closures).
    public let combineIdentifier: CombineIdentifier
    private let subscription: ((any Subscription) -> Void)?
    private let value: ((Input) -> Subscribers.Demand)?
    private let completion: ((Subscribers.Completion<Failure>) -> Void)?

    /// Wraps `s`.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = s.combineIdentifier
        subscription = s.receive(subscription:)
        value = s.receive(_:)
        completion = s.receive(completion:)
    }
    /// A subscriber made of closures (a missing one does nothing; a missing value closure asks
    /// for no more).
    public init(receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        subscription = receiveSubscription
        value = receiveValue
        completion = receiveCompletion
    }
    /// "AnySubscriber".
    public var description: String { "AnySubscriber" }
    /// Passes the subscription on.
    public func receive(subscription: any Subscription) { self.subscription?(subscription) }
    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand { value?(input) ?? .none }
    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion?(completion) }
}
