import SwiftUI

// An order screen: a compact menu picker above a wheel, and a settings list whose rows push
// detail screens (disclosure chevrons, separators under the text, not the icons).
struct OrderView: View {
    @State private var size = "M"
    @State private var quantity = 2

    var body: some View {
        VStack(spacing: 12) {
            Picker("Size", selection: $size) {
                Text("Small").tag("S")
                Text("Medium").tag("M")
                Text("Large").tag("L")
            }
            Picker("Quantity", selection: $quantity) {
                ForEach(1..<6) { n in Text("\(n)").tag(n) }
            }
            .pickerStyle(.wheel)
        }
        .padding()
    }
}

struct AccountList: View {
    @State private var theme = 0

    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    NavigationLink { Text("Profile") } label: {
                        Label("Profile", systemImage: "person.crop.circle")
                    }
                    NavigationLink { Text("Security") } label: {
                        Label("Password & Security", systemImage: "lock")
                    }
                }
                Section {
                    Picker("Theme", selection: $theme) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                    NavigationLink("About") { Text("About") }
                }
            }
            .navigationTitle("Account")
        }
    }
}

#Preview("Order") { OrderView() }
#Preview("Account") { AccountList() }
