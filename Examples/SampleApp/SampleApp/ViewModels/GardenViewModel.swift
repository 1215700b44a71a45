import Foundation
import Combine

/// The garden's state: plants, the filter, and what needs doing.
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

    func water(_ plant: Plant) {
        guard let i = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[i].daysSinceWatering = 0
    }
}
