import Foundation

// MapKit's SwiftUI surface: `Map` in its iOS 14 (`coordinateRegion:`) and iOS 17 (map-content
// builder) forms, regions, markers and annotations. Accord has no map tiles: a `Map` takes the
// whole proposed size (as SwiftUI's) and is drawn as a plain land-coloured area with its
// annotations' views and markers' balloons at their coordinates (MapKit+Drawing.swift).

/// A span of latitude and longitude, in degrees.
public struct MKCoordinateSpan: Sendable, Hashable, Codable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable, Hashable, Codable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`. Degrees
    /// from metres on a sphere of the WGS 84 equatorial radius (6,378,137 m: 111,319.49 m a degree
    /// of latitude), a longitude degree shrinking with cos(latitude); MapKit projects on the
    /// ellipsoid, so its spans differ by under 1 % (approximate).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 6_378_137.0 * Double.pi / 180
        let cosLat = max(cos(center.latitude * Double.pi / 180), 1e-9)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * cosLat)))
    }
}

/// How the user may move the map (a still preview does not move it).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user's location (there is none in a preview).
public enum MapUserTrackingMode: Sendable, Hashable { case none, follow }

/// A camera looking at the map.
public struct MapCamera: Sendable, Hashable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// Where the map's camera is (iOS 17's `Map(position:)`).
public struct MapCameraPosition: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, region(MKCoordinateRegion), camera(MapCamera), userLocation }
    let kind: Kind
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation)
    }
    /// The region, when the position is one.
    public var region: MKCoordinateRegion? { if case .region(let r) = kind { return r }; return nil }
    /// The camera, when the position is one.
    public var camera: MapCamera? { if case .camera(let c) = kind { return c }; return nil }
    public var followsUserLocation: Bool { kind == .userLocation }
    public var positionedByUser: Bool { false }
}

/// The limits of the camera (kept, inert).
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The look of the map's tiles (no tiles are drawn: inert).
public struct MapStyle: Sendable {
    let name: String
    public static var standard: MapStyle { MapStyle(name: "standard") }
    public static var imagery: MapStyle { MapStyle(name: "imagery") }
    public static var hybrid: MapStyle { MapStyle(name: "hybrid") }
    public static func standard(elevation: Elevation = .automatic, emphasis: Emphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .hybrid }
    public struct Elevation: Sendable { public static let automatic = Elevation(), flat = Elevation(), realistic = Elevation() }
    public struct Emphasis: Sendable { public static let automatic = Emphasis(), muted = Emphasis() }
}

/// Categories of points of interest (kept, inert).
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
}

// MARK: - Map content (iOS 17)

/// Something placed on a map (markers, annotations; Accord draws annotations and markers).
public protocol MapContent {}

/// Collects a map's content (`Map { Marker(…) }`).
@resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> [any MapContent] { [content] }
    /// A view in map content (as a `ForEach` of markers): kept as nothing, since nothing is drawn.
    @_disfavoredOverload
    public static func buildExpression<V: View>(_ view: V) -> [any MapContent] { [] }
    public static func buildBlock(_ parts: [any MapContent]...) -> _MapContentList { _MapContentList(items: parts.flatMap { $0 }) }
    public static func buildOptional(_ part: _MapContentList?) -> [any MapContent] { part?.items ?? [] }
    public static func buildEither(first: _MapContentList) -> [any MapContent] { first.items }
    public static func buildEither(second: _MapContentList) -> [any MapContent] { second.items }
    public static func buildArray(_ parts: [_MapContentList]) -> [any MapContent] { parts.flatMap(\.items) }
    public static func buildExpression(_ list: _MapContentList) -> [any MapContent] { list.items }
    /// A `ForEach` of markers or annotations: one item per element.
    public static func buildExpression<Data, ID, Item: MapContent>(_ each: ForEach<Data, ID, Item>) -> [any MapContent] {
        each.data.map { each.content($0) }
    }
}

/// The content a `MapContentBuilder` collected (not SwiftUI API).
public struct _MapContentList: MapContent {
    public let items: [any MapContent]
}

/// A balloon marker at a coordinate, drawn on the map as a balloon in its tint (red unless
/// set) with its glyph and its title below. It is also a `View` so that a `ForEach` of markers
/// compiles.
public struct Marker: MapContent, View {
    public let title: Text
    public let coordinate: CLLocationCoordinate2D
    var systemImage: String?
    var monogram: Text?
    var markerTint: Color?
    public init(_ title: String, coordinate: CLLocationCoordinate2D) { self.init(Text(title), coordinate: coordinate) }
    public init(_ title: Text, coordinate: CLLocationCoordinate2D) { self.title = title; self.coordinate = coordinate }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title, coordinate: coordinate)
        self.systemImage = systemImage
    }
    public init(_ title: String, image: String, coordinate: CLLocationCoordinate2D) { self.init(title, coordinate: coordinate) }
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title, coordinate: coordinate)
        self.monogram = monogram
    }
    public var body: some View { EmptyView() }
    /// The marker's balloon colour (a colour; another shape style leaves the default red).
    public func tint<S: ShapeStyle>(_ tint: S) -> Marker {
        var m = self
        if let c = tint as? Color { m.markerTint = c }
        return m
    }
    public func tint(_ tint: Color?) -> Marker { var m = self; m.markerTint = tint; return m }
}

/// A view placed on the map at a coordinate: drawn at its ideal size with its `anchor` on the
/// coordinate, its label below it.
public struct Annotation<Label: View, Content: View>: MapContent, View {
    public let coordinate: CLLocationCoordinate2D
    let content: Content
    let anchor: UnitPoint
    let label: Label
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.content = content()
        self.anchor = anchor
        self.label = label()
    }
    public var body: some View { EmptyView() }
}
extension Annotation where Label == Text {
    public init(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: { Text(title) })
    }
    public init(_ title: Text, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: { title })
    }
}

/// The user's location on the map (there is none in a preview).
public struct UserAnnotation: MapContent {
    public init(anchor: UnitPoint = .center) {}
}

/// A line through coordinates (kept, not drawn).
public struct MapPolyline: MapContent {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline { self }
}

// MARK: - Annotations (iOS 14)

/// An annotation of the iOS 14 `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {}

