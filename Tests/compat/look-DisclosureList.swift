import SwiftUI

// Disclosure groups in a list: the label is a row and, expanded, each child a row of its own
// (separators and insets as any row), as iOS's Settings-style lists draw them.
struct DisclosureSettings: View {
    @State private var networkOpen = true
    @State private var privacyOpen = false
    @State private var wifi = true
    @State private var proxy = "None"

    var body: some View {
        NavigationStack {
            List {
                DisclosureGroup("Network", isExpanded: $networkOpen) {
                    Toggle("Wi-Fi", isOn: $wifi)
                    LabeledContent("Proxy", value: proxy)
                    NavigationLink("DNS") { Text("DNS servers") }
                }
                DisclosureGroup("Privacy", isExpanded: $privacyOpen) {
                    Text("Location Services")
                }
                Section("Advanced") {
                    DisclosureGroup {
                        Text("Verbose logging")
                        Text("Cache: 120 MB").foregroundStyle(.secondary)
                    } label: {
                        Label("Diagnostics", systemImage: "stethoscope")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    DisclosureSettings()
}
