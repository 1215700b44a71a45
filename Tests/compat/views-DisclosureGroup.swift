import SwiftUI

struct AdvancedSettings: View {
    @State private var showAdvanced = true
    @State private var verbose = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            DisclosureGroup("Network") {
                Text("Proxy: none")
            }
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                Toggle("Verbose logging", isOn: $verbose)
                Text("Cache size: 120 MB").foregroundStyle(.secondary)
            }
            DisclosureGroup {
                Text("Hidden")
            } label: {
                Label("Diagnostics", systemImage: "stethoscope")
            }
        }
        .padding()
    }
}

#Preview {
    AdvancedSettings()
}
