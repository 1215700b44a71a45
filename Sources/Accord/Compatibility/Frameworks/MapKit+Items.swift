import Foundation

// MapKit's model and UIKit-side names that SwiftUI files use beside `Map`: places, annotations
// and the `MKMapView` that `UIViewRepresentable` wrappers return. A preview draws no map tiles
// (a representable is drawn as a placeholder of its proposed size), so these hold values and
// never search, route or call their delegates. Listed in Docs/support/uikit-env.md.

/// A place with an address (MapKit's `MKPlacemark`): its coordinate and the address fields given.
open class MKPlacemark: NSObject, MKAnnotation, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let name: String?
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate; self.name = nil; super.init() }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate; self.name = addressDictionary?["Name"] as? String; super.init()
    }
    public var title: String? { name }
    public var subtitle: String? { nil }
}

/// A point of interest (MapKit's `MKMapItem`); `openInMaps` is inert in a preview.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    public var name: String?
    public var phoneNumber: String?
    public var url: URL?
    /// The point of interest's category (MapKit+Search.swift).
    public var pointOfInterestCategory: MKPointOfInterestCategory?
    public init(placemark: MKPlacemark) { self.placemark = placemark; self.name = placemark.name; super.init() }
    public static func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    /// Inert: a preview opens no other app.
    @discardableResult public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// Something shown at a coordinate on a map (MapKit's `MKAnnotation`).
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

/// An annotation with a settable coordinate and title (MapKit's `MKPointAnnotation`).
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    public var coordinate = CLLocationCoordinate2D()
    public var title: String?
    public var subtitle: String?
    public override init() { super.init() }
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate; self.title = title; self.subtitle = subtitle; super.init()
    }
}

/// The map's base layer (MapKit's `MKMapType`).
public enum MKMapType: Int, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

/// An `MKMapView`'s delegate; no callback is made in a preview.
public protocol MKMapViewDelegate: AnyObject {}

/// The view drawn for an annotation (MapKit's `MKAnnotationView`).
open class MKAnnotationView: UIView, @unchecked Sendable {
    open var annotation: (any MKAnnotation)?
    open var canShowCallout = false
    open var image: UIImage?
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { self.annotation = annotation; super.init(frame: .zero) }
    /// An annotation view of a frame, without an annotation.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An annotation view without an annotation (there are no archives).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The balloon marker for an annotation (MapKit's `MKMarkerAnnotationView`).
open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
    open var markerTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
}

/// UIKit's map view, as `UIViewRepresentable` wrappers return it: it keeps its region and
/// annotations; the representable is drawn as a placeholder of its proposed size.
open class MKMapView: UIView, @unchecked Sendable {
    open weak var delegate: (any MKMapViewDelegate)?
    open var region = MKCoordinateRegion()
    open var centerCoordinate: CLLocationCoordinate2D { get { region.center } set { region.center = newValue } }
    open var mapType: MKMapType = .standard
    /// How the map is drawn (iOS 16; MapKit+Configuration.swift): a standard map unless set.
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// Where the map is seen from (kept).
    open var camera = MKMapCamera()
    /// Sets the camera (no animation in a still frame).
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    open var showsUserLocation = false
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open private(set) var annotations: [any MKAnnotation] = []
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ list: [any MKAnnotation]) { annotations += list }
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ list: [any MKAnnotation]) { for a in list { removeAnnotation(a) } }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {}
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
}
