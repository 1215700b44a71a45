import Foundation

// Combine's `handleEvents(…)` and `switchToLatest()` with their publisher types (`Publishers.HandleEvents`,
// `Publishers.SwitchToLatest`), so an app's own operators spelled with those types compile
// (`func handleEvents(_ f: …) -> Publishers.HandleEvents<Self>`). Values flow synchronously, as
// everywhere in Accord's Combine (Combine.swift).

extension Publishers {
    /// A publisher that runs closures as events pass through it (Combine's `Publishers.HandleEvents`,
    /// what `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)` makes).
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose events are observed.
        public let upstream: Upstream
        /// Runs when a subscriber subscribes.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Runs for each value.
        public var receiveOutput: ((Output) -> Void)?
        /// Runs when the upstream finishes or fails.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Runs when the subscription is cancelled before it completed.
        public var receiveCancel: (() -> Void)?
        /// Runs when the subscriber asks for values (once, for an unlimited demand).
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// A publisher that observes `upstream`'s events with the closures given.
        public init(upstream: Upstream,
                    receiveSubscription: ((any Subscription) -> Void)? = nil,
                    receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)? = nil) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Accord's subscription hook (not Combine API): subscribes to the upstream, calling the closures
        /// in Combine's order — subscription, request, then values and the completion; cancel only when
        /// cancelled before the completion.
        public func _subscribe(_ value: @escaping (Output) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let state = EventsState()
            receiveSubscription?(Subscriptions.empty)
            receiveRequest?(.unlimited)
            let onOutput = receiveOutput, onCompletion = receiveCompletion, onCancel = receiveCancel
            let inner = upstream._subscribe({ v in
                guard !state.done else { return }
                onOutput?(v)
                value(v)
            }, { c in
                guard !state.done else { return }
                state.done = true
                onCompletion?(c)
                completion(c)
            })
            return AnyCancellable {
                if !state.done { state.done = true; onCancel?() }
                inner.cancel()
            }
        }
    }

    /// A publisher that flattens a publisher of publishers, following only the newest one (Combine's
    /// `Publishers.SwitchToLatest`, what `switchToLatest()` makes): a new inner publisher cancels the
    /// one before it.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure
        /// The publisher of publishers.
        public let upstream: Upstream
        /// Follows the newest publisher `upstream` sends.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Accord's subscription hook (not Combine API): subscribes to each new inner publisher after
        /// cancelling the previous one; finishes when the upstream and the current inner publisher both
        /// have; the first failure ends everything.
        public func _subscribe(_ value: @escaping (Output) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let state = SwitchState()
            func finish(_ c: Subscribers.Completion<Failure>) {
                guard !state.done else { return }
                state.done = true
                state.current?.cancel()
                state.current = nil
                completion(c)
            }
            let outer = upstream._subscribe({ inner in
                guard !state.done else { return }
                state.current?.cancel()
                state.generation += 1
                let generation = state.generation
                state.innerFinished = false
                let cancellable = inner._subscribe({ v in
                    if !state.done && state.generation == generation { value(v) }
                }, { c in
                    guard state.generation == generation else { return }
                    switch c {
                    case .failure: finish(c)
                    case .finished:
                        state.innerFinished = true
                        if state.upstreamFinished { finish(.finished) }
                    }
                })
                if state.generation == generation && !state.done { state.current = cancellable }
            }, { c in
                switch c {
                case .failure: finish(c)
                case .finished:
                    state.upstreamFinished = true
                    if state.current == nil || state.innerFinished { finish(.finished) }
                }
            })
            return AnyCancellable {
                state.done = true
                state.current?.cancel()
                state.current = nil
                outer.cancel()
            }
        }
    }
}

private final class EventsState: @unchecked Sendable {
    var done = false
}

private final class SwitchState: @unchecked Sendable {
    var done = false
    var upstreamFinished = false
    var innerFinished = false
    var generation = 0
    var current: AnyCancellable?
}

extension Publisher {
    /// Runs the closures given as the publisher's events pass (Combine's `handleEvents(…)`).
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
                                receiveRequest: receiveRequest)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the newest publisher this publisher sent (Combine's `switchToLatest()`).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// The values of the newest publisher this publisher sent (Combine's `switchToLatest()`).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// The values of the newest publisher this publisher sent, the upstream taking the inner publishers'
    /// failure type (Combine's `switchToLatest()`; the upstream's type is erased here).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, AnyPublisher<Output, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// The values of the newest publisher this publisher sent, the inner publishers taking the upstream's
    /// failure type (Combine's `switchToLatest()`; the publishers' types are erased here).
    public func switchToLatest() -> Publishers.SwitchToLatest<AnyPublisher<Output.Output, Failure>, AnyPublisher<AnyPublisher<Output.Output, Failure>, Failure>> {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