/// A balloon marker (iOS 14; drawn as `Marker`'s balloon).
public struct MapMarker: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let tint: Color?
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
}

/// A pin (iOS 14; drawn as a head on a needle).
public struct MapPin: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let tint: Color?
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint }
}

/// A view at a coordinate (iOS 14; drawn with `anchorPoint` on the coordinate).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    let content: Content
    let anchorPoint: CGPoint
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.content = content()
        self.anchorPoint = anchorPoint
    }
}

// MARK: - Map

/// A map. Accord has no tiles: the map takes its whole proposed size (SwiftUI's `Map` is as
/// greedy as a shape) and is drawn as a plain land-coloured area (light: RGB 0.96, 0.95, 0.92;
/// dark: 0.17, 0.17, 0.18) with its annotations and markers at their coordinates in the region
/// its camera shows (MapKit+Drawing.swift).
public struct Map<Content>: View {
    let content: Content
    /// Where the camera is: read when the map is drawn, so a position set in `onAppear` shows.
    var camera: () -> MapCameraPosition = { .automatic }
    var drawables: [any _MapDrawable] = []
    public var body: some View {
        MapCanvas(position: camera(), drawables: drawables)
    }
}

/// The content of an iOS 14 map (not SwiftUI API).
public struct _MapAnnotations: Sendable {
    let count: Int
}

extension Map where Content == _MapAnnotations {
    /// A map showing `coordinateRegion` (iOS 14).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        content = _MapAnnotations(count: 0)
        camera = { .region(coordinateRegion.wrappedValue) }
    }
    /// A map showing `coordinateRegion` with an annotation for each item (iOS 14).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        content = _MapAnnotations(count: annotationItems.count)
        camera = { .region(coordinateRegion.wrappedValue) }
        drawables = annotationItems.compactMap { annotationContent($0) as? any _MapDrawable }
    }
}

extension Map where Content == _MapContentList {
    /// A map with no content at its automatic position (iOS 17).
    public init() { content = _MapContentList(items: []) }
    /// A map starting at `initialPosition` with `content` on it (iOS 17).
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> _MapContentList) {
        self.content = content()
        camera = { initialPosition }
        drawables = self.content.items.compactMap { $0 as? any _MapDrawable }
    }
    /// A map whose camera follows `position`, with `content` on it (iOS 17).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> _MapContentList) {
        self.content = content()
        camera = { position.wrappedValue }
        drawables = self.content.items.compactMap { $0 as? any _MapDrawable }
    }
    /// A map whose camera follows `position` and whose selection is `selection` (iOS 17; nothing is selected).
    public init<SelectionValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                          scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentList) {
        self.content = content()
        camera = { position.wrappedValue }
        drawables = self.content.items.compactMap { $0 as? any _MapDrawable }
    }
}

extension View {
    /// The map's tile style (no tiles are drawn: inert).
    public func mapStyle(_ style: MapStyle) -> some View { self }
    /// The map's controls (compass, scale, user-location button: none drawn, inert).
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
}

/// The map's compass control (not drawn in a still map; inert).
public struct MapCompass: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
/// The map's scale control (not drawn in a still map; inert).
public struct MapScaleView: View { public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
/// The button that centres the map on the user (not drawn in a still map; inert).
public struct MapUserLocationButton: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
