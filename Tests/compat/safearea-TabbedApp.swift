import SwiftUI

// A tabbed app: tabItem labels, a badge, the second tab selected.
struct TabbedApp: View {
    @State private var selection = 1
    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            NavigationStack {
                List(1...20, id: \.self) { i in Text("Message \(i)") }
                    .navigationTitle("Messages")
            }
            .tabItem { Label("Messages", systemImage: "message") }
            .badge(3)
            .tag(1)
            Text("Settings")
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(2)
        }
    }
}

#Preview("Tabs") { TabbedApp() }
