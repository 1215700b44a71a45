import SwiftUI
import CoreLocation

// A list of places sorted by name (Finder order) with their distance from the user, as a
// travel app shows them; the location manager is configured in the model.
struct Place: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

final class PlacesModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    @Published var here = CLLocation(latitude: 48.8566, longitude: 2.3522)
    @Published var status: CLAuthorizationStatus = .notDetermined

    let places = [
        Place(name: "Pier 10", coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
        Place(name: "pier 2", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)),
        Place(name: "Arc", coordinate: CLLocationCoordinate2D(latitude: 48.8738, longitude: 2.2950)),
    ]

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.requestWhenInUseAuthorization()
        status = manager.authorizationStatus
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        if let last = locations.last { here = last }
    }

    var sorted: [Place] {
        places.sorted(using: KeyPathComparator(\.name, comparator: .localizedStandard))
    }

    func distance(to place: Place) -> String {
        let meters = here.distance(from: CLLocation(latitude: place.coordinate.latitude, longitude: place.coordinate.longitude))
        return String(format: "%.1f km", meters / 1000)
    }
}

struct NearbyPlacesView: View {
    @StateObject private var model = PlacesModel()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(model.sorted) { place in
                        HStack {
                            Image(systemName: "mappin.circle.fill").foregroundStyle(.tint)
                            Text(place.name)
                            Spacer()
                            Text(model.distance(to: place)).foregroundStyle(.secondary)
                        }
                    }
                } footer: {
                    if model.status == .notDetermined {
                        Text("Distances from the city centre until location is allowed.")
                    }
                }
            }
            .navigationTitle("Nearby")
        }
    }
}

#Preview {
    NearbyPlacesView()
}
