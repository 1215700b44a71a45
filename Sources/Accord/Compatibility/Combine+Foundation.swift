import Foundation

// Combine's Foundation and standard-library publishers (URLSession, NotificationCenter, Result, Timer).

extension Swift.Result {
    /// Combine's `Result.Publisher`: the result's success once and then finished, or its failure.
    public struct Publisher: Accord.Publisher {
        public typealias Output = Success
        /// The result this publisher delivers.
        public let result: Swift.Result<Success, Failure>
        /// A publisher of `result`.
        public init(_ result: Swift.Result<Success, Failure>) { self.result = result }
        /// A publisher of one value.
        public init(_ output: Success) { self.init(.success(output)) }
        /// A publisher that fails with `failure`.
        public init(_ failure: Failure) { self.init(.failure(failure)) }
        public func _subscribe(_ value: @escaping (Success) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            switch result {
            case .success(let output): value(output); completion(.finished)
            case .failure(let error): completion(.failure(error))
            }
            return AnyCancellable {}
        }
    }
    /// A publisher of this result (Combine's `Result.publisher`).
    public var publisher: Publisher { Publisher(self) }
}

extension NotificationCenter {
    /// Combine's `NotificationCenter.Publisher`: the notifications named `name` (from `object`, if
    /// given) posted to `center` while subscribed, delivered on the posting thread.
    public struct Publisher: Accord.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        public func _subscribe(_ value: @escaping (Notification) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            let box = NotificationDelivery(value)
            let center = self.center
            let token = center.addObserver(forName: name, object: object, queue: nil) { box.value($0) }
            return AnyCancellable { center.removeObserver(token) }
        }
    }
    /// A publisher of the notifications named `name` posted to this centre.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

// `URLSession.dataTaskPublisher` is declared in the preview program by the tool
// (Sources/accord/PreviewSource+NetworkShim.swift): importing FoundationNetworking here would
// keep a package that uses Accord from linking with --static-swift-stdlib.

/// A decoder of a top-level value from `Input` (Combine's `TopLevelDecoder`, used by `decode(type:decoder:)`).
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
/// An encoder of a top-level value into `Output` (Combine's `TopLevelEncoder`, used by `encode(encoder:)`).
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}
extension JSONDecoder: TopLevelDecoder { public typealias Input = Data }
extension JSONEncoder: TopLevelEncoder { public typealias Output = Data }
extension PropertyListDecoder: TopLevelDecoder { public typealias Input = Data }
extension PropertyListEncoder: TopLevelEncoder { public typealias Output = Data }

extension Publisher {
    /// Transforms each value with a throwing closure; a thrown error ends the stream with that failure.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        AnyPublisher { value, completion in
            let state = FailOnce()
            return self._subscribe({ output in
                guard !state.failed else { return }
                do { value(try transform(output)) } catch { state.failed = true; completion(.failure(error)) }
            }, { end in
                guard !state.failed else { return }
                switch end {
                case .finished: completion(.finished)
                case .failure(let error): completion(.failure(error))
                }
            })
        }
    }
    /// Decodes each value with `decoder`; a decoding error ends the stream with that failure.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, any Error>
    where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }
    /// Encodes each value with `encoder`; an encoding error ends the stream with that failure.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, any Error> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
    /// Replaces a failure with the publisher `handler` makes from it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher { value, completion in
            let inner = CancellableBox()
            let outer = self._subscribe(value, { end in
                switch end {
                case .finished: completion(.finished)
                case .failure(let error): inner.value = handler(error)._subscribe(value, completion)
                }
            })
            return AnyCancellable { outer.cancel(); inner.value?.cancel() }
        }
    }
    /// Subscribes again up to `retries` times after a failure.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
        guard retries > 0 else { return eraseToAnyPublisher() }
        return self.catch { _ in self.retry(retries - 1) }
    }
}

private final class FailOnce: @unchecked Sendable { var failed = false }
private final class CancellableBox: @unchecked Sendable { var value: AnyCancellable? }

/// Carries the subscriber's closure into the observer block (delivery is synchronous, on the posting thread).
private struct NotificationDelivery: @unchecked Sendable {
    let value: (Notification) -> Void
    init(_ value: @escaping (Notification) -> Void) { self.value = value }
}

// MARK: - Foundation publishers

extension Timer {
    /// A timer publisher: it never fires in a still frame.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// What `Timer.publish` gives; `autoconnect()` starts it (never firing here).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The timer publishes dates.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never
        /// The interval between fires (it never fires in a still frame).
        public let interval: TimeInterval
        init(interval: TimeInterval) { self.interval = interval }
        /// Connects (no value is sent).
        public func connect() -> Cancellable { AnyCancellable {} }
        /// Accord's subscription hook (not Combine API): delivers values and the completion to the closures.
        public func _subscribe(_ value: @escaping (Date) -> Void,
                               _ completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}

/// Carries a value into a `@Sendable` closure (delivery is synchronous, on the posting thread).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
