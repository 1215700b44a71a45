import Foundation

extension GardenViewModel {
    /// A garden for previews: every plant thirsty.
    static var thirsty: GardenViewModel {
        GardenViewModel(plants: Plant.samples.map { var p = $0; p.daysSinceWatering = 30; return p })
    }
}
