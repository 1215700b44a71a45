import SwiftUI

/// The garden: a summary card and the list of plants.
struct ContentView: View {
    @EnvironmentObject private var garden: GardenViewModel

    var body: some View {
        NavigationStack {
            List {
                Section {
                    summary
                }
                Section("Plants") {
                    ForEach(garden.visiblePlants) { plant in
                        PlantRow(plant: plant)
                    }
                }
            }
            .navigationTitle("Garden")
            #if os(iOS)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Water all") { garden.waterAll() }
                }
            }
            #endif
        }
    }

    private var summary: some View {
        HStack {
            Image(systemName: "leaf.fill").foregroundStyle(Color.leaf)
            Text(garden.thirstyCount == 0 ? "All watered" : "\(garden.thirstyCount) thirsty")
                .font(.headline)
        }
    }
}

#if DEBUG
#Preview("Garden") {
    ContentView()
        .environmentObject(GardenViewModel())
}

#Preview("Thirsty garden") {
    ContentView()
        .environmentObject(GardenViewModel.thirsty)
}
#endif
