import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var on = false
    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(count)").font(.title).opacity(1.0).accessibilityIdentifier("count")
            Stepper("Steps", value: $count)
            Toggle("Enabled", isOn: $on)
            Text(on ? "On" : "Off").bold(false).accessibilityIdentifier("state")
            Button("Add one") { count += 1 }
        }
        .padding()
    }
}

#Preview("Counter") { CounterView() }
#Preview("Plain") { Text("Hello").padding() }

struct MenuView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Settings") {
                    Text("Settings screen").navigationTitle("Settings")
                }
            }
            .navigationTitle("Menu")
        }
    }
}

#Preview("Navigation") { MenuView() }

struct Flavor: Hashable { let name: String }

struct InputsView: View {
    @State private var name = ""
    @State private var volume = 0.0
    @State private var size = "Small"
    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Text("Hello, \(name.isEmpty ? "nobody" : name)")
                Slider(value: $volume, in: 0...10, step: 1)
                Text("Volume \(Int(volume))")
                Picker("Size", selection: $size) {
                    Text("Small").tag("Small")
                    Text("Medium").tag("Medium")
                    Text("Large").tag("Large")
                }
                Text("Size is \(size)")
                NavigationLink("Vanilla", value: Flavor(name: "Vanilla"))
            }
            .navigationTitle("Inputs")
            .navigationDestination(for: Flavor.self) { flavor in
                Text("Flavor \(flavor.name)").navigationTitle(flavor.name)
            }
        }
    }
}

#Preview("Inputs") { InputsView() }

struct RowView: View {
    let n: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(n): \(taps)") { taps += 1 }
    }
}

#Preview("Rows") { List(0..<1000, id: \.self) { RowView(n: $0) } }

struct MenusView: View {
    @State private var last = "none"
    var body: some View {
        VStack(spacing: 24) {
            Menu("Actions") {
                Button("Rename", systemImage: "pencil") { last = "rename" }
                Divider()
                Button("Delete", systemImage: "trash", role: .destructive) { last = "delete" }
            }
            Text("Note").padding().contextMenu {
                Button("Copy") { last = "copy" }
            }
            Text("Last: \(last)")
        }
    }
}

#Preview("Menus") { MenusView() }

// @Observable (the toolchain's Observation macro): a change re-evaluates only the bodies that read
// the changed property.
@Observable
final class Tally {
    var count = 0
    var title = "Inbox"
}

struct TallyCount: View {
    let tally: Tally
    var body: some View { Text("Tally \(tally.count)") }
}

struct TallyTitle: View {
    let tally: Tally
    var body: some View { Text("Named \(tally.title)") }
}

struct TallyView: View {
    @State private var tally = Tally()
    var body: some View {
        VStack(spacing: 16) {
            TallyCount(tally: tally)
            TallyTitle(tally: tally)
            Color.blue.frame(width: 120, height: 44).overlay(Text("Count up").foregroundStyle(.white))
                .onTapGesture { tally.count += 1 }
        }
    }
}

#Preview("Observable") { TallyView() }

// Dismissing (issue 17): `@Environment(\.dismiss)` inside a sheet sets its binding to false and
// calls onDismiss; a tap on the dimmed page above a sheet dismisses it; an alert's button
// dismisses the alert after its action; on a pushed screen dismiss pops it.
struct SheetsView: View {
    @State private var showing = false
    @State private var asking = false
    @State private var choosing = false
    @State private var closed = 0
    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Closed \(closed)")
                Button("Open sheet") { showing = true }
                Button("Ask") { asking = true }
                Button("Choose") { choosing = true }
                NavigationLink("About") { AboutScreen() }
            }
            .sheet(isPresented: $showing, onDismiss: { closed += 1 }) { SheetContent() }
            .alert("Sure?", isPresented: $asking) { Button("Yes") { closed += 10 } }
            .confirmationDialog("Which one?", isPresented: $choosing, titleVisibility: .visible) {
                Button("Hundred") { closed += 100 }
            }
        }
    }
}

struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 16) {
            Text("In the sheet")
            Button("Close sheet") { dismiss() }
        }
    }
}

struct AboutScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close about") { dismiss() }.navigationTitle("About")
    }
}

#Preview("Sheets") { SheetsView() }

// A navigation stack bound to a path (issue 17): a value link appends to the path, the back
// button and dismiss() on a pushed screen remove its value, `path = []` pops to the root; a sheet
// with interactiveDismissDisabled() stays on a tap above it and closes by dismiss().
struct PathView: View {
    @State private var path: [Int] = []
    @State private var held = false
    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                Text("Path count \(path.count)")
                NavigationLink("Open 1", value: 1)
                Button("Held sheet") { held = true }
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { StepScreen(n: $0, path: $path) }
            .sheet(isPresented: $held) { HeldSheet() }
        }
    }
}

struct StepScreen: View {
    let n: Int
    @Binding var path: [Int]
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 16) {
            Text("Step \(n) of \(path.map(String.init).joined(separator: ","))")
            NavigationLink("Next", value: n + 1)
            Button("Close step") { dismiss() }
            Button("Pop to root") { path = [] }
        }
        .navigationTitle("S\(n)")
    }
}

struct HeldSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 16) {
            Text("Held")
            Button("Close held") { dismiss() }
        }
        .interactiveDismissDisabled()
    }
}

#Preview("Path") { PathView() }

// TabView: a tap on a tab item selects its tab; each tab's state is kept while another shows.
struct TabsView: View {
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            TapCounter(name: "Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
            TapCounter(name: "Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(1)
        }
    }
}

struct TapCounter: View {
    let name: String
    @State private var taps = 0
    var body: some View { Button("\(name) taps \(taps)") { taps += 1 } }
}

#Preview("Tabs") { TabsView() }

// ForEach reorder: each row's @State goes with its id (explicit identity), not its position.
struct Fruit: Identifiable { let id: String }

struct ReorderView: View {
    @State private var fruits = [Fruit(id: "Apple"), Fruit(id: "Banana"), Fruit(id: "Cherry")]
    var body: some View {
        VStack(spacing: 12) {
            Button("Reverse") { fruits.reverse() }
            ForEach(fruits) { TapCounter(name: $0.id) }
        }
    }
}

#Preview("Reorder") { ReorderView() }
