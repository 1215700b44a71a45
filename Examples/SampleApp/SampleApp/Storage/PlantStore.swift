import MapKit

/// A garden centre where plants were bought, for a map screen (MapKit is an Apple framework
/// Linux lacks: Accord skips this file).
struct PlantStore {
    var name: String
    var coordinate: CLLocationCoordinate2D
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: coordinate, latitudinalMeters: 500, longitudinalMeters: 500)
    }
}
