import SwiftUI

// A gradient that runs under the navigation bar and the status bar.
struct WeatherScreen: View {
    var body: some View {
        NavigationStack {
            ZStack {
                LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
                Text("21°").font(.system(size: 72, weight: .thin)).foregroundStyle(.white)
            }
            .navigationTitle("Lisbon")
        }
    }
}

#Preview("Under nav bar") { WeatherScreen() }
