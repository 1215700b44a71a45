import Foundation

// What a `Map` draws over its land-coloured area: each annotation's own view and each marker's
// balloon at its coordinate, projected through the region the map's camera shows. No tiles are
// drawn (Accord has none); the placement follows MapKit's rules:
// - Web Mercator (MapKit's projection: `MKMapPoint`, "a point on a two-dimensional map
//   projection", Apple's MapKit documentation) — x linear in longitude, y in
//   ln(tan(π/4 + φ/2)).
// - The region shown is the one asked for, widened along one axis to the view's aspect ratio,
//   never cropped (`MKMapView.regionThatFits(_:)`: "adjusts the aspect ratio of the specified
//   region to ensure that it fits in the map view's frame"); its centre is the view's centre.
// - An annotation's `anchor` (`.bottom` for `Annotation(_:coordinate:)`, `.center` for
//   `Annotation(coordinate:anchor:content:label:)`, SwiftUI's defaults) is the point of its view
//   that sits on the coordinate; annotation views are not scaled with the map (MKAnnotationView:
//   "not scaled when the size of the visible map region changes").
// Approximations, written where used: the automatic camera frames the content's coordinates with
// a margin; a `MapCamera` shows `distance` metres of ground from top to bottom (MapKit publishes
// no field of view); the marker balloon's size and the title's font are not published figures.

/// Something drawn on a map at a coordinate (annotations, markers).
package protocol _MapDrawable {
    var mapCoordinate: CLLocationCoordinate2D { get }
    /// The point of `mapView` that sits on the coordinate.
    var mapAnchor: UnitPoint { get }
    var mapView: AnyView { get }
}

/// The region a map shows, and where a coordinate falls in a view of a given size.
package struct MapProjection: Equatable {
    package var center: CLLocationCoordinate2D
    package var span: MKCoordinateSpan

    package init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// Web Mercator's y of a latitude, in turns of the world (x is longitude / 360).
    static func mercatorY(_ latitude: CLLocationDegrees) -> Double {
        let phi = max(-85.05112878, min(85.05112878, latitude)) * Double.pi / 180
        return log(tan(Double.pi / 4 + phi / 2)) / (2 * Double.pi)
    }

    /// Points per turn of the world: the region's extent fitted inside the view (regionThatFits).
    func scale(in size: CGSize) -> Double {
        let dx = max(span.longitudeDelta, 1e-12) / 360
        let dy = max(Self.mercatorY(center.latitude + span.latitudeDelta / 2) - Self.mercatorY(center.latitude - span.latitudeDelta / 2), 1e-12)
        return min(Double(size.width) / dx, Double(size.height) / dy)
    }

    /// Where `coordinate` is drawn in a view of `size` (origin top-leading, y down).
    package func point(for coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
        let s = scale(in: size)
        var dLon = coordinate.longitude - center.longitude
        dLon -= 360 * (dLon / 360).rounded()   // the short way round the antimeridian
        let dY = Self.mercatorY(coordinate.latitude) - Self.mercatorY(center.latitude)
        return CGPoint(x: Double(size.width) / 2 + dLon / 360 * s, y: Double(size.height) / 2 - dY * s)
    }

    /// The region a camera position shows; `items` are the coordinates of the map's content,
    /// which the automatic position frames (nil: nothing to frame, nothing to draw).
    package static func of(_ position: MapCameraPosition, items: [CLLocationCoordinate2D]) -> MapProjection? {
        switch position.kind {
        case .region(let r):
            return MapProjection(center: r.center, span: r.span)
        case .camera(let c):
            // Approximate: `distance` metres of ground from top to bottom.
            let r = MKCoordinateRegion(center: c.centerCoordinate, latitudinalMeters: c.distance, longitudinalMeters: c.distance)
            return MapProjection(center: r.center, span: r.span)
        case .automatic, .userLocation:
            // No user location in a preview: the automatic framing of the content (MapKit frames
            // all of it; a margin of a quarter of its extent on each side, approximate).
            guard let first = items.first else { return nil }
            var minLat = first.latitude, maxLat = first.latitude, minLon = first.longitude, maxLon = first.longitude
            for c in items.dropFirst() {
                minLat = min(minLat, c.latitude); maxLat = max(maxLat, c.latitude)
                minLon = min(minLon, c.longitude); maxLon = max(maxLon, c.longitude)
            }
            let centre = CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2)
            return MapProjection(center: centre, span: MKCoordinateSpan(latitudeDelta: max((maxLat - minLat) * 1.5, 0.01),
                                                                        longitudeDelta: max((maxLon - minLon) * 1.5, 0.01)))
        }
    }
}

/// Places the map's area (the first subview, filling the bounds) and each drawable at its
/// projected coordinate, by its anchor, at its ideal size.
struct MapCanvasLayout: Layout {
    let projection: MapProjection?
    let items: [(coordinate: CLLocationCoordinate2D, anchor: UnitPoint)]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()   // as greedy as a shape, like SwiftUI's Map
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let area = subviews.first else { return }
        area.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        for (i, sub) in subviews.dropFirst().enumerated() {
            guard i < items.count, let projection else {
                sub.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
                continue
            }
            let p = projection.point(for: items[i].coordinate, in: bounds.size)
            sub.place(at: CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y), anchor: items[i].anchor, proposal: .unspecified)
        }
    }
}

