// Written for Accord's compatibility check: a park finder that wraps UIKit's MKMapView in a
// representable (the usual iOS 14-era pattern) above a list of parks.
import SwiftUI
import MapKit

struct Park: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

struct ParkMapView: UIViewRepresentable {
    var parks: [Park]
    var region: MKCoordinateRegion

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        map.showsUserLocation = true
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        map.setRegion(region, animated: false)
        map.removeAnnotations(map.annotations)
        map.addAnnotations(parks.map { park in
            let pin = MKPointAnnotation()
            pin.coordinate = park.coordinate
            pin.title = park.name
            return pin
        })
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, MKMapViewDelegate {}
}

struct ParkFinder: View {
    let parks = [
        Park(name: "Golden Gate Park", coordinate: CLLocationCoordinate2D(latitude: 37.7694, longitude: -122.4862)),
        Park(name: "Dolores Park", coordinate: CLLocationCoordinate2D(latitude: 37.7596, longitude: -122.4269)),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ParkMapView(parks: parks,
                            region: MKCoordinateRegion(center: parks[0].coordinate, latitudinalMeters: 8000, longitudinalMeters: 8000))
                    .frame(height: 260)
                List(parks) { park in
                    Label(park.name, systemImage: "leaf")
                }
                .listStyle(.plain)
            }
            .navigationTitle("Parks")
        }
    }
}

#Preview { ParkFinder() }
