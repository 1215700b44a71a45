import Foundation

/// A plant in the garden.
struct Plant: Identifiable, Hashable {
    let id: Int
    var name: String
    var species: String
    var light: Light
    var wateringIntervalDays: Int
    var daysSinceWatering: Int
    var tags: [String]

    enum Light: String, CaseIterable, Identifiable {
        case shade, partial, full
        var id: Self { self }
        var label: String {
            switch self {
            case .shade: "Shade"
            case .partial: "Partial sun"
            case .full: "Full sun"
            }
        }
        var symbol: String {
            switch self {
            case .shade: "cloud"
            case .partial: "cloud.sun"
            case .full: "sun.max"
            }
        }
    }

    var needsWater: Bool { daysSinceWatering >= wateringIntervalDays }
    var daysUntilWatering: Int { max(0, wateringIntervalDays - daysSinceWatering) }
}
