import SwiftUI

// A tab bar over a scrolling list (issue 14, fidelity), written for Accord in the style of two
// published iPhone screens: Ice Cubes' tab bar (Dimillian/IceCubesApp, screenshots.pco, iOS 17/18,
// 393 × 852 pt at 3×) and WeChat-SwiftUI's Discover and Chats tabs (Lebron1992/WeChat-SwiftUI,
// previews/1.png and 6.png, MIT, iOS 15/16, 390 × 844 pt at 3×). Measured there: the bar's
// material hides the rows under it (244–249 of 255 over black text), symbols centred 18.8–19.0
// below the bar's top, titles' baseline 45.0–45.3 (Material.bar, TabBarMetrics.titledItemDrop;
// TabBarLookTests).

struct ExploreTab: View {
    var body: some View {
        NavigationStack {
            List { ForEach(0..<30, id: \.self) { Text("Row \($0)") } }
                .listStyle(.plain)
                .navigationTitle("Discover")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { } label: { Image(systemName: "plus.circle") }
                    }
                }
        }
    }
}

struct Root: View {
    @State private var tab = 2
    var body: some View {
        TabView(selection: $tab) {
            Text("Timeline").tabItem { Label("Timeline", systemImage: "rectangle.stack") }.tag(0)
            Text("Alerts").tabItem { Label("Notifications", systemImage: "bell") }.tag(1)
            ExploreTab().tabItem { Label("Explore", systemImage: "magnifyingglass") }.tag(2)
            Text("News").tabItem { Label("News", systemImage: "newspaper") }.tag(3)
            Text("Me").tabItem { Label("Profile", systemImage: "person.crop.circle") }.tag(4)
        }
    }
}

#Preview { Root() }