/// The map's drawing: the land-coloured area, then the content at its coordinates, clipped to
/// the map (light: RGB 0.96, 0.95, 0.92; dark: 0.17, 0.17, 0.18).
struct MapCanvas: View {
    let position: MapCameraPosition
    let drawables: [any _MapDrawable]
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let coordinates = drawables.map(\.mapCoordinate)
        MapCanvasLayout(projection: MapProjection.of(position, items: coordinates),
                        items: drawables.map { ($0.mapCoordinate, $0.mapAnchor) }) {
            Rectangle().fill(colorScheme == .dark ? Color(red: 0.17, green: 0.17, blue: 0.18) : Color(red: 0.96, green: 0.95, blue: 0.92))
            ForEach(drawables.indices, id: \.self) { drawables[$0].mapView }
        }
        .clipped()
    }
}

/// A map title under its annotation or marker, not changing the view's size or anchor
/// (caption, semibold: an approximation of MapKit's label).
struct MapTitleBelow<Title: View>: ViewModifier {
    let title: Title?
    func body(content: Content) -> some View {
        content.overlay(alignment: .bottom) {
            if let title {
                title.font(.caption.weight(.semibold)).foregroundStyle(.primary).lineLimit(1).fixedSize()
                    .alignmentGuide(.bottom) { $0[.top] - 2 }
            }
        }
    }
}

/// A marker's balloon: a disc in the tint with a point below it whose tip is the coordinate, the
/// glyph in white (size approximate: MapKit publishes none).
struct MarkerBalloon: View {
    let tint: Color
    let glyph: AnyView
    static let diameter: CGFloat = 30
    static let tail: CGFloat = 8

    var body: some View {
        ZStack(alignment: .top) {
            BalloonShape().fill(tint)
            glyph.foregroundStyle(.white).frame(width: Self.diameter, height: Self.diameter)
        }
        .frame(width: Self.diameter, height: Self.diameter + Self.tail)
    }

    struct BalloonShape: Shape {
        func path(in rect: CGRect) -> Path {
            // One outline: the tip, then round the disc from 60° below the right to 60° below
            // the left (y down), back to the tip.
            let r = rect.width / 2, c = CGPoint(x: rect.midX, y: rect.minY + r)
            var p = Path()
            p.move(to: CGPoint(x: rect.midX, y: rect.maxY))
            let steps = 60
            for i in 0...steps {
                let a = (60 - 300 * Double(i) / Double(steps)) * Double.pi / 180
                p.addLine(to: CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a))))
            }
            p.closeSubpath()
            return p
        }
    }
}

extension Annotation: _MapDrawable {
    package var mapCoordinate: CLLocationCoordinate2D { coordinate }
    package var mapAnchor: UnitPoint { anchor }
    package var mapView: AnyView { AnyView(content.modifier(MapTitleBelow(title: label))) }
}

extension Marker: _MapDrawable {
    package var mapCoordinate: CLLocationCoordinate2D { coordinate }
    package var mapAnchor: UnitPoint { .bottom }
    package var mapView: AnyView {
        let glyphView: AnyView
        if let monogram { glyphView = AnyView(monogram.font(.system(size: 13, weight: .bold))) }
        else { glyphView = AnyView(Image(systemName: systemImage ?? "mappin").font(.system(size: 15, weight: .semibold))) }
        return AnyView(MarkerBalloon(tint: markerTint ?? .red, glyph: glyphView).modifier(MapTitleBelow(title: title)))
    }
}

extension MapMarker: _MapDrawable {
    package var mapCoordinate: CLLocationCoordinate2D { coordinate }
    package var mapAnchor: UnitPoint { .bottom }
    package var mapView: AnyView {
        AnyView(MarkerBalloon(tint: tint ?? .red, glyph: AnyView(Image(systemName: "mappin").font(.system(size: 15, weight: .semibold)))))
    }
}

extension MapPin: _MapDrawable {
    package var mapCoordinate: CLLocationCoordinate2D { coordinate }
    package var mapAnchor: UnitPoint { .bottom }
    package var mapView: AnyView {
        // The classic pin: a head on a needle whose tip is the coordinate.
        let head = tint ?? .red
        return AnyView(VStack(spacing: 0) {
            Circle().fill(head).frame(width: 14, height: 14)
            Rectangle().fill(Color.gray).frame(width: 2, height: 18)
        })
    }
}

extension MapAnnotation: _MapDrawable {
    package var mapCoordinate: CLLocationCoordinate2D { coordinate }
    package var mapAnchor: UnitPoint { UnitPoint(x: anchorPoint.x, y: anchorPoint.y) }
    package var mapView: AnyView { AnyView(content) }
}
