import SwiftUI

// iOS 18's Tab API, the first tab shown.
struct LibraryApp: View {
    @State private var tab = "listen"
    var body: some View {
        TabView(selection: $tab) {
            Tab("Listen Now", systemImage: "play.circle", value: "listen") {
                NavigationStack {
                    ScrollView { Text("Top picks").frame(maxWidth: .infinity, alignment: .leading).padding() }
                        .navigationTitle("Listen Now")
                }
            }
            Tab("Library", systemImage: "square.stack", value: "library") { Text("Library") }
            Tab("Search", systemImage: "magnifyingglass", value: "search", role: .search) { Text("Search") }
        }
    }
}

#Preview("Tab API") { LibraryApp() }
