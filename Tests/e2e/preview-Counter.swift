import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var on = false
    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(count)").font(.title).accessibilityIdentifier("count")
            Stepper("Steps", value: $count)
            Toggle("Enabled", isOn: $on)
            Text(on ? "On" : "Off").accessibilityIdentifier("state")
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
