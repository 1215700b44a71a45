import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// APIs a fresh sample of real SwiftUI files needed (helper api2): `.background()` with no
/// arguments, Combine's Foundation publishers, MapKit's `Map`, CoreGraphics' C constructors.
/// Oracles: the rule stated in each test.
final class FreshCorpusAPITests: XCTestCase {
    /// `.background()` draws `.background`: the system background, white in light mode and black
    /// in dark mode (Apple's `background(ignoresSafeAreaEdges:)` documentation), over the view's
    /// frame only. The canvas is red, so the frame's 20×20 and the rest are told apart.
    func testBackgroundWithNoArgumentsFillsTheFrameWithTheSystemBackground() throws {
        let light = try bitmap(Color.clear.frame(width: 20, height: 20).background().frame(width: 40, height: 40), 40, 40,
                               background: RGBA(1, 0, 0))
        assertColor(light.pixel(x: 20, y: 20), 1, 1, 1)
        assertColor(light.pixel(x: 2, y: 2), 1, 0, 0)
        let dark = try bitmap(Color.clear.frame(width: 20, height: 20).background().frame(width: 40, height: 40)
            .environment(\.colorScheme, .dark), 40, 40, background: RGBA(1, 0, 0))
        assertColor(dark.pixel(x: 20, y: 20), 0, 0, 0)
    }

    /// SwiftUI's `Map` takes the whole proposal (it is drawn greedy in every iOS preview).
    func testMapTakesItsWholeProposal() {
        var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 46.95, longitude: 7.44),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let binding = Binding(get: { region }, set: { region = $0 })
        let hosted = HostedLayout(Map(coordinateRegion: binding), proposal: ProposedViewSize(width: 300, height: 200),
                                  textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(hosted.size, CGSize(width: 300, height: 200))
        let modern = HostedLayout(Map { Marker("Bern", coordinate: region.center) }, proposal: ProposedViewSize(width: 120, height: 90),
                                  textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(modern.size, CGSize(width: 120, height: 90))
    }

    /// Metres to degrees: one degree of latitude is 2π·6,378,137 m / 360 = 111,319.49 m (WGS 84
    /// equatorial radius); a degree of longitude at 60° is half that (cos 60° = 0.5).
    func testRegionFromMetresUsesDegreesOfTheEarthsRadius() {
        let r = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 0),
                                   latitudinalMeters: 111_319.49, longitudinalMeters: 111_319.49)
        XCTAssertEqual(r.span.latitudeDelta, 1, accuracy: 1e-6)
        XCTAssertEqual(r.span.longitudeDelta, 2, accuracy: 1e-6)
    }

    /// `Result.publisher` delivers the success once, then finishes; a failure ends it at once.
    func testResultPublisherDeliversItsValueThenFinishes() {
        var events: [String] = []
        let c = Result<Int, URLError>.success(7).publisher.sink(receiveCompletion: { end in
            if case .finished = end { events.append("finished") } else { events.append("failed") }
        }, receiveValue: { events.append("\($0)") })
        XCTAssertEqual(events, ["7", "finished"])
        events = []
        let f = Result<Int, URLError>.failure(URLError(.notConnectedToInternet)).publisher.sink(receiveCompletion: { end in
            if case .finished = end { events.append("finished") } else { events.append("failed") }
        }, receiveValue: { events.append("\($0)") })
        XCTAssertEqual(events, ["failed"])
        _ = (c, f)
    }

    /// `NotificationCenter.Publisher` delivers what is posted while subscribed, and stops when cancelled.
    func testNotificationPublisherDeliversPostsWhileSubscribed() {
        let center = NotificationCenter()
        let name = Notification.Name("FreshCorpusAPITests")
        var count = 0
        let c = NotificationCenter.Publisher(center: center, name: name).sink { _ in count += 1 }
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        c.cancel()
        center.post(name: name, object: nil)
        XCTAssertEqual(count, 2)
        var viaDefault = 0
        let d = center.publisher(for: name).sink { _ in viaDefault += 1 }
        center.post(name: name, object: nil)
        XCTAssertEqual(viaDefault, 1)
        d.cancel()
    }

    /// `tryMap` + `decode(type:decoder:)`: JSON bytes decode; a throw ends the stream with the error.
    func testDecodeOfAPublisherOfDataDecodesJSON() {
        struct Item: Decodable, Equatable { let id: Int }
        var got: [Item] = []
        var failed = false
        let c = Just(Data(#"{"id": 3}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { got.append($0) })
        XCTAssertEqual(got, [Item(id: 3)])
        XCTAssertFalse(failed)
        let d = Just(Data("not json".utf8)).decode(type: Item.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { got.append($0) })
        XCTAssertTrue(failed)
        XCTAssertEqual(got.count, 1)
        _ = (c, d)
    }

    /// CoreGraphics' C constructors build the same values as the labelled initialisers.
    func testCoreGraphicsMakeFunctionsMatchTheInitialisers() {
        XCTAssertEqual(CGRectMake(1, 2, 3, 4), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(CGSizeMake(5, 6), CGSize(width: 5, height: 6))
        XCTAssertEqual(CGPointMake(7, 8), CGPoint(x: 7, y: 8))
    }
}
