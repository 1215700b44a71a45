import SwiftUI

/// The app's entry point: Accord keeps it as a plain type (previews show views, not scenes).
@main
struct SampleAppApp: App {
    @StateObject private var garden = GardenViewModel()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(garden)
        }
    }
}
