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
