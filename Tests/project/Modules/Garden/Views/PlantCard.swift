import SwiftUI
import GardenKit
import Palette

struct PlantCard: View {
    let plant: Plant
    /// The backend's category, named with its module: the app declares its own `Category`.
    var category: GardenKit.Category { plant.category }
    var menu: Category = .all

    var body: some View {
        HStack(spacing: 0) {
            Color.orange.frame(width: category.iconWidth, height: 30)
                .accessibilityIdentifier("icon")
            Text(plant.name)
        }
        .cardStyle()
        .accessibilityIdentifier("card")
    }
}

#Preview {
    PlantCard(plant: Plant(name: "Basil", category: .herbs))
}
