import Foundation

// Combine's connectable publishers, for the timer idiom of tutorials and apps:
//     @State var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
//     let timer: Publishers.Autoconnect<Timer.TimerPublisher> = …
//     timer.upstream.connect().cancel()   // stops the timer
// Time does not pass in a still frame: the timer never fires (Combine.swift).

/// A publisher that sends nothing until `connect()` is called (Combine's `ConnectablePublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancel the answer to stop.
    func connect() -> Cancellable
}

/// Namespace of Combine's publisher types (`Publishers.Autoconnect` …).
public enum Publishers {
    /// A connectable publisher that connects on its first subscription (Combine's
    /// `Publishers.Autoconnect`, what `autoconnect()` answers).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// What it publishes: the upstream's values.
        public typealias Output = Upstream.Output
        /// How it fails: as the upstream.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher it wraps (`timer.upstream.connect().cancel()`).
        public final let upstream: Upstream
        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }
        /// Accord's subscription hook (not Combine API): subscribes to the upstream.
        public func _subscribe(_ value: @escaping (Output) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            upstream._subscribe(value, completion)
        }
    }
}

extension Publishers {
    /// The latest values of two publishers, once both have sent one (Combine's
    /// `Publishers.CombineLatest`, what `combineLatest(_:)` makes).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Pairs of the latest values.
        public typealias Output = (A.Output, B.Output)
        /// The publishers' failure.
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
        public func _subscribe(_ value: @escaping (Output) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            a.combineLatest(b)._subscribe(value, completion)
        }
    }
}

extension ConnectablePublisher {
    /// Connects on the first subscription (Combine's `autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
