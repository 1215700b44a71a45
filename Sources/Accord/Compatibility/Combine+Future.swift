import Foundation

// Combine's `Future` (a publisher that produces one value later, then finishes, or fails) and
// `Deferred` (a publisher made when subscribed), the pair real code wraps callback APIs in:
// `Deferred { Future { promise in context.evaluatePolicy(…) { ok, _ in promise(.success(ok)) } } }`.

/// A publisher that eventually produces one value and finishes, or fails (Combine's `Future`).
/// The closure runs at once; the result is kept and given to every subscriber, earlier or later.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The closure's way to deliver the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    fileprivate let lock = NSLock()
    fileprivate var result: Result<Output, Failure>?
    fileprivate var waiting: [Int: (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = [:]
    fileprivate var nextID = 0

    /// A future whose closure runs now and calls the promise once (later calls are ignored).
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { lock.unlock(); return }
        self.result = result
        let subscribers = waiting.sorted { $0.key < $1.key }.map(\.value)
        waiting = [:]
        lock.unlock()
        for s in subscribers { Self.deliver(result, s.value, s.completion) }
    }

    private static func deliver(_ result: Result<Output, Failure>, _ value: (Output) -> Void,
                                _ completion: (Subscribers.Completion<Failure>) -> Void) {
        switch result {
        case .success(let output): value(output); completion(.finished)
        case .failure(let error): completion(.failure(error))
        }
    }

    /// Accord's subscription hook (not Combine API): delivers the result now if it is known, else when it is.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        lock.lock()
        if let result {
            lock.unlock()
            Self.deliver(result, value, completion)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        waiting[id] = (value, completion)
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock(); self.waiting[id] = nil; self.lock.unlock()
        }
    }
}

extension Future {
    /// Calls `body` with the result once it is known (at once if it is); cannot be cancelled.
    func whenFulfilled(_ body: @escaping (Result<Output, Failure>) -> Void) {
        lock.lock()
        if let result {
            lock.unlock()
            body(result)
            return
        }
        let id = nextID
        nextID += 1
        waiting[id] = ({ body(.success($0)) }, { if case .failure(let error) = $0 { body(.failure(error)) } })
        lock.unlock()
    }
}

/// A future's result handed across the await (the future may be fulfilled on another thread; its
/// value is the caller's, as Combine's non-`Sendable` `value` is).
struct FutureResult<Output, Failure: Error>: @unchecked Sendable {
    let result: Result<Output, Failure>
    var output: Output {
        switch result {
        case .success(let output): return output
        case .failure: preconditionFailure("a Future<_, Never> cannot fail")
        }
    }
}

extension Future where Failure == Never {
    /// The value, when the future has it (Combine's async `value`).
    public var value: Output {
        get async {
            await withCheckedContinuation { (continuation: CheckedContinuation<FutureResult<Output, Failure>, Never>) in
                whenFulfilled { continuation.resume(returning: FutureResult(result: $0)) }
            }.output
        }
    }
}

extension Future where Failure == any Error {
    /// The value, or the error the future failed with (Combine's async throwing `value`).
    public var value: Output {
        get async throws {
            try await withCheckedContinuation { (continuation: CheckedContinuation<FutureResult<Output, Failure>, Never>) in
                whenFulfilled { continuation.resume(returning: FutureResult(result: $0)) }
            }.result.get()
        }
    }
}

/// A publisher made by a closure each time it is subscribed (Combine's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// The closure that makes the publisher.
    public let createPublisher: () -> DeferredPublisher
    /// A publisher that calls `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    /// Accord's subscription hook (not Combine API): subscribes to a newly made publisher.
    public func _subscribe(_ value: @escaping (Output) -> Void,
                           _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        createPublisher()._subscribe(value, completion)
    }
}
