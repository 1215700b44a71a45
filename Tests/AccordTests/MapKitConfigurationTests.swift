import XCTest
import Foundation
@testable import Accord

/// MapKit's map configurations and camera (MapKit+Configuration.swift; issue 11: `MKStandardMapConfiguration`
/// in 3 of 60 scanned repositories, `MKMapCamera` in 2): kept on the map view as MapKit keeps them, with
/// MapKit's defaults (a standard configuration, flat, default emphasis).
final class MapKitConfigurationTests: XCTestCase {
    func testAMapViewKeepsItsPreferredConfigurationAndCamera() throws {
        let map = MKMapView()
        let standard = try XCTUnwrap(map.preferredConfiguration as? MKStandardMapConfiguration)
        XCTAssertEqual(standard.elevationStyle, .flat)
        XCTAssertEqual(standard.emphasisStyle, .default)
        map.preferredConfiguration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
        let set = try XCTUnwrap(map.preferredConfiguration as? MKStandardMapConfiguration)
        XCTAssertEqual(set.elevationStyle, .realistic)
        XCTAssertEqual(set.emphasisStyle, .muted)
        let centre = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)
        map.setCamera(MKMapCamera(lookingAtCenter: centre, fromDistance: 1_200, pitch: 45, heading: 90), animated: true)
        XCTAssertEqual(map.camera.centerCoordinateDistance, 1_200)
        XCTAssertEqual(map.camera.pitch, 45)
        XCTAssertEqual(map.camera.centerCoordinate.latitude, 48.8584)
        XCTAssertTrue(MKHybridMapConfiguration(elevationStyle: .realistic).elevationStyle == .realistic)
    }
}
