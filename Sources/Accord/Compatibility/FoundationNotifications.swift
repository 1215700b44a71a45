import Foundation

// Foundation's `NotificationCenter.notifications(named:object:)` (iOS 15), which Linux's
// Foundation lacks: an asynchronous sequence of the notifications posted after it is made,
// as apps read it in `.task { for await _ in center.notifications(named: …) { … } }`.

extension NotificationCenter {
    /// The notifications named `name` (from `object`, if given) posted to this centre from now
    /// on, in the order they are posted.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// An asynchronous sequence of notifications (Foundation's `NotificationCenter.Notifications`).
    /// Observing starts when the sequence is made and ends when it is released.
    public final class Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        private let stream: AsyncStream<SentNotification>
        private let center: NotificationCenter
        private let token: NSObjectProtocol

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            let (stream, continuation) = AsyncStream<SentNotification>.makeStream()
            self.stream = stream
            self.center = center
            let box = NotificationContinuation(continuation)
            token = center.addObserver(forName: name, object: object, queue: nil) { box.continuation.yield(SentNotification(notification: $0)) }
        }
        deinit {
            center.removeObserver(token)
        }

        /// The sequence's iterator: each `next()` waits for the next notification.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<SentNotification>.Iterator
            let owner: Notifications
            public mutating func next() async -> Notification? { await base.next()?.notification }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator(), owner: self) }
    }
}

/// The stream's continuation, handed to the observer block.
private final class NotificationContinuation: @unchecked Sendable {
    let continuation: AsyncStream<SentNotification>.Continuation
    init(_ continuation: AsyncStream<SentNotification>.Continuation) { self.continuation = continuation }
}

/// A posted notification on its way to the reader (posted and read once, as Foundation's sequence does).
struct SentNotification: @unchecked Sendable { let notification: Notification }
