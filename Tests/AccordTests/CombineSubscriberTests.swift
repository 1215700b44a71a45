import XCTest
import Foundation
@testable import Accord

/// Combine's subscriber side (Combine+Subscriber.swift): a user's own `Subscriber` on Accord's
/// publishers, a user's own publisher under `sink`/`assign`, and `Subscribers.Demand`'s rules.
/// Expected values follow Combine's documentation: a publisher sends at most the demand the
/// subscriber asked for; `Subscriber.receive(_:)` answers demand to add; `Demand.unlimited` is
/// not changed by arithmetic, and a subtraction never goes below `.none`.
final class CombineSubscriberTests: XCTestCase {
    /// Records what it receives; asks for `initial` at subscription and `more` after each value.
    final class Recorder<Input, Failure: Error>: Subscriber {
        let initial: Subscribers.Demand
        let more: Subscribers.Demand
        var subscription: (any Subscription)?
        var values: [Input] = []
        var completions: [Subscribers.Completion<Failure>] = []
        init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) { self.initial = initial; self.more = more }
        func receive(subscription: any Subscription) {
            self.subscription = subscription
            if initial > 0 { subscription.request(initial) }
        }
        func receive(_ input: Input) -> Subscribers.Demand { values.append(input); return more }
        func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }
    }

    func testASubscriberGetsNoMoreValuesThanItsDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let r = Recorder<Int, Never>(initial: .max(2))
        subject.subscribe(r)
        for i in 1...5 { subject.send(i) }
        XCTAssertEqual(r.values, [1, 2])
        // More demand: the next values arrive (the dropped ones do not come back).
        r.subscription?.request(.max(1))
        subject.send(6)
        subject.send(7)
        XCTAssertEqual(r.values, [1, 2, 6])
        // The completion arrives whatever the demand.
        subject.send(completion: .finished)
        XCTAssertEqual(r.completions, [.finished])
    }

    func testDemandReturnedFromReceiveAddsToTheDemand() {
        let subject = PassthroughSubject<String, Never>()
        let r = Recorder<String, Never>(initial: .max(1), more: .max(1))
        subject.receive(subscriber: r)
        ["a", "b", "c"].forEach(subject.send)
        XCTAssertEqual(r.values, ["a", "b", "c"])
    }

    func testJustWaitsForARequestThenSendsItsValueAndFinishes() {
        let r = Recorder<Int, Never>(initial: .none)
        Just(7).subscribe(r)
        XCTAssertEqual(r.values, [])
        XCTAssertEqual(r.completions.count, 0)
        r.subscription?.request(.unlimited)
        XCTAssertEqual(r.values, [7])
        XCTAssertEqual(r.completions, [.finished])
    }

    func testCurrentValueSubjectSendsItsValueAtTheFirstRequestAndFailuresArrive() {
        struct Oops: Error, Equatable {}
        let subject = CurrentValueSubject<Int, Oops>(1)
        let r = Recorder<Int, Oops>(initial: .unlimited)
        subject.subscribe(r)
        subject.value = 2
        subject.send(completion: .failure(Oops()))
        subject.send(3)
        XCTAssertEqual(r.values, [1, 2])
        XCTAssertEqual(r.completions, [.failure(Oops())])
    }

    func testCancellingTheSubscriptionStopsValues() {
        let subject = PassthroughSubject<Int, Never>()
        let r = Recorder<Int, Never>(initial: .unlimited)
        subject.subscribe(r)
        subject.send(1)
        r.subscription?.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(r.values, [1])
        XCTAssertEqual(r.completions.count, 0)
    }

    /// A user's publisher implements only Combine's requirement, `receive(subscriber:)`.
    struct Countdown: Publisher {
        typealias Output = Int
        typealias Failure = Never
        let from: Int
        func receive<S>(subscriber: S) where S: Subscriber, Never == S.Failure, Int == S.Input {
            subscriber.receive(subscription: Subscriptions.empty)
            for i in stride(from: from, through: 1, by: -1) { _ = subscriber.receive(i) }
            subscriber.receive(completion: .finished)
        }
    }

    func testAUsersPublisherWorksWithSinkAssignAndOperators() {
        var got: [Int] = []
        var finished = false
        let c = Countdown(from: 3).map { $0 * 10 }.sink(receiveCompletion: { _ in finished = true }, receiveValue: { got.append($0) })
        XCTAssertEqual(got, [30, 20, 10])
        XCTAssertTrue(finished)
        c.cancel()

        final class Box { var n = 0 }
        let box = Box()
        _ = Countdown(from: 2).assign(to: \.n, on: box)
        XCTAssertEqual(box.n, 1)
    }

    func testSinkAndAssignSubscribersAttachWithSubscribe() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { got.append($0) })
        subject.subscribe(sink)
        final class Box { var n = 0 }
        let box = Box()
        let assign = Subscribers.Assign(object: box, keyPath: \Box.n)
        subject.subscribe(assign)
        subject.send(4)
        sink.cancel()
        subject.send(5)
        XCTAssertEqual(got, [4])
        XCTAssertEqual(box.n, 5)
        subject.send(completion: .finished)
        XCTAssertNil(assign.object)
    }

    func testAnySubscriberMadeOfClosuresAndPublishingIntoASubject() {
        var got: [Int] = []
        let any = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.unlimited) },
                                            receiveValue: { got.append($0); return .none })
        Just(1).subscribe(any)
        let target = PassthroughSubject<Int, Never>()
        let c1 = target.sink { got.append($0 * 100) }
        let c2 = Just(2).subscribe(target)
        XCTAssertEqual(got, [1, 200])
        withExtendedLifetime((c1, c2)) {}
    }

    /// The subscriber of ra1028/swiftui-atom-properties (Atoms/ObservableObjectAtom.swift): a class
    /// declared in `extension Subscribers` that asks for unlimited demand and does not keep its
    /// subscription; `receive(subscriber:)` then `AnyCancellable(subscriber)`, with an unfair lock.
    func testASubscriberThatDoesNotKeepItsSubscriptionStillReceives() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        let subscriber = Subscribers.LatestRecorder<Int> { got.append($0) }
        subject.receive(subscriber: subscriber)
        let c = AnyCancellable(subscriber)
        subject.send(1)
        subject.send(2)
        c.cancel()
        subject.send(3)
        XCTAssertEqual(got, [1, 2])
    }

    func testDemandArithmeticFollowsCombinesRules() {
        typealias D = Subscribers.Demand
        XCTAssertEqual(D.unlimited + 1, .unlimited)
        XCTAssertEqual(D.unlimited - .max(5), .unlimited)
        XCTAssertEqual(D.max(3) - .max(5), D.none)
        XCTAssertEqual(D.max(3) - .unlimited, D.none)
        XCTAssertEqual(D.max(2) * 3, .max(6))
        XCTAssertEqual(D.max(2) + .max(3), .max(5))
        XCTAssertTrue(D.unlimited > .max(Int.max))
        XCTAssertTrue(D.max(2) == 2 && D.max(2) < 3 && 1 < D.max(2) && D.unlimited > 1_000)
        XCTAssertEqual(D.max(4).max, 4)
        XCTAssertNil(D.unlimited.max)
        XCTAssertEqual(D.max(4).description, "max(4)")
        XCTAssertEqual(D.unlimited.description, "unlimited")
    }

    func testAnUnfairLockExcludesOtherThreadsUntilUnlocked() {
        final class Guarded { var lock = os_unfair_lock_s() }
        let g = Guarded()
        os_unfair_lock_lock(&g.lock)
        final class Answer: @unchecked Sendable { var took = true }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let guarded = g
        Thread {
            answer.took = os_unfair_lock_trylock(&guarded.lock)
            done.signal()
        }.start()
        done.wait()
        XCTAssertFalse(answer.took)
        os_unfair_lock_unlock(&g.lock)
        XCTAssertTrue(os_unfair_lock_trylock(&g.lock))
        os_unfair_lock_unlock(&g.lock)
    }
}

private extension Subscribers {
    final class LatestRecorder<Input>: Accord.Subscriber, Cancellable {
        private var receiveValue: ((Input) -> Void)?
        private var lock = os_unfair_lock_s()
        init(receiveValue: @escaping (Input) -> Void) { self.receiveValue = receiveValue }
        func receive(subscription: any Accord.Subscription) { subscription.request(.unlimited) }
        func receive(_ input: Input) -> Demand {
            os_unfair_lock_lock(&lock)
            defer { os_unfair_lock_unlock(&lock) }
            receiveValue?(input)
            return .unlimited
        }
        func receive(completion: Completion<Never>) {}
        func cancel() {
            os_unfair_lock_lock(&lock)
            receiveValue = nil
            os_unfair_lock_unlock(&lock)
        }
    }
}
