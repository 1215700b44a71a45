import XCTest
import Foundation
@testable import Accord

/// Combine's `Future`/`Deferred` and AVFoundation's async loading (issue 11, blockers6 rows A9
/// and A8: Expenso's `BiometricAuthUtility` returns `Future<Bool, …>`, darrarski-app's
/// `VideoPreviewView` awaits `asset.load(.duration)` and `generator.image(at:)`). Expected
/// behaviour is Combine's documented contract: "A publisher that eventually produces a single
/// value and then finishes or fails"; the promise's later calls are ignored; `Deferred` "awaits
/// subscription before running the supplied closure to create a publisher for the new subscriber".
final class FutureAndAssetLoadingTests: XCTestCase {
    enum AuthError: Error, Equatable { case denied }

    func testAFutureGivesItsOneValueToEarlierAndLaterSubscribersThenFinishes() {
        var promise: Future<Int, AuthError>.Promise?
        let future = Future<Int, AuthError> { promise = $0 }
        var early: [String] = [], late: [String] = []
        let first = future.sink(receiveCompletion: { early.append("\($0)") }, receiveValue: { early.append("value \($0)") })
        XCTAssertEqual(early, [], "nothing before the promise is called")
        promise?(.success(7))
        promise?(.success(8))
        promise?(.failure(.denied))
        XCTAssertEqual(early, ["value 7", "finished"])
        let second = future.sink(receiveCompletion: { late.append("\($0)") }, receiveValue: { late.append("value \($0)") })
        XCTAssertEqual(late, ["value 7", "finished"])
        _ = (first, second)
    }

    func testAFailedFutureEndsWithItsErrorAndNoValue() {
        let future = Future<Bool, AuthError> { promise in promise(.failure(.denied)) }
        var values: [Bool] = []
        var completion: Subscribers.Completion<AuthError>?
        let c = future.receive(on: DispatchQueue.main).sink(receiveCompletion: { completion = $0 }) { values.append($0) }
        XCTAssertEqual(values, [])
        XCTAssertEqual(completion, .failure(.denied))
        _ = c
    }

    func testACancelledSubscriberIsNotCalledWhenTheFutureIsFulfilled() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        var got: [Int] = []
        let c = future.sink { got.append($0) }
        c.cancel()
        promise?(.success(1))
        XCTAssertEqual(got, [])
    }

    func testAwaitingAFutureWaitsForAPromiseCalledLater() async throws {
        let future = Future<Int, Never> { promise in
            nonisolated(unsafe) let promise = promise
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { promise(.success(42)) }
        }
        let value = await future.value
        XCTAssertEqual(value, 42)
        let failing = Future<Int, any Error> { promise in
            nonisolated(unsafe) let promise = promise
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { promise(.failure(AuthError.denied)) }
        }
        do {
            _ = try await failing.value
            XCTFail("the future failed")
        } catch {
            XCTAssertEqual(error as? AuthError, .denied)
        }
    }

    func testDeferredMakesAFreshPublisherForEachSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Future<Int, Never> in
            made += 1
            let n = made
            return Future { $0(.success(n)) }
        }
        XCTAssertEqual(made, 0, "nothing is made before a subscription")
        var got: [Int] = []
        let a = deferred.sink { got.append($0) }
        let b = deferred.eraseToAnyPublisher().sink { got.append($0) }
        XCTAssertEqual(made, 2)
        XCTAssertEqual(got, [1, 2])
        _ = (a, b)
    }

    func testAnAssetLoadsWhatItKnowsAndItsThumbnailsFailAsUndecodable() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/nonexistent/clip.mov"))
        let duration = try await asset.load(.duration)
        XCTAssertEqual(duration, .zero)
        let (tracks, playable) = try await asset.load(.tracks, .isPlayable)
        XCTAssertTrue(tracks.isEmpty)
        XCTAssertFalse(playable)
        let videoTracks = try await asset.loadTracks(withMediaType: .video)
        XCTAssertTrue(videoTracks.isEmpty)

        let generator = AVAssetImageGenerator(asset: asset)
        generator.appliesPreferredTrackTransform = true
        let time = CMTime(seconds: 1.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC))
        XCTAssertEqual(time.seconds, 1.5)
        XCTAssertFalse((CMTime.zero..<duration).contains(time))
        XCTAssertTrue((CMTime.zero..<CMTime(seconds: 2, preferredTimescale: 600)).contains(time))
        do {
            _ = try await generator.image(at: time).image
            XCTFail("nothing is decoded on Linux")
        } catch let error as AVError {
            XCTAssertEqual(error.code, .decodeFailed)
            XCTAssertEqual(AVError.Code.decodeFailed.rawValue, -11821, "AVFoundation's AVErrorDecodeFailed")
        }
        XCTAssertLessThan(CMTime(seconds: 1e9, preferredTimescale: 1), CMTime.positiveInfinity)
    }
}
