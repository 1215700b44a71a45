import XCTest
import Foundation
@testable import Accord

/// Combine's `handleEvents(…)` / `Publishers.HandleEvents` and `switchToLatest()` /
/// `Publishers.SwitchToLatest` (Combine+Events.swift; issue 11, blockers10 A10: corpus10's
/// SwiftUI-Concurrency-Essentials declares `func handleEvents(_:) -> Publishers.HandleEvents<Self>` and
/// chains `.map { term -> AnyPublisher<[Book], Never> in … }.switchToLatest()`). The orders checked are
/// Combine's documented ones: subscription, request, values, completion; cancel only before completion.
final class CombineEventsTests: XCTestCase {
    func testHandleEventsCallsItsClosuresInCombinesOrder() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let events: Publishers.HandleEvents<PassthroughSubject<Int, Never>> = subject.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output \($0)") },
            receiveCompletion: { _ in log.append("completion") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request \($0 == .unlimited ? "unlimited" : "limited")") })
        var received: [Int] = []
        let c = events.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        c.cancel()
        XCTAssertEqual(log, ["subscription", "request unlimited", "output 1", "output 2", "completion"])
        XCTAssertEqual(received, [1, 2])
    }

    func testCancellingBeforeTheCompletionRunsReceiveCancelOnce() {
        var cancels = 0
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let c = subject.handleEvents(receiveCancel: { cancels += 1 }).sink { received.append($0) }
        subject.send("a")
        c.cancel()
        c.cancel()
        subject.send("b")
        XCTAssertEqual(cancels, 1)
        XCTAssertEqual(received, ["a"])
    }

    func testAnAppsOwnOperatorSpelledWithHandleEventsCompilesAndRuns() {
        var searching = false
        let term = CurrentValueSubject<String, Never>("swift")
        var results: [String] = []
        let c = term.handleEventsOnOutput { searching = true }.map { $0.uppercased() }.sink { results.append($0) }
        XCTAssertTrue(searching)
        XCTAssertEqual(results, ["SWIFT"])
        c.cancel()
    }

    func testSwitchToLatestFollowsOnlyTheNewestInnerPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let switched: Publishers.SwitchToLatest<PassthroughSubject<Int, Never>, PassthroughSubject<PassthroughSubject<Int, Never>, Never>> = outer.switchToLatest()
        let c = switched.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)          // the old one is cancelled: not delivered
        second.send(3)
        outer.send(completion: .finished)
        XCTAssertFalse(finished, "the current inner publisher has not finished")
        second.send(4)
        second.send(completion: .finished)
        XCTAssertTrue(finished)
        XCTAssertEqual(received, [1, 3, 4])
        c.cancel()
    }

    func testSwitchToLatestOverMappedSearchesDeliversTheLastSearchsResults() {
        let term = PassthroughSubject<String, Never>()
        var results: [[String]] = []
        let c = term
            .map { t -> AnyPublisher<[String], Never> in Just([t, t + "!"]).eraseToAnyPublisher() }
            .switchToLatest()
            .sink { results.append($0) }
        term.send("a")
        term.send("b")
        XCTAssertEqual(results, [["a", "a!"], ["b", "b!"]])
        c.cancel()
    }

    func testAFailingInnerPublisherFailsTheSwitchAndANeverFailingUpstreamTakesItsFailureType() {
        struct Boom: Error, Equatable {}
        let outer = PassthroughSubject<AnyPublisher<Int, Boom>, Never>()
        var completion: Subscribers.Completion<Boom>?
        var received: [Int] = []
        let c = outer.switchToLatest().sink(receiveCompletion: { completion = $0 }, receiveValue: { received.append($0) })
        outer.send(Just(7).setFailureType(to: Boom.self).eraseToAnyPublisher())
        outer.send(Fail(error: Boom()).eraseToAnyPublisher())
        outer.send(Just(8).setFailureType(to: Boom.self).eraseToAnyPublisher())
        XCTAssertEqual(received, [7])
        XCTAssertEqual(completion, .failure(Boom()))
        c.cancel()
    }
}

private extension Publisher {
    /// An app's own overload in the shape SwiftUI-Concurrency-Essentials writes (a closure that ignores
    /// the value), spelled with Combine's `Publishers.HandleEvents` type.
    func handleEventsOnOutput(_ receiveOutput: @escaping () -> Void) -> Publishers.HandleEvents<Self> {
        handleEvents(receiveOutput: { _ in receiveOutput() })
    }
}
