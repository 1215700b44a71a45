import Foundation

// Stand-ins for CoreLocation (`import CoreLocation` becomes `import Accord` in a preview). The
// value types are real (coordinates, locations, distances); the location manager is INERT: no
// position is ever known (`location` nil, authorization `.notDetermined`), no delegate method
// and no geocoder completion is called.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A latitude and longitude in degrees (CoreLocation's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Sendable, Hashable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { self.latitude = latitude; self.longitude = longitude }
}

/// Whether a coordinate is a valid one (latitude within ±90°, longitude within ±180°).
public func CLLocationCoordinate2DIsValid(_ c: CLLocationCoordinate2D) -> Bool {
    c.latitude.isFinite && c.longitude.isFinite && abs(c.latitude) <= 90 && abs(c.longitude) <= 180
}
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A position (CoreLocation's `CLLocation`).
open class CLLocation: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let speed: CLLocationSpeed
    public let course: CLLocationDirection
    public let timestamp: Date
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy; self.verticalAccuracy = verticalAccuracy
        self.speed = -1; self.course = -1; self.timestamp = timestamp
    }
    /// The great-circle distance in metres on a sphere of the Earth's mean radius (6,371,008.8 m,
    /// IUGG). CoreLocation's own figure (its Earth model is unpublished) may differ by a few
    /// tenths of a percent.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_008.8, rad = Double.pi / 180
        let p1 = coordinate.latitude * rad, p2 = location.coordinate.latitude * rad
        let dp = p2 - p1, dl = (location.coordinate.longitude - coordinate.longitude) * rad
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }
    public static func == (a: CLLocation, b: CLLocation) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    open var description: String { "<\(coordinate.latitude),\(coordinate.longitude)>" }
}

/// Whether the app may use location (CoreLocation's `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
}
/// Precise or approximate location (`CLAccuracyAuthorization`).
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }
public struct CLActivityType: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let other = CLActivityType(rawValue: 1)
    public static let fitness = CLActivityType(rawValue: 3)
    public static let otherNavigation = CLActivityType(rawValue: 4)
}

/// The delegate of a location manager (`CLLocationManagerDelegate`); never called.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}
extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The location manager (`CLLocationManager`). Inert: no location, not authorized yet.
open class CLLocationManager: @unchecked Sendable {
    open weak var delegate: CLLocationManagerDelegate?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    public init() {}
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}

/// A place's address (`CLPlacemark`): geocoding never answers in a preview.
open class CLPlacemark: @unchecked Sendable {
    open var name: String? { nil }
    open var locality: String? { nil }
    open var subLocality: String? { nil }
    open var administrativeArea: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
    open var postalCode: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
    open var location: CLLocation? { nil }
    open var timeZone: TimeZone? { nil }
}

/// Geocoding (`CLGeocoder`). Inert: completions are never called, async forms find nothing.
open class CLGeocoder: @unchecked Sendable {
    public typealias CompletionHandler = ([CLPlacemark]?, Error?) -> Void
    public init() {}
    open var isGeocoding: Bool { false }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) {}
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) {}
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    open func cancelGeocode() {}
}
