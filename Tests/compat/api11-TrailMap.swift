import SwiftUI
import MapKit

// A trail map in the style of the MapKit representables scanned for issue 11: an `MKMapView` with an
// iOS 16 map configuration (realistic elevation, muted emphasis) and a tilted `MKMapCamera`, under a
// SwiftUI header and a summary card.
struct TrailMapView: UIViewRepresentable {
    let summit: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.preferredConfiguration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
        map.setCamera(MKMapCamera(lookingAtCenter: summit, fromDistance: 4_000, pitch: 60, heading: 30), animated: false)
        map.isPitchEnabled = true
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        let camera = map.camera
        camera.centerCoordinate = summit
        map.setCamera(camera, animated: true)
    }
}

struct TrailScreen: View {
    private let summit = CLLocationCoordinate2D(latitude: 46.5586, longitude: 7.9772)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Eiger trail")
                .font(.title.bold())
            TrailMapView(summit: summit)
                .frame(height: 280)
                .clipShape(RoundedRectangle(cornerRadius: 16))
            HStack {
                Label("11.2 km", systemImage: "figure.hiking")
                Spacer()
                Label("+820 m", systemImage: "arrow.up.right")
            }
            .font(.subheadline)
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
            Spacer()
        }
        .padding()
    }
}

#Preview {
    TrailScreen()
}
