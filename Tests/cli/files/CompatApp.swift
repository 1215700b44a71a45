import SwiftUI
import Observation

@Observable
class Settings {
    var name = "Ada"
    var notify = true
}

final class Legacy: ObservableObject {
    @Published var count = 3
}

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var settings = Settings()
    @StateObject private var legacy = Legacy()
    @State private var flavor = "Vanilla"
    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $settings.name)
                    Toggle("Notify", isOn: $settings.notify)
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Chocolate").tag("Chocolate")
                    }
                    Stepper("Count \(legacy.count)", value: $legacy.count)
                }
            }
            .navigationTitle("Settings")
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }
        }
    }
}

#Preview("App") { ContentView() }
