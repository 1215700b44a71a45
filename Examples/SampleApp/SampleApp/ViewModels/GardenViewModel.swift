import Foundation
import Combine

/// The garden's state: plants, the filter, and what needs doing. Main-actor isolated, as view
/// models of SwiftUI apps are (SwiftUI's views are too; Accord's transform drops the attribute).
@MainActor
final class GardenViewModel: ObservableObject {
    @Published var plants: [Plant]
    @Published var lightFilter: Plant.Light?
    @Published var showsOnlyThirsty = false

    init(plants: [Plant] = Plant.samples) {
        self.plants = plants
    }

    var visiblePlants: [Plant] {
        plants.filter { plant in
            (lightFilter == nil || plant.light == lightFilter) && (!showsOnlyThirsty || plant.needsWater)
        }
    }

    var thirstyCount: Int { plants.filter(\.needsWater).count }

    /// Waters every plant, after the current update (a main-actor task).
    func waterAll() {
        Task { @MainActor in
            for i in plants.indices { plants[i].daysSinceWatering = 0 }
        }
    }

    func water(_ plant: Plant) {
        guard let i = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[i].daysSinceWatering = 0
    }
}
