import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { PlantCard(plant: .init(name: "Basil", category: .herbs)) }
    }
}
