// Written for Accord's compatibility check: a station finder with an iOS 14 map
// (`Map(coordinateRegion:annotationItems:)`) and an iOS 17 map with markers and annotations.
import SwiftUI
import MapKit

struct Station: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

let stations = [
    Station(name: "Bern", coordinate: CLLocationCoordinate2D(latitude: 46.9488, longitude: 7.4391)),
    Station(name: "Wankdorf", coordinate: CLLocationCoordinate2D(latitude: 46.9667, longitude: 7.4650)),
    Station(name: "Bümpliz Nord", coordinate: CLLocationCoordinate2D(latitude: 46.9431, longitude: 7.3880)),
]

struct StationMapView: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 46.95, longitude: 7.44),
        latitudinalMeters: 5000, longitudinalMeters: 5000)

    var body: some View {
        VStack(spacing: 0) {
            Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: stations) { station in
                MapMarker(coordinate: station.coordinate, tint: .red)
            }
            .frame(height: 280)
            List(stations) { station in
                Label(station.name, systemImage: "tram.fill")
            }
            .listStyle(.plain)
        }
    }
}

struct ModernStationMap: View {
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $position) {
            ForEach(stations) { station in
                Marker(station.name, systemImage: "tram.fill", coordinate: station.coordinate)
                    .tint(.red)
            }
            Annotation("Office", coordinate: CLLocationCoordinate2D(latitude: 46.95, longitude: 7.45)) {
                Image(systemName: "building.2.fill")
                    .padding(6)
                    .background(.white, in: Circle())
            }
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
        .safeAreaInset(edge: .bottom) {
            Text("3 stations nearby")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding()
                .background(.regularMaterial)
        }
    }
}

#Preview("Region") {
    StationMapView()
}

#Preview("Markers") {
    ModernStationMap()
}
