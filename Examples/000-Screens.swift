// Whole screens as an iPhone 15 shows them (issue 13): the status bar and home indicator, a
// full-bleed background, a header under the status bar, a bar pinned with safeAreaInset, a
// tabbed app, a pushed detail with a toolbar, and a sheet at the medium detent.
import SwiftUI

struct FullBleedScreen: View {
    var body: some View {
        ZStack {
            Color.indigo.ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Good Morning").font(.largeTitle).bold()
                Text("3 reminders today")
            }
            .foregroundStyle(.white)
        }
    }
}

struct HeaderScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Ana Lima").font(.title).bold()
                Text("Joined 2021").font(.subheadline)
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(Color.teal)
            List {
                Text("Orders")
                Text("Addresses")
                Text("Payment methods")
            }
        }
    }
}

struct PinnedBarScreen: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(1..<12) { i in Text("Item \(i)") }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Button("Check Out") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .padding()
                .background(.bar)
        }
    }
}

struct TabbedScreen: View {
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List(["Fern", "Monstera", "Pothos"], id: \.self) { Text($0) }
                    .navigationTitle("Plants")
            }
            .tabItem { Label("Plants", systemImage: "leaf") }
            .tag(0)
            Text("Calendar")
                .tabItem { Label("Calendar", systemImage: "calendar") }
                .badge(2)
                .tag(1)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
    }
}

struct DetailScreen: View {
    @State private var path = ["Monstera"]
    var body: some View {
        NavigationStack(path: $path) {
            List(["Fern", "Monstera"], id: \.self) { NavigationLink($0, value: $0) }
                .navigationTitle("Plants")
                .navigationDestination(for: String.self) { name in
                    Text("Water every 7 days")
                        .navigationTitle(name)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                            ToolbarItem(placement: .bottomBar) { Button("Move") {} }
                        }
                }
        }
    }
}

struct SheetScreen: View {
    @State private var showsInfo = true
    var body: some View {
        NavigationStack {
            List(["Fern", "Monstera", "Pothos"], id: \.self) { Text($0) }
                .navigationTitle("Plants")
                .sheet(isPresented: $showsInfo) {
                    VStack(spacing: 8) {
                        Text("Monstera").font(.title2).bold()
                        Text("Bright, indirect light")
                    }
                    .presentationDetents([.medium, .large])
                }
        }
    }
}

#Preview("Full-bleed background") { FullBleedScreen() }
#Preview("Header under the status bar") { HeaderScreen() }
#Preview("Bar pinned with safeAreaInset") { PinnedBarScreen() }
#Preview("Tabbed app") { TabbedScreen() }
#Preview("Pushed detail with a toolbar") { DetailScreen() }
#Preview("Sheet at the medium detent") { SheetScreen() }
