import SwiftUI

// A settings form in the style of corpus7 file 37 (an APOD app): a Label header upper-cased like
// the Text headers, a Markdown link in a footer drawn as tinted text, a struck-through price.
struct APISettingsView: View {
    @State private var apiKey = ""
    @State private var cacheImages = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    SecureField("API key", text: $apiKey)
                } header: {
                    Label("API Configuration", systemImage: "key.fill")
                } footer: {
                    Text("Get a free key at [api.nasa.gov](https://api.nasa.gov). The demo key allows 30 requests an hour.")
                }
                Section("Storage") {
                    Toggle("Cache images", isOn: $cacheImages)
                    LabeledContent("Pro") { Text("~~$4.99~~ $2.99") }
                }
                Section {
                    Text("Version 2.1")
                } header: {
                    Text("About this App").textCase(nil)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    APISettingsView()
}
