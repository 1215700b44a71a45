import Foundation

// MapKit's map configurations and camera (iOS 16's `MKMapConfiguration` family, `MKMapCamera`), for the
// `MKMapView` an app wraps in a representable: kept on the view as MapKit keeps them (a representable's
// UIKit views are not drawn, UIKitRepresentable.swift).

/// How a map is drawn (MapKit's `MKMapConfiguration`).
open class MKMapConfiguration: @unchecked Sendable {
    /// Whether terrain is drawn flat or in relief (MapKit's `ElevationStyle`, MapKit's raw values).
    public enum ElevationStyle: Int, Sendable { case flat = 0, realistic = 1 }
    /// How far elevation is shown.
    open var elevationStyle: ElevationStyle = .flat
    init() {}
}

/// A street map (MapKit's `MKStandardMapConfiguration`).
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// How strongly the map's features are drawn (MapKit's `EmphasisStyle`, MapKit's raw values).
    public enum EmphasisStyle: Int, Sendable { case `default` = 0, muted = 1 }
    /// The emphasis.
    open var emphasisStyle: EmphasisStyle = .default
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// A standard map, flat, default emphasis.
    public override init() { super.init() }
    /// A standard map with an elevation style.
    public convenience init(elevationStyle: ElevationStyle) { self.init(); self.elevationStyle = elevationStyle }
    /// A standard map with an elevation and an emphasis style.
    public convenience init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
        self.init(); self.elevationStyle = elevationStyle; self.emphasisStyle = emphasisStyle
    }
    /// A standard map with an emphasis style.
    public convenience init(emphasisStyle: EmphasisStyle) { self.init(); self.emphasisStyle = emphasisStyle }
}

/// Satellite imagery with roads and labels (MapKit's `MKHybridMapConfiguration`).
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// Whether traffic is shown.
    open var showsTraffic = false
    /// A hybrid map.
    public override init() { super.init() }
    /// A hybrid map with an elevation style.
    public convenience init(elevationStyle: ElevationStyle) { self.init(); self.elevationStyle = elevationStyle }
}

/// Satellite imagery only (MapKit's `MKImageryMapConfiguration`).
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// An imagery map.
    public override init() { super.init() }
    /// An imagery map with an elevation style.
    public convenience init(elevationStyle: ElevationStyle) { self.init(); self.elevationStyle = elevationStyle }
}

/// Where a map is seen from (MapKit's `MKMapCamera`).
open class MKMapCamera: @unchecked Sendable {
    /// The point on the ground at the centre of the view.
    open var centerCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
    /// The distance from the centre point, in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// The tilt from straight down, in degrees.
    open var pitch: CGFloat = 0
    /// The compass heading of the view, in degrees.
    open var heading: CLLocationDirection = 0
    /// A camera straight above the origin.
    public init() {}
    /// A camera looking at `centerCoordinate` from `distance` metres, tilted by `pitch` and turned to `heading`.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}
