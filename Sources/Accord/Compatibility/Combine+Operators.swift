import Foundation
import Dispatch

// Combine's operators (Combine.swift has the publishers, subjects and the subscription model they
// share): synchronous, as values are delivered; the time-based ones pass values straight through.

// MARK: - Operators (synchronous; time-based ones pass values straight through)

extension Publisher {
    func derived<T, F: Error>(_ make: @escaping (@escaping (T) -> Void, @escaping (Subscribers.Completion<F>) -> Void) -> AnyCancellable)
        -> AnyPublisher<T, F> {
        AnyPublisher(make)
    }

    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        derived { v, c in self._subscribe({ v(transform($0)) }, c) }
    }
    /// Each value's property at `keyPath`.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { map { $0[keyPath: keyPath] } }
    /// Transforms each value, dropping nil results.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        derived { v, c in self._subscribe({ if let t = transform($0) { v(t) } }, c) }
    }
    /// Only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        derived { v, c in self._subscribe({ if isIncluded($0) { v($0) } }, c) }
    }
    /// Drops the first `count` values.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        derived { v, c in
            var left = count
            return self._subscribe({ if left > 0 { left -= 1 } else { v($0) } }, c)
        }
    }
    /// Only the first `maxLength` values.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        derived { v, c in
            var left = maxLength
            return self._subscribe({ if left > 0 { left -= 1; v($0) } }, c)
        }
    }
    /// Sends `elements` first.
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        derived { v, c in
            elements.forEach(v)
            return self._subscribe(v, c)
        }
    }
    /// Replaces a failure with `output`.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        derived { v, c in
            self._subscribe(v, { done in
                if case .failure = done { v(output) }
                c(.finished)
            })
        }
    }
    /// The same values, typed as failing with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        derived { v, c in self._subscribe(v, { _ in c(.finished) }) }
    }
    /// Transforms the failure.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        derived { v, c in
            self._subscribe(v, { done in
                switch done {
                case .finished: c(.finished)
                case .failure(let e): c(.failure(transform(e)))
                }
            })
        }
    }
    /// The latest value of each publisher, as a pair, once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        derived { v, c in
            var a: Output?, b: P.Output?
            let c1 = self._subscribe({ a = $0; if let b { v(($0, b)) } }, c)
            let c2 = other._subscribe({ b = $0; if let a { v((a, $0)) } }, c)
            return AnyCancellable { c1.cancel(); c2.cancel() }
        }
    }
    /// The values of both publishers, as they arrive.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        derived { v, c in
            let c1 = self._subscribe(v, c), c2 = other._subscribe(v, c)
            return AnyCancellable { c1.cancel(); c2.cancel() }
        }
    }
    /// The values of the publishers `transform` makes.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        derived { v, c in
            var inner: [AnyCancellable] = []
            let outer = self._subscribe({ inner.append(transform($0)._subscribe(v, { _ in })) }, c)
            return AnyCancellable { outer.cancel(); inner.forEach { $0.cancel() } }
        }
    }
    /// Receives on `scheduler`: passes values straight through (no time passes in a still frame).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    /// Subscribes on `scheduler`: passes values straight through (no time passes in a still frame).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    /// Debounces: passes values straight through (no time passes in a still frame).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    /// Throttles: passes values straight through (no time passes in a still frame).
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    /// Delays: passes values straight through (no time passes in a still frame).
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }
    /// The publisher, type-erased: each subscriber still subscribes on its own (Combine shares one subscription).
    public func share() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}

extension Publisher where Output: Equatable {
    /// Drops values equal to the previous one.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        derived { v, c in
            var last: Output?
            return self._subscribe({ if $0 != last { last = $0; v($0) } }, c)
        }
    }
}
