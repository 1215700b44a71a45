import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// What a `Map` draws at its content's coordinates (Compatibility/Frameworks/MapKit+Drawing.swift;
/// corpus7 L7, BetterBlue's SimpleMapView). The rules the expected numbers come from:
/// - the region shown is the one asked for, widened along one axis to the view's aspect ratio,
///   centred (`MKMapView.regionThatFits(_:)`), so its centre is the view's centre and, along the
///   axis that limits, its edges are the view's edges;
/// - Web Mercator (MapKit's `MKMapPoint`): x linear in longitude, y = ln(tan(π/4 + φ/2));
/// - an annotation's anchor sits on its coordinate (`.bottom` for `Annotation(_:coordinate:)`).
final class MapDrawingTests: XCTestCase {
    typealias S = TestSupport
    let sanFrancisco = CLLocationCoordinate2D(latitude: 37.7749, longitude: -122.4194)

    func testACoordinateAtTheRegionsCentreIsAtTheViewsCentre() {
        let p = MapProjection(center: sanFrancisco, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        let c = p.point(for: sanFrancisco, in: CGSize(width: 390, height: 844))
        XCTAssertEqual(c.x, 195, accuracy: 1e-9)
        XCTAssertEqual(c.y, 422, accuracy: 1e-9)
    }

    func testTheRegionsEdgesMeetTheViewAlongTheAxisThatLimits() {
        // Portrait 390 × 844, a square span at 37.77° N: a degree of longitude is the narrower
        // on a Mercator map only by cos φ, so 0.01° of longitude needs 1/cos(37.77°) = 1.265
        // times less height than width — the width limits: the east edge is x = 390.
        let p = MapProjection(center: sanFrancisco, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        let east = CLLocationCoordinate2D(latitude: sanFrancisco.latitude, longitude: sanFrancisco.longitude + 0.005)
        XCTAssertEqual(p.point(for: east, in: CGSize(width: 390, height: 844)).x, 390, accuracy: 1e-6)
        // Landscape 800 × 200 at the equator: the height limits; the north edge is y = 0 and the
        // south edge y = 200 (Mercator is symmetric about the equator).
        let q = MapProjection(center: CLLocationCoordinate2D(latitude: 0, longitude: 10),
                              span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        let size = CGSize(width: 800, height: 200)
        XCTAssertEqual(q.point(for: CLLocationCoordinate2D(latitude: 0.005, longitude: 10), in: size).y, 0, accuracy: 1e-6)
        XCTAssertEqual(q.point(for: CLLocationCoordinate2D(latitude: -0.005, longitude: 10), in: size).y, 200, accuracy: 1e-6)
        // Along the other axis the same scale: 0.005° of longitude is 100 points at the equator
        // (the height holds 0.01° of latitude ≈ 0.01° of longitude in 200 points).
        XCTAssertEqual(q.point(for: CLLocationCoordinate2D(latitude: 0, longitude: 10.005), in: size).x, 500, accuracy: 0.01)
    }

    func testAnAnnotationsBottomSitsOnItsCoordinate() {
        let region = MKCoordinateRegion(center: sanFrancisco, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        let map = Map(position: .constant(.region(region))) {
            Annotation("Car", coordinate: sanFrancisco) {
                Circle().frame(width: 50, height: 50).accessibilityIdentifier("car")
            }
        }
        // 300 × 400: the centre is (150, 200); the 50-point circle's bottom centre is there.
        S.assertFrame(S.frame(map, "car", in: CGSize(width: 300, height: 400)), 125, 150, 50, 50)
        XCTAssertTrue(S.texts(map, CGSize(width: 300, height: 400)).contains("Car"), "the title is drawn under the annotation")
    }

    func testTheAutomaticPositionFramesASingleAnnotationAtTheCentre() {
        let map = Map {
            Annotation(coordinate: sanFrancisco) {
                Rectangle().frame(width: 20, height: 10).accessibilityIdentifier("spot")
            } label: { EmptyView() }
        }
        // `Annotation(coordinate:anchor:content:label:)` anchors at its centre.
        S.assertFrame(S.frame(map, "spot", in: CGSize(width: 200, height: 100)), 90, 45, 20, 10)
    }

    func testAMarkerIsABalloonInItsTintWithItsTitle() {
        let map = Map(initialPosition: .region(MKCoordinateRegion(center: sanFrancisco, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))) {
            Marker("Office", systemImage: "briefcase.fill", coordinate: sanFrancisco).tint(.orange)
        }
        let size = CGSize(width: 300, height: 300)
        XCTAssertTrue(S.symbols(map, size).contains("briefcase.fill"))
        XCTAssertTrue(S.texts(map, size).contains("Office"))
        // The balloon in the tint: systemOrange, light, #FF9500 (Apple HIG colour table).
        XCTAssertTrue(S.fillColors(map, size).contains { abs($0.r - 1) < 0.01 && abs($0.g - 0x95 / 255.0) < 0.01 && $0.b < 0.01 },
                      "\(S.fillColors(map, size))")
    }

    func testAForEachOfAnnotationsDrawsEachAndAPointOutsideTheRegionIsClipped() {
        struct Spot: Identifiable { let id: Int; let c: CLLocationCoordinate2D }
        let spots = [Spot(id: 0, c: sanFrancisco), Spot(id: 1, c: CLLocationCoordinate2D(latitude: 40, longitude: -74))]
        let region = MKCoordinateRegion(center: sanFrancisco, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
        let map = Map(position: .constant(.region(region))) {
            ForEach(spots) { s in
                Annotation("Spot \(s.id)", coordinate: s.c) { Circle().frame(width: 10, height: 10) }
            }
        }
        let texts = S.texts(map, CGSize(width: 300, height: 300))
        XCTAssertTrue(texts.contains("Spot 0"))
        // New York is thousands of kilometres east of a 1-km region: drawn outside, clipped away.
        let items = S.allItems(S.host(map, CGSize(width: 300, height: 300)).displayList().items)
        let clips = items.compactMap { item -> CGRect? in if case .group(let g) = item { return g.clip?.boundingRect }; return nil }
        XCTAssertTrue(clips.contains(CGRect(x: 0, y: 0, width: 300, height: 300)), "\(clips)")
    }
}
