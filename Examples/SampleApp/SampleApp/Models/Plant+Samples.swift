import Foundation

extension Plant {
    static let samples: [Plant] = [
        Plant(id: 1, name: "Monty", species: "Monstera deliciosa", light: .partial,
              wateringIntervalDays: 7, daysSinceWatering: 8, tags: ["Tropical", "Large"]),
        Plant(id: 2, name: "Fernanda", species: "Nephrolepis exaltata", light: .shade,
              wateringIntervalDays: 3, daysSinceWatering: 1, tags: ["Humid"]),
        Plant(id: 3, name: "Spike", species: "Aloe vera", light: .full,
              wateringIntervalDays: 14, daysSinceWatering: 4, tags: ["Succulent", "Easy", "Medicinal"]),
        Plant(id: 4, name: "Basil", species: "Ocimum basilicum", light: .full,
              wateringIntervalDays: 2, daysSinceWatering: 2, tags: ["Herb", "Edible"]),
    ]
}
