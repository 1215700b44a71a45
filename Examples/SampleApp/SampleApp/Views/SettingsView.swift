import SwiftUI

/// Filters for the garden list.
struct SettingsView: View {
    @ObservedObject var garden: GardenViewModel
    @State private var density = RowDensity.comfortable

    var body: some View {
        Form {
            Section("Filter") {
                Picker("Light", selection: $garden.lightFilter) {
                    Text("Any").tag(Plant.Light?.none)
                    ForEach(Plant.Light.allCases) { light in
                        Text(light.label).tag(Plant.Light?.some(light))
                    }
                }
                #if os(iOS)
                .pickerStyle(.segmented)
                #else
                .pickerStyle(.menu)
                #endif
                Toggle("Only thirsty plants", isOn: $garden.showsOnlyThirsty)
            }
            #if GARDEN_DEMO
            // GARDEN_DEMO is defined by the target's Debug configuration
            // (SWIFT_ACTIVE_COMPILATION_CONDITIONS in project.pbxproj).
            Section("Demo") {
                Text("Sample plants are shown").accessibilityIdentifier("demo-note")
            }
            #endif
            Section("Display") {
                Picker("Rows", selection: $density) {
                    Text("Compact").tag(RowDensity.compact)
                    Text("Comfortable").tag(RowDensity.comfortable)
                }
            }
        }
        .navigationTitle("Settings")
    }
}

#if DEBUG
#Preview {
    NavigationStack {
        SettingsView(garden: GardenViewModel())
    }
}
#endif
